import { type CalendarResults, EVENT_END_MESSAGE } from '@crewcall/contract';
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
import { RANGE_TOO_LONG } from './calendar-range';

// GET /api/events/calendar: what overlaps the range, at its edges; consecutive series as
// one entry; bad ranges; who may call it; and a fixed number of statements.
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

beforeAll(async () => {
  t = await createTestApp(relaxedLimits, { countQueries: true });
  clubs = await twoClubs(t);
});
afterAll(() => t?.close());

const calendar = async (start: string, end: string, token = clubs.a.user.token) => {
  const q = new URLSearchParams({ start, end });
  const res = await api(t, clubs.a.org, token).get(`events/calendar?${q}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as CalendarResults;
};
const names = (body: CalendarResults) => body.ids.map((key) => body.results.events[key].name);

describe('range edges', () => {
  // A week in May 2027, each test in its own week so the events do not mix.
  it('takes events spanning the start or the end, and leaves out those only touching it', async () => {
    const org = clubs.a.org;
    await createEvent(t.db, org, { name: 'spans start', start: '2027-05-02T22:00:00Z', hours: 4 });
    await createEvent(t.db, org, { name: 'spans end', start: '2027-05-09T23:00:00Z', hours: 2 });
    await createEvent(t.db, org, { name: 'inside', start: '2027-05-05T10:00:00Z' });
    await createEvent(t.db, org, {
      name: 'covers all',
      start: '2027-04-20T00:00:00Z',
      end: '2027-05-20T00:00:00Z',
    });
    await createEvent(t.db, org, {
      name: 'ends at start',
      start: '2027-05-02T21:00:00Z',
      hours: 3,
    });
    await createEvent(t.db, org, { name: 'starts at end', start: '2027-05-10T00:00:00Z' });
    const body = await calendar('2027-05-03T00:00:00Z', '2027-05-10T00:00:00Z');
    expect(names(body)).toEqual(['covers all', 'spans start', 'inside', 'spans end']);
  });

  it("midnight in the club's timezone: a range given with its offset (BST, +01:00)", async () => {
    const org = clubs.a.org;
    // 00:30 on 1 June in London is 23:30 UTC on 31 May.
    await createEvent(t.db, org, { name: 'just after midnight', start: '2027-05-31T23:30:00Z' });
    await createEvent(t.db, org, { name: 'the evening before', start: '2027-05-31T20:00:00Z' });
    const body = await calendar('2027-06-01T00:00:00+01:00', '2027-06-02T00:00:00+01:00');
    expect(names(body)).toEqual(['just after midnight']);
    expect(body.results.events[body.ids[0]].start).toBe('2027-05-31T23:30:00.000Z');
  });

  // Issue 20, item 1 (was: midnight UTC): a day is the club's day, in its time zone.
  it("a day (YYYY-MM-DD) is midnight in the club's zone (London, BST)", async () => {
    const start = (at: string) => ({ name: `at ${at}`, start: at, hours: 0.25 });
    await createEvent(t.db, clubs.a.org, start('2027-06-30T22:30:00Z')); // 23:30 on 30 June
    await createEvent(t.db, clubs.a.org, start('2027-06-30T23:30:00Z')); // 00:30 on 1 July
    await createEvent(t.db, clubs.a.org, start('2027-07-01T23:30:00Z')); // 00:30 on 2 July
    expect(names(await calendar('2027-07-01', '2027-07-02'))).toEqual(['at 2027-06-30T23:30:00Z']);
  });

  it("a day in a club in Sydney is Sydney's day, and follows a change of zone", async () => {
    const admin = api(t, clubs.b.org, clubs.b.admin.token);
    const inB = async () => {
      const res = await admin.get('events/calendar?start=2027-07-01&end=2027-07-02');
      expect(res.status).toBe(200);
      return names(res.body as CalendarResults);
    };
    // 1 July 2027 in Sydney (AEST) runs from 30 June 14:00 to 1 July 14:00 UTC.
    const event = (name: string, start: string) =>
      createEvent(t.db, clubs.b.org, { name, start, hours: 0.5 });
    await event('Sydney morning', '2027-06-30T22:00:00Z'); // 08:00 on 1 July in Sydney
    await event('Sydney night', '2027-07-01T15:00:00Z'); // 01:00 on 2 July in Sydney
    expect(await inB()).toEqual(['Sydney night']); // club B is still in London
    const zone = await admin.put('organisations/current/', { time_zone: 'Australia/Sydney' });
    expect(zone.status).toBe(200);
    expect(await inB()).toEqual(['Sydney morning']);
    expect(names(await calendar('2027-07-01', '2027-07-02'))).not.toContain('Sydney morning');
  });
});

describe('entries', () => {
  it('an event carries its names and effective colour; a consecutive series is one entry', async () => {
    const org = clubs.a.org;
    const type = await createEventType(t.db, org, { name: 'Racing', color: '#123456' });
    const location = await createLocation(t.db, org, { name: 'Committee boat' });
    const week = await createSeries(t.db, org, { name: 'Regatta week', consecutive: true });
    const plain = await createSeries(t.db, org, { name: 'Tuesday evenings' });
    const event = await createEvent(t.db, org, {
      name: 'Open day',
      start: '2027-08-02T09:00:00Z',
      eventTypeId: type.id,
      locationId: location.id,
    });
    await createShift(t.db, org, event);
    for (const day of ['2027-08-03', '2027-08-04', '2027-08-05']) {
      await createEvent(t.db, org, {
        name: 'Regatta day',
        start: `${day}T08:00:00Z`,
        seriesId: week.id,
        eventTypeId: type.id,
      });
    }
    // A day outside the range still stretches the series entry.
    await createEvent(t.db, org, {
      name: 'Regatta day',
      start: '2027-08-20T08:00:00Z',
      seriesId: week.id,
    });
    const tuesday = await createEvent(t.db, org, {
      name: 'Tuesday race',
      start: '2027-08-03T17:00:00Z',
      seriesId: plain.id,
    });

    const body = await calendar('2027-08-01T00:00:00Z', '2027-08-08T00:00:00Z');
    expect(body.ids).toEqual([String(event.id), `series-${week.id}`, String(tuesday.id)]);
    expect(body.results.events[String(event.id)]).toEqual({
      type: 'event',
      id: event.id,
      name: 'Open day',
      start: '2027-08-02T09:00:00.000Z',
      end: '2027-08-02T12:00:00.000Z',
      color: '#123456',
      own_color: '',
      location: location.id,
      location_name: 'Committee boat',
      eventtype: type.id,
      eventtype_name: 'Racing',
      series: null,
      series_name: null,
      public: true,
      empty: 1,
    });
    expect(body.results.events[`series-${week.id}`]).toEqual({
      type: 'series',
      id: week.id,
      name: 'Regatta week',
      start: '2027-08-03T08:00:00.000Z',
      end: '2027-08-20T11:00:00.000Z',
      color: '#123456',
      consecutive: true,
      event_count: 4,
    });
    expect(body.results.events[String(tuesday.id)]).toMatchObject({
      type: 'event',
      series: plain.id,
      series_name: 'Tuesday evenings',
    });
    expect(JSON.stringify(body)).not.toContain('details');
  });
});

describe('bad ranges are 400 on the field', () => {
  it.each([
    ['not a date', { start: 'yesterday', end: '2027-01-02' }, 'start'],
    ['end not a date', { start: '2027-01-01', end: '2027-02-30' }, 'end'],
    ['end before start', { start: '2027-01-02', end: '2027-01-01' }, 'end'],
    ['end equal to start', { start: '2027-01-01', end: '2027-01-01' }, 'end'],
    ['more than 400 days', { start: '2027-01-01', end: '2028-02-06' }, 'end'],
  ])('%s', async (_label, range, field) => {
    const res = await api(t, clubs.a.org, clubs.a.user.token).get(
      `events/calendar?${new URLSearchParams(range)}`,
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
  });

  it('says why', async () => {
    const back = await api(t, clubs.a.org, clubs.a.user.token).get(
      'events/calendar?start=2027-01-02&end=2027-01-01',
    );
    expect(back.body).toEqual({ end: [EVENT_END_MESSAGE] });
    const long = await api(t, clubs.a.org, clubs.a.user.token).get(
      'events/calendar?start=2027-01-01&end=2028-02-06',
    );
    expect(long.body).toEqual({ end: [RANGE_TOO_LONG] });
  });

  it('exactly 400 days is fine; no range at all is 30 days each way', async () => {
    await calendar('2027-01-01', '2028-02-05'); // 365 + 35 days
    const res = await api(t, clubs.a.org, clubs.a.user.token).get('events/calendar');
    expect(res.status).toBe(200);
  });
});

describe('access and isolation', () => {
  it('anonymous callers get 401', async () => {
    const res = await api(t, clubs.a.org).get('events/calendar?start=2027-01-01&end=2027-02-01');
    expect(res.status).toBe(401);
  });

  it("club B's events and series never appear on club A's calendar", async () => {
    const theirs = await createSeries(t.db, clubs.b.org, { name: 'Bravo week', consecutive: true });
    await createEvent(t.db, clubs.b.org, { name: 'Bravo race', start: '2027-09-02T10:00:00Z' });
    await createEvent(t.db, clubs.b.org, {
      name: 'Bravo week day',
      start: '2027-09-03T10:00:00Z',
      seriesId: theirs.id,
    });
    await createEvent(t.db, clubs.a.org, { name: 'Alpha race', start: '2027-09-02T10:00:00Z' });
    const body = await calendar('2027-09-01', '2027-09-30');
    expect(names(body)).toEqual(['Alpha race']);
    expect(JSON.stringify(body)).not.toContain('Bravo');
    // Club B's series detail is not found on A's host.
    const detail = await api(t, clubs.a.org, clubs.a.user.token).get(`series/${theirs.id}/`);
    expect(detail.status).toBe(404);
  });

  it('sends no CORS headers (only the public calendar does)', async () => {
    const res = await api(t, clubs.a.org, clubs.a.user.token)
      .get('events/calendar')
      .set('Origin', 'https://elsewhere.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('statements', () => {
  /** Statements the app sent for one call (postgres.js's own type lookups left out). */
  async function statementsFor(path: string) {
    // The club read afresh (its cache keeps it 5 s: a slow machine must not see it expire
    // inside the call counted).
    t.app.organisationCache.forget(clubs.a.org.id);
    await api(t, clubs.a.org, clubs.a.user.token).get('events/calendar');
    t.queries.reset();
    const res = await api(t, clubs.a.org, clubs.a.user.token).get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = t.queries.statements.filter((s) => !s.includes('pg_catalog.pg_type'));
    expect(sent[0]).toMatch(/^begin/);
    expect(sent.at(-1)).toMatch(/^commit/);
    return { count: sent.length - 3, entries: (res.body as CalendarResults).ids.length };
  }

  it('the calendar costs the same statements for 1 or 60 events and series', async () => {
    const org = clubs.a.org;
    await createEvent(t.db, org, { start: '2028-03-01T10:00:00Z' });
    const one = await statementsFor('events/calendar?start=2028-03-01&end=2028-03-02');
    const type = await createEventType(t.db, org, { color: '#010101' });
    for (let i = 0; i < 30; i++) {
      const s = await createSeries(t.db, org, { consecutive: i % 2 === 0 });
      await createEvent(t.db, org, {
        start: `2028-04-${String((i % 28) + 1).padStart(2, '0')}T10:00:00Z`,
        seriesId: s.id,
        eventTypeId: type.id,
      });
      await createEvent(t.db, org, { start: '2028-04-15T10:00:00Z', eventTypeId: type.id });
    }
    const many = await statementsFor('events/calendar?start=2028-04-01&end=2028-05-01');
    expect(one.entries).toBe(1);
    expect(many.entries).toBe(60);
    // person by token, the club's calendar version, events, consecutive series (each
    // range asked for the first time: built, not from the answer cache)
    expect(one.count).toBe(4);
    expect(many.count).toBe(one.count);
  });

  it('series detail: the series and its events, two statements', async () => {
    const s = await createSeries(t.db, clubs.a.org, { name: 'Counted' });
    for (let i = 1; i <= 5; i++) {
      await createEvent(t.db, clubs.a.org, { start: `2028-06-0${i}T10:00:00Z`, seriesId: s.id });
    }
    const { count } = await statementsFor(`series/${s.id}/`);
    expect(count).toBe(3); // person by token, the series, its events
  });
});
