import {
  type PublicCalendar,
  PublicCalendarSchema,
  PublicEventPageSchema,
  type SeriesDetail,
} from '@crewcall/contract';
import { createTestApp, relaxedLimits, type TestApp, twoClubs } from '@test/clubs';
import { createEvent, createEventType, createLocation, createSeries } from '@test/factories';
import { api } from '@test/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// GET /api/events/public (no login, safe fields, CORS from any origin), GET
// /api/events/public/{id} (one public event with its details, for its public page) and
// GET /api/series/{id}/ (members: the series with its events).
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

beforeAll(async () => {
  t = await createTestApp(relaxedLimits, { countQueries: true });
  clubs = await twoClubs(t);
});
afterAll(() => t?.close());

const RANGE = 'start=2027-10-01T00:00:00Z&end=2027-10-31T00:00:00Z';

describe('the public calendar', () => {
  it('answers without login, with only the fields safe to publish', async () => {
    const org = clubs.a.org;
    const type = await createEventType(t.db, org, { name: 'Social', color: '#654321' });
    const location = await createLocation(t.db, org, { name: 'Clubhouse' });
    const event = await createEvent(t.db, org, {
      name: 'Laying-up supper',
      details: 'Members only: the gate code is 4321',
      start: '2027-10-09T18:00:00Z',
      eventTypeId: type.id,
      locationId: location.id,
    });
    const res = await api(t, org).get(`events/public?${RANGE}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as PublicCalendar;
    expect(body.organisation).toEqual({ name: org.name, url: expect.stringContaining(org.host) });
    expect(body.ids).toEqual([event.id]);
    expect(body.results.events[event.id]).toEqual({
      id: event.id,
      name: 'Laying-up supper',
      start: '2027-10-09T18:00:00.000Z',
      end: '2027-10-09T21:00:00.000Z',
      color: '#654321',
      location_name: 'Clubhouse',
      eventtype_name: 'Social',
      url: `${body.organisation.url}/events/public/${event.id}`,
    });
    expect(JSON.stringify(body)).not.toContain('gate code');
  });

  it("links come from the club's configured domain, not the request's Host", async () => {
    const res = await t
      .http()
      .get(`/api/events/public?${RANGE}`)
      .set('Host', clubs.a.org.host)
      .set('X-Forwarded-Host', 'evil.example');
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
  });

  it("shows only the Host's club: club B's events never appear on A's host", async () => {
    await createEvent(t.db, clubs.b.org, { name: 'Bravo open day', start: '2027-10-10T10:00:00Z' });
    const onA = await api(t, clubs.a.org).get(`events/public?${RANGE}`);
    expect(JSON.stringify(onA.body)).not.toContain('Bravo');
    const onB = await api(t, clubs.b.org).get(`events/public?${RANGE}`);
    expect(JSON.stringify(onB.body)).toContain('Bravo open day');
    expect(JSON.stringify(onB.body)).not.toContain('Laying-up supper');
  });

  it("costs the same statements for 1 or 40 events: the version, the events, the club's domain", async () => {
    const org = clubs.a.org;
    await createEvent(t.db, org, { start: '2029-01-10T10:00:00Z' });
    for (let i = 0; i < 40; i++) {
      await createEvent(t.db, org, {
        start: `2029-02-${String((i % 28) + 1).padStart(2, '0')}T10:00:00Z`,
      });
    }
    const statementsFor = async (range: string) => {
      await api(t, org).get('events/public'); // the club is in the host cache
      t.queries.reset();
      const res = await api(t, org).get(`events/public?${range}`);
      expect(res.status).toBe(200);
      const sent = t.queries.statements.filter((q) => !q.includes('pg_catalog.pg_type'));
      return { statements: sent.length - 3, events: res.body.ids.length }; // less begin, club, commit
    };
    const one = await statementsFor('start=2029-01-01&end=2029-01-31');
    const many = await statementsFor('start=2029-02-01&end=2029-03-01');
    expect([one.events, many.events]).toEqual([1, 40]);
    // Each range asked for the first time (built, not from the answer cache).
    expect(one.statements).toBe(3);
    expect(many.statements).toBe(3);
  });

  it('leaves out events kept off the public calendar, and shows them again when put back', async () => {
    const org = clubs.a.org;
    const range = 'start=2030-03-01&end=2030-03-31';
    const open = await createEvent(t.db, org, { name: 'Open day', start: '2030-03-07T10:00:00Z' });
    const hidden = await createEvent(t.db, org, {
      name: 'Committee meeting',
      start: '2030-03-08T19:00:00Z',
      public: false,
    });
    const first = await api(t, org).get(`events/public?${range}`);
    expect(PublicCalendarSchema.parse(first.body).ids).toEqual([open.id]);
    expect(JSON.stringify(first.body)).not.toContain('Committee meeting');

    // The admin puts it back through the events collection; the cached answer follows.
    const admin = api(t, org, clubs.a.admin.token);
    const put = await admin.put('events/', [{ id: hidden.id, public: true }]);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.results.events[hidden.id].public).toBe(true);
    const after = await api(t, org).get(`events/public?${range}`);
    expect(after.body.ids).toEqual([open.id, hidden.id]);

    // ... and takes it off again.
    await admin.put('events/', [{ id: hidden.id, public: false }]);
    expect((await api(t, org).get(`events/public?${range}`)).body.ids).toEqual([open.id]);
  });

  it('bad ranges are 400 on the field', async () => {
    const res = await api(t, clubs.a.org).get('events/public?start=soon&end=2027-10-31');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['start']);
  });
});

describe('a public event page', () => {
  it('answers one public event with its details, without login', async () => {
    const org = clubs.a.org;
    const location = await createLocation(t.db, org, { name: 'Slipway' });
    const event = await createEvent(t.db, org, {
      name: 'Try sailing',
      details: 'Bring **warm** clothes.',
      start: '2030-05-04T09:00:00Z',
      end: '2030-05-04T12:30:00Z',
      locationId: location.id,
    });
    const res = await api(t, org).get(`events/public/${event.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = PublicEventPageSchema.parse(res.body);
    expect(body.organisation).toEqual({ name: org.name, url: expect.stringContaining(org.host) });
    expect(body.event).toEqual({
      id: event.id,
      name: 'Try sailing',
      details: 'Bring **warm** clothes.',
      start: '2030-05-04T09:00:00.000Z',
      end: '2030-05-04T12:30:00.000Z',
      color: '',
      location_name: 'Slipway',
      eventtype_name: null,
      url: `${body.organisation.url}/events/public/${event.id}`,
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('an event kept off the public calendar, an unknown id and a bad id are refused', async () => {
    const org = clubs.a.org;
    const hidden = await createEvent(t.db, org, {
      name: 'Private hire',
      start: '2030-05-05T09:00:00Z',
      public: false,
    });
    const res = await api(t, org).get(`events/public/${hidden.id}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Private hire');
    // Not even a logged-in admin reads it here: this call is the public page's.
    expect((await api(t, org, clubs.a.admin.token).get(`events/public/${hidden.id}`)).status).toBe(
      404,
    );
    expect((await api(t, org).get('events/public/2147483647')).status).toBe(404);
    // Refused in the API's words, whatever the text (not zod's "received nan").
    for (const [text, message] of [
      ['abc', 'A valid integer is required.'],
      ['1.5', 'A valid integer is required.'],
      ['0', 'Ensure this value is greater than or equal to 1.'],
      ['2147483648', 'Ensure this value is less than or equal to 2147483647.'],
    ]) {
      const res = await api(t, org).get(`events/public/${text}`);
      expect([text, res.status, res.body]).toEqual([text, 400, { id: [message] }]);
    }
  });

  it("another club's event is a 404 on this club's host", async () => {
    const theirs = await createEvent(t.db, clubs.b.org, {
      name: 'Bravo regatta',
      start: '2030-05-06T09:00:00Z',
    });
    const onA = await api(t, clubs.a.org).get(`events/public/${theirs.id}`);
    expect(onA.status).toBe(404);
    expect(JSON.stringify(onA.body)).not.toContain('Bravo');
    const onB = await api(t, clubs.b.org).get(`events/public/${theirs.id}`);
    expect(onB.status).toBe(200);
    expect(onB.body.event.name).toBe('Bravo regatta');
  });

  it("links come from the club's configured domain, not the request's Host", async () => {
    const event = await createEvent(t.db, clubs.a.org, { start: '2030-05-07T09:00:00Z' });
    const res = await t
      .http()
      .get(`/api/events/public/${event.id}`)
      .set('Host', clubs.a.org.host)
      .set('X-Forwarded-Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
  });
});

describe('CORS on the public calendar only', () => {
  it('any origin may read it; no credentials', async () => {
    const res = await api(t, clubs.a.org)
      .get(`events/public?${RANGE}`)
      .set('Origin', 'https://other-club.example');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('its errors are readable across origins too', async () => {
    const res = await api(t, clubs.a.org)
      .get('events/public?start=soon')
      .set('Origin', 'https://other-club.example');
    expect(res.status).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the preflight', async () => {
    const res = await t
      .http()
      .options('/api/events/public')
      .set('Host', clubs.a.org.host)
      .set('Origin', 'https://other-club.example')
      .set('Access-Control-Request-Method', 'GET');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, OPTIONS');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('the rest of the API sends none', async () => {
    for (const path of ['events/', 'events/calendar', 'organisations/current/']) {
      const res = await api(t, clubs.a.org, clubs.a.user.token)
        .get(path)
        .set('Origin', 'https://other-club.example');
      expect(res.headers['access-control-allow-origin'], path).toBeUndefined();
    }
    const preflight = await t
      .http()
      .options('/api/events/calendar')
      .set('Host', clubs.a.org.host)
      .set('Origin', 'https://other-club.example')
      .set('Access-Control-Request-Method', 'GET');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('series detail', () => {
  it('a member reads a series with its events in start order', async () => {
    const org = clubs.a.org;
    const s = await createSeries(t.db, org, { name: '', details: '# Winter series' });
    const second = await createEvent(t.db, org, { start: '2027-12-12T10:00:00Z', seriesId: s.id });
    const first = await createEvent(t.db, org, { start: '2027-12-05T10:00:00Z', seriesId: s.id });
    await createEvent(t.db, org, { start: '2027-12-06T10:00:00Z' }); // not in the series
    const res = await api(t, org, clubs.a.user.token).get(`series/${s.id}/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as SeriesDetail;
    expect(body.ids).toEqual([s.id]);
    expect(body.results.series[s.id]).toEqual({
      id: s.id,
      name: '',
      details: '# Winter series',
      start: '2027-12-05T10:00:00.000Z',
      end: '2027-12-12T13:00:00.000Z',
      consecutive: false,
    });
    expect(body.event_ids).toEqual([first.id, second.id]);
    expect(body.results.events[first.id]).toMatchObject({ series: s.id, empty: 0 });
  });

  it('anonymous callers get 401; an unknown id 404', async () => {
    const s = await createSeries(t.db, clubs.a.org);
    expect((await api(t, clubs.a.org).get(`series/${s.id}/`)).status).toBe(401);
    expect((await api(t, clubs.a.org, clubs.a.user.token).get('series/2147483647/')).status).toBe(
      404,
    );
  });
});
