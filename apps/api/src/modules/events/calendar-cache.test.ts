import type { CalendarEvent, CalendarResults, PublicCalendar } from '@crewcall/contract';
import { createTestApp, relaxedLimits, type TestApp, twoClubs } from '@test/clubs';
import {
  createEvent,
  createEventType,
  createLocation,
  createSeries,
  createShift,
} from '@test/factories';
import { api } from '@test/http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache, acceptsGzip } from '@/db/read/answer-cache';
import { organisationDomains, organisations, shifts } from '@/db/schema';
import { withClubScope } from '@/db/scope';

// The calendar's answer cache (issue 11, Performance): a repeated call is served from
// memory after one version read; every write a calendar shows bumps the club's version
// (database triggers) so the next call answers the change; clubs never share answers.
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

beforeAll(async () => {
  t = await createTestApp(relaxedLimits, { countQueries: true });
  clubs = await twoClubs(t);
  // Both clubs in the host cache, so the counts below are the calendar's own.
  for (const club of [clubs.a, clubs.b]) await api(t, club.org).get('events/public');
});
afterAll(() => t?.close());

const asAdmin = () => api(t, clubs.a.org, clubs.a.admin.token);

/** One call, with the statements the app sent for it (less begin, club, commit). */
async function measured(path: string, club = clubs.a) {
  const token = path.startsWith('events/public') ? undefined : club.user.token;
  t.queries.reset();
  const res = await api(t, club.org, token).get(path);
  expect(res.status, res.text).toBe(200);
  const sent = t.queries.statements.filter((s) => !s.includes('pg_catalog.pg_type'));
  return { res, statements: sent.slice(2, -1) };
}

/** The member calendar for one week of 2030 (week `n`), as the API answers it. */
const weekOf = (n: number) => {
  const start = new Date(Date.UTC(2030, 0, 7 + 7 * n));
  const end = new Date(start.getTime() + 7 * 24 * 3_600_000);
  return `start=${start.toISOString()}&end=${end.toISOString()}`;
};
async function calendar(week: number, club = clubs.a) {
  const { res } = await measured(`events/calendar?${weekOf(week)}`, club);
  return res.body as CalendarResults;
}
const entries = (body: CalendarResults) => body.ids.map((key) => body.results.events[key]);
const eventsOf = (body: CalendarResults) =>
  entries(body).filter((e): e is CalendarEvent => e.type === 'event');
const day = (week: number, hour = 10) =>
  new Date(Date.UTC(2030, 0, 8 + 7 * week, hour)).toISOString();

async function versionOf(orgId: number) {
  const [row] = await t.db
    .select({ version: organisations.calendarVersion })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row.version;
}

describe('served from the cache', () => {
  it('a second member calendar call reads only the version and sends the same bytes', async () => {
    await createEvent(t.db, clubs.a.org, { name: 'Cached race', start: day(0) });
    const path = `events/calendar?${weekOf(0)}`;
    const first = await measured(path);
    // person by token, version, events, consecutive series
    expect(first.statements).toHaveLength(4);
    const second = await measured(path);
    expect(second.statements).toHaveLength(2); // person by token, version
    expect(second.statements[1]).toMatch(/calendar_version/);
    expect(second.res.text).toBe(first.res.text);
    expect(second.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.res.headers['content-length']).toBe(first.res.headers['content-length']);
    expect(names(second.res.body)).toEqual(['Cached race']);
  });

  it('the same range written differently is one answer', async () => {
    await measured('events/calendar?start=2030-06-03&end=2030-06-10');
    // A date is its midnight in the club's zone (Europe/London, BST here).
    const again = await measured(
      'events/calendar?start=2030-06-03T01:00:00%2B02:00&end=2030-06-09T23:00:00Z',
    );
    expect(again.statements).toHaveLength(2);
  });

  it('the public calendar: one statement on a repeat, CORS and JSON headers kept', async () => {
    const path = `events/public?${weekOf(0)}`;
    const first = await measured(path);
    expect(first.statements).toHaveLength(3); // version, events, the club's domain
    t.queries.reset();
    const second = await api(t, clubs.a.org).get(path).set('Origin', 'https://other-club.example');
    // begin, club, version, commit
    expect(t.queries.statements.filter((s) => !s.includes('pg_type'))).toHaveLength(4);
    expect(second.text).toBe(first.res.text);
    expect(second.headers['access-control-allow-origin']).toBe('*');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((second.body as PublicCalendar).organisation.name).toBe(clubs.a.org.name);
  });

  it('bad ranges are still 400 before any statement', async () => {
    t.queries.reset();
    const res = await api(t, clubs.a.org).get('events/public?start=soon');
    expect(res.status).toBe(400);
    expect(t.queries.statements.some((s) => s.includes('calendar_version'))).toBe(false);
  });
});

const names = (body: CalendarResults) => entries(body).map((e) => e.name);

describe('every write a calendar shows invalidates it', () => {
  it('events: create, update, delete (through the API, as the app role)', async () => {
    const week = 1;
    expect(names(await calendar(week))).toEqual([]);
    const created = await asAdmin().post('events/', [
      { name: 'Spring series', start: day(week), end: day(week, 12) },
    ]);
    expect(created.status, created.text).toBe(201);
    const [id] = created.body.ids as number[];
    expect(names(await calendar(week))).toEqual(['Spring series']);

    const updated = await asAdmin().put('events/', [{ id, name: 'Spring cup', color: '#ff0000' }]);
    expect(updated.status, updated.text).toBe(200);
    const [event] = eventsOf(await calendar(week));
    expect([event.name, event.color]).toEqual(['Spring cup', '#ff0000']);

    expect((await asAdmin().delete(`events/${id}/`)).status).toBe(204);
    expect(names(await calendar(week))).toEqual([]);
  });

  it('series: its name, and consecutive turning its events into one entry', async () => {
    const week = 2;
    const s = await createSeries(t.db, clubs.a.org, { name: 'Evening races' });
    await createEvent(t.db, clubs.a.org, { name: 'Race 1', start: day(week), seriesId: s.id });
    expect(eventsOf(await calendar(week))[0].series_name).toBe('Evening races');

    expect((await asAdmin().put('series/', [{ id: s.id, name: 'Dusk races' }])).status).toBe(200);
    expect(eventsOf(await calendar(week))[0].series_name).toBe('Dusk races');

    expect((await asAdmin().put('series/', [{ id: s.id, consecutive: true }])).status).toBe(200);
    const body = await calendar(week);
    expect(body.ids).toEqual([`series-${s.id}`]);
    expect(entries(body)[0]).toMatchObject({ type: 'series', name: 'Dusk races' });
  });

  it("an event type's colour and a location's name", async () => {
    const week = 3;
    const type = await createEventType(t.db, clubs.a.org, { color: '#111111' });
    const place = await createLocation(t.db, clubs.a.org, { name: 'Slipway' });
    await createEvent(t.db, clubs.a.org, {
      start: day(week),
      eventTypeId: type.id,
      locationId: place.id,
    });
    const before = eventsOf(await calendar(week))[0];
    expect([before.color, before.location_name]).toEqual(['#111111', 'Slipway']);

    const colour = await asAdmin().put('eventtypes/', [{ id: type.id, color: '#222222' }]);
    expect(colour.status, colour.text).toBe(200);
    expect(eventsOf(await calendar(week))[0].color).toBe('#222222');

    const renamed = await asAdmin().put('locations/', [{ id: place.id, name: 'Pontoon' }]);
    expect(renamed.status, renamed.text).toBe(200);
    expect(eventsOf(await calendar(week))[0].location_name).toBe('Pontoon');
  });

  it('shifts: a new open shift, filling it, unpublishing and deleting one (the `empty` count)', async () => {
    const week = 4;
    const org = clubs.a.org;
    const event = await createEvent(t.db, org, { start: day(week) });
    const emptyNow = async () => eventsOf(await calendar(week))[0].empty;
    expect(await emptyNow()).toBe(0);
    // Written as the app role under row-level security, as the shifts routes write.
    const asApp = <T>(work: Parameters<typeof withClubScope<T>>[2]) =>
      withClubScope(t.database.db, org.id, work);
    const [shift] = await asApp((tx) =>
      tx
        .insert(shifts)
        .values({ organisationId: org.id, eventId: event.id, ...times(event), draft: new Date() })
        .returning(),
    );
    expect(await emptyNow()).toBe(1);
    await asApp((tx) =>
      tx.update(shifts).set({ personId: clubs.a.user.id }).where(eq(shifts.id, shift.id)),
    );
    expect(await emptyNow()).toBe(0);
    const open = await createShift(t.db, org, event);
    expect(await emptyNow()).toBe(1);
    // A member's `empty` counts published shifts only (issue 20): unpublishing drops it
    // for them (an admin's counts it still: empty-counts.test.ts), and so does deleting.
    await asApp((tx) => tx.update(shifts).set({ draft: null }).where(eq(shifts.id, open.id)));
    expect(await emptyNow()).toBe(0);
    await asApp((tx) => tx.update(shifts).set({ draft: new Date() }).where(eq(shifts.id, open.id)));
    expect(await emptyNow()).toBe(1);
    await asApp((tx) => tx.delete(shifts).where(eq(shifts.id, open.id)));
    expect(await emptyNow()).toBe(0);
  });

  it("a domain change moves the public calendar's links", async () => {
    const org = clubs.a.org;
    await createEvent(t.db, org, { start: day(5) });
    const path = `events/public?${weekOf(5)}`;
    const before = (await measured(path)).res.body as PublicCalendar;
    expect(before.organisation.url).toContain(org.host);
    await t.db
      .insert(organisationDomains)
      .values({ organisationId: org.id, domain: `www.${org.host}`, isPrimary: true });
    await t.db
      .update(organisationDomains)
      .set({ isPrimary: false })
      .where(eq(organisationDomains.domain, org.host));
    const after = (await measured(path)).res.body as PublicCalendar;
    expect(after.organisation.url).toContain(`www.${org.host}`);
    expect(Object.values(after.results.events)[0].url).toContain(`www.${org.host}`);
  });

  it("writes the calendar never shows (an event's details) keep the version", async () => {
    const event = await createEvent(t.db, clubs.a.org, { start: day(6) });
    const before = await versionOf(clubs.a.org.id);
    const res = await asAdmin().put('events/', [{ id: event.id, details: 'Bring a hat' }]);
    expect(res.status, res.text).toBe(200);
    expect(await versionOf(clubs.a.org.id)).toBe(before);
    await asAdmin().put('events/', [{ id: event.id, name: 'Hat race' }]);
    expect(await versionOf(clubs.a.org.id)).toBe(before + 1);
  });
});

const times = (event: { start: Date; end: Date }) => ({ start: event.start, end: event.end });

describe('clubs apart', () => {
  it("a write in club B bumps only B's version; A's answer stays cached", async () => {
    const path = `events/calendar?${weekOf(7)}`;
    await measured(path);
    const [a, b] = [await versionOf(clubs.a.org.id), await versionOf(clubs.b.org.id)];
    await createEvent(t.db, clubs.b.org, { name: 'Bravo only', start: day(7) });
    expect(await versionOf(clubs.a.org.id)).toBe(a);
    expect(await versionOf(clubs.b.org.id)).toBe(b + 1);
    const again = await measured(path);
    expect(again.statements).toHaveLength(2);
    expect(again.res.text).not.toContain('Bravo only');
  });

  it('the same range in two clubs: each its own answer, each cached apart', async () => {
    const week = 8;
    await createEvent(t.db, clubs.a.org, { name: 'Alpha regatta', start: day(week) });
    await createEvent(t.db, clubs.b.org, { name: 'Bravo regatta', start: day(week) });
    for (let round = 0; round < 2; round++) {
      expect(names(await calendar(week, clubs.a))).toEqual(['Alpha regatta']);
      expect(names(await calendar(week, clubs.b))).toEqual(['Bravo regatta']);
      const pub = (await measured(`events/public?${weekOf(week)}`, clubs.b)).res.text;
      expect(pub).toContain('Bravo regatta');
      expect(pub).not.toContain('Alpha');
    }
  });
});

describe('AnswerCache', () => {
  const text = (n: number) => ({ json: Buffer.alloc(n, 'x'), gzip: Buffer.alloc(0) });

  it('evicts the least recently used answers past its byte bound', () => {
    const cache = new AnswerCache({ maxBytes: 100, maxEntries: 10 });
    cache.set('a', text(40));
    cache.set('b', text(40));
    cache.get('a'); // a is now the most recently used
    cache.set('c', text(40)); // 120 bytes: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.json.length).toBe(40);
    expect(cache.get('c')?.json.length).toBe(40);
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
  });

  it('keeps at most its number of entries, never an answer larger than the bound', () => {
    const cache = new AnswerCache({ maxBytes: 100, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, text(1));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 2 });
    cache.set('huge', text(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size.entries).toBe(2);
  });

  it('replacing a key counts its bytes once', () => {
    const cache = new AnswerCache({ maxBytes: 100, maxEntries: 10 });
    cache.set('a', text(60));
    cache.set('a', text(70));
    expect(cache.size).toEqual({ entries: 1, bytes: 70 });
  });

  it('builds an answer once for calls asking at the same time', async () => {
    const cache = new AnswerCache({ maxBytes: 100, maxEntries: 10 });
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return text(5);
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('k', build)));
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await cache.answer('k', build);
    expect(builds).toBe(1); // stored
  });

  it('a failed build fails only its own call: the others build their own', async () => {
    const cache = new AnswerCache({ maxBytes: 100, maxEntries: 10 });
    const failing = cache.answer('k', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('aborted');
    });
    const waiting = cache.answer('k', async () => text(7));
    await expect(failing).rejects.toThrow('aborted');
    expect((await waiting).json.length).toBe(7);
  });
});

describe('gzip for the clients that accept it', () => {
  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('x-gzipped')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('the same JSON text either way; gzipped only when asked', async () => {
    await createEvent(t.db, clubs.a.org, { name: 'Squeezed', start: day(9) });
    for (const path of [`events/calendar?${weekOf(9)}`, `events/public?${weekOf(9)}`]) {
      const token = path.startsWith('events/public') ? undefined : clubs.a.user.token;
      const plain = await api(t, clubs.a.org, token).get(path).set('Accept-Encoding', 'identity');
      const zipped = await api(t, clubs.a.org, token).get(path).set('Accept-Encoding', 'gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      for (const res of [plain, zipped]) {
        expect(res.status).toBe(200);
        expect(res.headers.vary).toBe('accept-encoding');
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      }
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
      expect(zipped.text).toBe(plain.text); // supertest inflates it
      expect(plain.text).toBe(JSON.stringify(plain.body)); // as Fastify writes an object
      expect(plain.text).toContain('Squeezed');
    }
  });
});
