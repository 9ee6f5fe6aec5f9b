import type { CalendarResults, Dashboard, EventPage, SeriesDetail } from '@crewcall/contract';
import { createTestApp, relaxedLimits, type TestApp, twoClubs } from '@test/clubs';
import { createEvent, createSeries, createShift } from '@test/factories';
import { api } from '@test/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 20, item 11: an event's `empty` (its open shifts) counts for a member only the
// shifts they can see, the published ones; admins are told of saved-but-unpublished open
// shifts too. Every place that answers `empty`: the events collection (row, list, filter,
// expand), the calendar (cached per club), a series' page, the event page, the dashboard.
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
let event: Awaited<ReturnType<typeof createEvent>>;
let seriesId: number;

const HOUR = 3600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const asAdmin = () => api(t, clubs.a.org, clubs.a.admin.token);
const asMember = () => api(t, clubs.a.org, clubs.a.user.token);

beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  clubs = await twoClubs(t);
  const org = clubs.a.org;
  const series = await createSeries(t.db, org);
  seriesId = series.id;
  // Tomorrow (the dashboard's Upcoming events card lists it): one open published shift,
  // two open unpublished ones, one filled.
  event = await createEvent(t.db, org, { start: at(24), hours: 4 });
  await createShift(t.db, org, event);
  await createShift(t.db, org, event, { published: false });
  await createShift(t.db, org, event, { published: false });
  await createShift(t.db, org, event, { personId: clubs.a.user.id });
  // The same in the series, so its page answers it.
  const inSeries = await createEvent(t.db, org, { start: at(48), seriesId });
  await createShift(t.db, org, inSeries);
  await createShift(t.db, org, inSeries, { published: false });
  // The other club's event with unpublished open shifts changes nothing here.
  const other = await createEvent(t.db, clubs.b.org, { start: at(24) });
  await createShift(t.db, clubs.b.org, other, { published: false });
});
afterAll(() => t?.close());

describe('a member is told only of published open shifts; an admin of saved ones too', () => {
  it('the events collection: one row, a list, its filter and an expand', async () => {
    const member = await asMember().get(`events/${event.id}/`);
    const admin = await asAdmin().get(`events/${event.id}/`);
    expect(member.body.results.events[event.id].empty).toBe(1);
    expect(admin.body.results.events[event.id].empty).toBe(3);
    // The filter reads the same value: 3 open shifts exist only for the admin.
    const filter = `events/?empty__gt=1&id=${event.id}`;
    expect((await asMember().get(filter)).body.ids).toEqual([]);
    expect((await asAdmin().get(filter)).body.ids).toEqual([event.id]);
    // Expanded from a shift (joined into the shifts list).
    const shifts = await asMember().get(`shifts/?event=${event.id}&expand=events`);
    expect(shifts.status, shifts.text).toBe(200);
    expect(shifts.body.results.events[event.id].empty).toBe(1);
  });

  it('the calendar (kept per club: a member and an admin each get their own answer)', async () => {
    const range = `events/calendar?start=${at(-24)}&end=${at(24 * 7)}`;
    const emptyIn = (body: CalendarResults) => {
      const entry = Object.values(body.results.events).find((e) => e.id === event.id);
      return entry?.type === 'event' ? entry.empty : undefined;
    };
    // Member first, so a kept member answer would show if the admin got it, and back.
    expect(emptyIn((await asMember().get(range)).body)).toBe(1);
    expect(emptyIn((await asAdmin().get(range)).body)).toBe(3);
    expect(emptyIn((await asMember().get(range)).body)).toBe(1);
  });

  it("a series' page", async () => {
    const emptyOf = (body: SeriesDetail) => Object.values(body.results.events)[0].empty;
    expect(emptyOf((await asMember().get(`series/${seriesId}/`)).body)).toBe(1);
    expect(emptyOf((await asAdmin().get(`series/${seriesId}/`)).body)).toBe(2);
  });

  it('the event page', async () => {
    const member = (await asMember().get(`events/${event.id}/page`)).body as EventPage;
    const admin = (await asAdmin().get(`events/${event.id}/page`)).body as EventPage;
    expect(member.event.empty).toBe(1);
    expect(admin.event.empty).toBe(3);
    // The page lists published shifts only, for everyone: its groups say 1 open.
    expect(member.groups.map((g) => g.empty)).toEqual([1]);
  });

  it("the dashboard's Upcoming events card (kept per club: both read from one kept card)", async () => {
    const emptyOf = (body: Dashboard) => body.upcoming_events.find((e) => e.id === event.id)?.empty;
    expect(emptyOf((await asMember().get('dashboard')).body)).toBe(1);
    expect(emptyOf((await asAdmin().get('dashboard')).body)).toBe(3);
    expect(emptyOf((await asMember().get('dashboard')).body)).toBe(1);
  });
});
