import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  externalCalendarUrl,
  fetchExternalCalendar,
  readExternalCalendar,
} from '@/features/calendar-feeds/external/fetch-external-calendar';
import {
  ROWING_ADDRESS,
  rowingCalendar,
  TEST_RANGE,
} from '@/features/calendar-feeds/testing/rowing-calendar';

const RANGE = TEST_RANGE;
const ADDRESS = ROWING_ADDRESS;
const publicCalendar = rowingCalendar;

describe('externalCalendarUrl', () => {
  it('adds the range to the address, keeping its own query', () => {
    const url = new URL(externalCalendarUrl(`${ADDRESS}?club=5`, RANGE) ?? '');
    expect(url.origin + url.pathname).toBe(ADDRESS);
    expect(url.searchParams.get('club')).toBe('5');
    expect(url.searchParams.get('start')).toBe(RANGE.start);
    expect(url.searchParams.get('end')).toBe(RANGE.end);
  });

  it('refuses what is not an http(s) address', () => {
    expect(externalCalendarUrl('javascript:alert(1)', RANGE)).toBeNull();
    expect(externalCalendarUrl('not a url', RANGE)).toBeNull();
  });
});

describe('readExternalCalendar', () => {
  it("reads the events in the calendar's order, tagged with the other club's name", () => {
    const events = readExternalCalendar(ADDRESS, publicCalendar);
    expect(events.map((e) => e.name)).toEqual(['Early Outing', 'Head of the River']);
    expect(events[1]).toEqual({
      key: `${ADDRESS}#7`,
      name: 'Head of the River',
      start: '2026-03-14T09:00:00.000Z',
      end: '2026-03-14T15:00:00.000Z',
      organisation: 'Rowing Club',
      url: 'https://rowing.example/events/7',
    });
  });

  it("never passes on a link that is not http(s): the other club's site instead", () => {
    expect(readExternalCalendar(ADDRESS, publicCalendar)[0].url).toBe('https://rowing.example/');
  });

  it('names the club by its host when the answer does not, and ignores what is not a calendar', () => {
    const { organisation: _, ...anonymous } = publicCalendar;
    expect(readExternalCalendar(ADDRESS, anonymous)[0].organisation).toBe('rowing.example');
    for (const junk of [null, 'text', [], { results: [] }, { results: { events: 'x' } }]) {
      expect(readExternalCalendar(ADDRESS, junk)).toEqual([]);
    }
  });
});

describe('fetchExternalCalendar over HTTP', () => {
  let server: Server;
  let base: string;
  const seen: { url: string; authorization?: string; cookie?: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({
        url: req.url ?? '',
        authorization: req.headers.authorization,
        cookie: req.headers.cookie,
      });
      if (req.url?.startsWith('/slow')) return; // never answers
      if (req.url?.startsWith('/broken')) {
        res.writeHead(500).end('oops');
        return;
      }
      if (req.url?.startsWith('/html')) {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(publicCalendar));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('asks with the range and sends nothing of ours (no token, no cookie)', async () => {
    const events = await fetchExternalCalendar(`${base}/api/events/public`, RANGE);
    expect(events).toHaveLength(2);
    const call = seen.find((s) => s.url.startsWith('/api/events/public'));
    expect(call?.url).toBe(
      `/api/events/public?start=${encodeURIComponent(RANGE.start)}&end=${encodeURIComponent(RANGE.end)}`,
    );
    expect(call?.authorization).toBeUndefined();
    expect(call?.cookie).toBeUndefined();
  });

  it('gives up on a slow address after the timeout, with no events and no error', async () => {
    const started = Date.now();
    await expect(fetchExternalCalendar(`${base}/slow`, RANGE, { timeoutMs: 200 })).resolves.toEqual(
      [],
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives no events for an error, a non-JSON answer or a dead address', async () => {
    expect(await fetchExternalCalendar(`${base}/broken`, RANGE)).toEqual([]);
    expect(await fetchExternalCalendar(`${base}/html`, RANGE)).toEqual([]);
    expect(await fetchExternalCalendar('http://127.0.0.1:1/cal', RANGE)).toEqual([]);
  });

  it('stops when the calendar no longer needs the answer', async () => {
    const controller = new AbortController();
    const pending = fetchExternalCalendar(`${base}/slow`, RANGE, { signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual([]);
  });
});
