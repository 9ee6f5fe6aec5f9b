import { createTestApp, type TestApp, twoClubs } from '@test/clubs';
import type { TestOrg } from '@test/factories';
import { api } from '@test/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertEvent, insertLocation, parseEvents } from './testing/feed-rows';

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
let harbourRace: Awaited<ReturnType<typeof insertEvent>>;

beforeAll(async () => {
  t = await createTestApp({}, { countQueries: true });
  clubs = await twoClubs(t);
  const harbour = await insertLocation(t.db, clubs.a.org.id, 'North Harbour');
  harbourRace = await insertEvent(t.db, clubs.a.org.id, {
    name: 'Harbour Race',
    start: daysFromNow(10),
    locationId: harbour.id,
  });
  await insertEvent(t.db, clubs.a.org.id, { name: 'Last Month Regatta', start: daysFromNow(-30) });
  // outside the window: 3 months back, 18 months ahead
  await insertEvent(t.db, clubs.a.org.id, { name: 'Ancient Cup', start: daysFromNow(-200) });
  await insertEvent(t.db, clubs.a.org.id, { name: 'Far Future Cup', start: daysFromNow(600) });
  await insertEvent(t.db, clubs.b.org.id, { name: 'Bravo Secret Meet', start: daysFromNow(10) });
  // kept off the public calendar: members only
  await insertEvent(t.db, clubs.a.org.id, {
    name: 'Committee Meeting',
    start: daysFromNow(12),
    public: false,
  });
});
afterAll(() => t.close());

const clubFeed = (club: TestOrg) => api(t, club).get('events/feed.ics');

describe('GET /api/events/feed.ics', () => {
  it('answers valid iCalendar without a login', async () => {
    const res = await clubFeed(clubs.a.org);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(res.text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(res.text).toContain(`X-WR-CALNAME:${clubs.a.org.name}`);
  });

  it("lists the club's events in the window with the public fields only", async () => {
    const res = await clubFeed(clubs.a.org);
    const listed = parseEvents(res.text);
    expect(listed.map((e) => e.summary).sort()).toEqual(['Harbour Race', 'Last Month Regatta']);
    const race = listed.find((e) => e.summary === 'Harbour Race');
    expect(race).toMatchObject({
      uid: `event-${harbourRace.id}@${clubs.a.org.host}`,
      location: 'North Harbour',
      // its public page (no login), built from the club's configured domain and
      // PUBLIC_SCHEME, not the request
      url: `http://${clubs.a.org.host}/events/public/${harbourRace.id}`,
    });
    expect(race?.start.getTime()).toBe(harbourRace.start.getTime());
    expect(race?.end.getTime()).toBe(harbourRace.end.getTime());
    // times in UTC
    expect(res.text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
  });

  it("names the club's time zone (X-WR-TIMEZONE), times staying exact in UTC", async () => {
    expect((await clubFeed(clubs.a.org)).text).toContain('X-WR-TIMEZONE:Europe/London\r\n');
    const zone = await api(t, clubs.b.org, clubs.b.admin.token).put('organisations/current/', {
      time_zone: 'Australia/Sydney',
    });
    expect(zone.status).toBe(200);
    const b = await clubFeed(clubs.b.org);
    expect(b.text).toContain('X-WR-TIMEZONE:Australia/Sydney\r\n');
    expect(b.text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
    expect((await clubFeed(clubs.a.org)).text).toContain('X-WR-TIMEZONE:Europe/London\r\n');
  });

  it('leaves out events kept off the public calendar', async () => {
    const res = await clubFeed(clubs.a.org);
    expect(res.text).not.toContain('Committee Meeting');
  });

  it("never lists another club's events", async () => {
    const a = await clubFeed(clubs.a.org);
    expect(a.text).not.toContain('Bravo Secret Meet');
    const b = await clubFeed(clubs.b.org);
    expect(parseEvents(b.text).map((e) => e.summary)).toEqual(['Bravo Secret Meet']);
    expect(b.text).not.toContain('Harbour Race');
  });

  it('builds links from the primary domain even when a forged Host reaches the club', async () => {
    const res = await t
      .http()
      .get('/api/events/feed.ics')
      .set('Host', clubs.a.org.host)
      .set('X-Forwarded-Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('evil.example');
  });

  it('is 404 on a host that is no club', async () => {
    const res = await t.http().get('/api/events/feed.ics').set('Host', 'nobody.test');
    expect(res.status).toBe(404);
  });

  it('takes the same number of statements however many events it lists', async () => {
    t.queries.reset();
    await clubFeed(clubs.b.org); // one event
    const few = t.queries.count;
    for (let day = 20; day < 30; day++) {
      await insertEvent(t.db, clubs.b.org.id, { name: `Bravo ${day}`, start: daysFromNow(day) });
    }
    t.queries.reset();
    const res = await clubFeed(clubs.b.org); // eleven
    expect(parseEvents(res.text)).toHaveLength(11);
    expect(t.queries.count).toBe(few);
  });
});
