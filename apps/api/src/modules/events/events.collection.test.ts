import { EVENT_END_MESSAGE } from '@crewcall/contract';
import { createTestApp, relaxedLimits, type TestApp, twoClubs } from '@test/clubs';
import {
  createEvent,
  createEventType,
  createLocation,
  createSeries,
  createShift,
} from '@test/factories';
import { api } from '@test/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The events and series collections: who reads and writes, the derived fields (colour,
// empty, series span), and the checks on what is written.
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  clubs = await twoClubs(t);
});
afterAll(() => t?.close());

const asAdmin = () => api(t, clubs.a.org, clubs.a.admin.token);
const asMember = () => api(t, clubs.a.org, clubs.a.user.token);
const event = (over: Record<string, unknown> = {}) => ({
  name: 'Club racing',
  start: '2025-06-07T09:00:00Z',
  end: '2025-06-07T17:00:00Z',
  ...over,
});

describe('writing events', () => {
  it('an admin creates an event; it answers in the collection shape', async () => {
    const type = await createEventType(t.db, clubs.a.org, { color: '#112233' });
    const location = await createLocation(t.db, clubs.a.org);
    const res = await asAdmin().post('events/', [
      event({ eventtype: type.id, location: location.id, details: '**Bring** a hat' }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [id] = res.body.ids;
    expect(res.body.results.events[id]).toMatchObject({
      name: 'Club racing',
      start: '2025-06-07T09:00:00.000Z',
      end: '2025-06-07T17:00:00.000Z',
      color: '#112233', // the type's: the event has none of its own
      own_color: '',
      eventtype: type.id,
      location: location.id,
      series: null,
      empty: 0,
      details: '**Bring** a hat',
    });
  });

  it('members read events but cannot write them (403), and nothing changes', async () => {
    const own = await createEvent(t.db, clubs.a.org, { start: '2025-06-08T09:00:00Z' });
    expect((await asMember().get(`events/${own.id}/`)).status).toBe(200);
    expect((await asMember().post('events/', [event()])).status).toBe(403);
    expect((await asMember().put('events/', [{ id: own.id, name: 'Mine now' }])).status).toBe(403);
    expect((await asMember().delete(`events/${own.id}/`)).status).toBe(403);
    const after = await asAdmin().get(`events/${own.id}/`);
    expect(after.body.results.events[own.id].name).toBe(own.name);
  });

  it('anonymous callers get 401', async () => {
    expect((await api(t, clubs.a.org).get('events/')).status).toBe(401);
    expect((await api(t, clubs.a.org).get('series/')).status).toBe(401);
  });

  it('an end not after the start is a 400 on the item, and nothing is written', async () => {
    const before = (await asAdmin().get('events/?limit=all')).body.count;
    const res = await asAdmin().post('events/', [event(), event({ end: '2025-06-07T09:00:00Z' })]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ '1.end': [EVENT_END_MESSAGE] });
    expect((await asAdmin().get('events/?limit=all')).body.count).toBe(before);
  });

  it('a PUT moving only the start past the end is refused too', async () => {
    const row = await createEvent(t.db, clubs.a.org, { start: '2025-07-01T09:00:00Z' });
    const res = await asAdmin().put('events/', [{ id: row.id, start: '2025-07-02T09:00:00Z' }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ '0.end': [EVENT_END_MESSAGE] });
    const after = await asAdmin().get(`events/${row.id}/`);
    expect(after.body.results.events[row.id].start).toBe('2025-07-01T09:00:00.000Z');
  });

  it('not a date is a 400 on the field', async () => {
    const res = await asAdmin().post('events/', [event({ start: 'next tuesday' })]);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['0.start']);
  });

  it("another club's type, location or series is a 400 on the field", async () => {
    const type = await createEventType(t.db, clubs.b.org);
    const location = await createLocation(t.db, clubs.b.org);
    const theirs = await createSeries(t.db, clubs.b.org);
    for (const [field, id] of [
      ['eventtype', type.id],
      ['location', location.id],
      ['series', theirs.id],
    ] as const) {
      const res = await asAdmin().post('events/', [event({ [field]: id })]);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body), field).toEqual([`0.${field}`]);
    }
  });
});

describe('derived fields', () => {
  it("an event's own colour wins over its type's; '' falls back again", async () => {
    const type = await createEventType(t.db, clubs.a.org, { color: '#aa0000' });
    const res = await asAdmin().post('events/', [event({ eventtype: type.id, color: '#00bb00' })]);
    const [id] = res.body.ids;
    expect(res.body.results.events[id]).toMatchObject({ color: '#00bb00', own_color: '#00bb00' });
    const cleared = await asAdmin().put('events/', [{ id, color: '' }]);
    expect(cleared.body.results.events[id]).toMatchObject({ color: '#aa0000', own_color: '' });
  });

  it('empty counts saved shifts nobody fills (published or not), and can be filtered on', async () => {
    const row = await createEvent(t.db, clubs.a.org, { start: '2031-01-01T09:00:00Z' });
    await createShift(t.db, clubs.a.org, row); // open, published: counts
    await createShift(t.db, clubs.a.org, row, { published: false }); // saved, unpublished: counts
    await createShift(t.db, clubs.a.org, row, { personId: clubs.a.user.id }); // filled
    const res = await asAdmin().get(`events/${row.id}/`);
    expect(res.body.results.events[row.id].empty).toBe(2);
    // A member is told only of the published one (issue 20; empty-counts.test.ts).
    const member = await asMember().get(`events/${row.id}/`);
    expect(member.body.results.events[row.id].empty).toBe(1);
    const list = await asAdmin().get('events/?empty__gt=1&start__ge=2031-01-01');
    expect(list.body.ids).toEqual([row.id]);
  });

  it('lists by start; range filters and the series filter narrow it', async () => {
    const s = await createSeries(t.db, clubs.a.org);
    const later = await createEvent(t.db, clubs.a.org, {
      start: '2032-03-02T10:00:00Z',
      seriesId: s.id,
    });
    const earlier = await createEvent(t.db, clubs.a.org, {
      start: '2032-03-01T10:00:00Z',
      seriesId: s.id,
    });
    await createEvent(t.db, clubs.a.org, { start: '2032-03-01T12:00:00Z' });
    const bySeries = await asMember().get(`events/?series=${s.id}`);
    expect(bySeries.body.ids).toEqual([earlier.id, later.id]);
    const inMarch = await asMember().get('events/?start__ge=2032-03-01&start__lt=2032-03-02');
    expect(inMarch.body.count).toBe(2);
  });
});

describe('series', () => {
  it('an admin creates a series without dates; its events then give its span', async () => {
    const res = await asAdmin().post('series/', [{ name: 'Summer Tuesdays', consecutive: true }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [id] = res.body.ids;
    await createEvent(t.db, clubs.a.org, { start: '2026-05-05T18:00:00Z', seriesId: id });
    await createEvent(t.db, clubs.a.org, { start: '2026-05-12T18:00:00Z', seriesId: id });
    const read = await asMember().get(`series/?name=Summer Tuesdays`);
    expect(read.body.results.series[id]).toMatchObject({
      name: 'Summer Tuesdays',
      consecutive: true,
      start: '2026-05-05T18:00:00.000Z',
      end: '2026-05-12T21:00:00.000Z',
    });
  });

  it('members cannot write series', async () => {
    expect((await asMember().post('series/', [{ name: 'Mine' }])).status).toBe(403);
  });

  it('a series with events cannot be deleted', async () => {
    const s = await createSeries(t.db, clubs.a.org);
    await createEvent(t.db, clubs.a.org, { start: '2026-01-01T10:00:00Z', seriesId: s.id });
    const res = await asAdmin().delete(`series/${s.id}/`);
    expect(res.status).toBe(400);
  });

  it('its own end before its own start is refused', async () => {
    const res = await asAdmin().post('series/', [
      { name: 'Backwards', start: '2026-02-02T00:00:00Z', end: '2026-02-01T00:00:00Z' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ '0.end': [EVENT_END_MESSAGE] });
  });

  it('an empty or blank name is refused on create and on rename, and nothing is written', async () => {
    const before = (await asAdmin().get('series/?limit=all')).body.count;
    for (const item of [{ consecutive: true }, { name: '' }, { name: '   ' }]) {
      const res = await asAdmin().post('series/', [item]);
      expect(res.status, JSON.stringify(item)).toBe(400);
      expect(res.body, JSON.stringify(item)).toEqual({ '0.name': ['Required.'] });
    }
    expect((await asAdmin().get('series/?limit=all')).body.count).toBe(before);

    const s = await createSeries(t.db, clubs.a.org, { name: 'Keeps its name' });
    const rename = await asAdmin().put('series/', [{ id: s.id, name: ' ' }]);
    expect(rename.status).toBe(400);
    expect(rename.body).toEqual({ '0.name': ['Required.'] });
    expect((await asAdmin().get(`series/${s.id}/`)).body.results.series[s.id].name).toBe(
      'Keeps its name',
    );
    // A change that leaves the name out keeps it.
    expect((await asAdmin().put('series/', [{ id: s.id, consecutive: true }])).status).toBe(200);
  });
});

describe('clubs never see each other', () => {
  it("club B's events and series are absent from club A's lists and details", async () => {
    const theirs = await createSeries(t.db, clubs.b.org, { name: 'Bravo only series' });
    const theirEvent = await createEvent(t.db, clubs.b.org, {
      start: '2025-06-07T10:00:00Z',
      name: 'Bravo only event',
      seriesId: theirs.id,
    });
    const list = await asAdmin().get('events/?limit=all');
    expect(JSON.stringify(list.body)).not.toContain('Bravo only');
    expect((await asAdmin().get(`events/${theirEvent.id}/`)).status).toBe(404);
    expect((await asAdmin().get(`series/${theirs.id}/`)).status).toBe(404);
    const series = await asAdmin().get('series/?limit=all&expand=events');
    expect(JSON.stringify(series.body)).not.toContain('Bravo only');
  });
});
