import type { Dashboard } from '@crewcall/contract';
import {
  createEvent,
  createPerson,
  createRequest,
  createSeries,
  createTimedShift,
} from '@test/factories';
import { useHoursClubs } from '@test/kits/hours-clubs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, newsItems } from '@/db/schema';

// GET /api/dashboard: every card for the caller's role in a fixed number of statements.
const kit = useHoursClubs();
const { asAdmin, asMember } = kit;
const HOUR = 3600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

async function news(org: { id: number }, content: string, showUntil: string | null = null) {
  await kit
    .db()
    .insert(newsItems)
    .values({
      organisationId: org.id,
      content,
      posted: new Date(Date.now() - HOUR),
      showUntil: showUntil ? new Date(showUntil) : null,
    });
}

describe('GET /api/dashboard', () => {
  it('answers each card for a member, and the admin cards only to admins', async () => {
    const org = kit.a().org;
    const me = kit.a().user.id;
    await kit.setTimesheets(false);
    const event = await createEvent(kit.db(), org, {
      start: at(-2),
      end: at(30),
      name: 'Regatta A',
    });
    await createEvent(kit.db(), org, { start: at(48), hours: 3, name: 'Later A' });
    // a fortnight's camp begun 10 days ago is still on (a long event, found by its end);
    // a short event of 9 days ago is over
    const camp = await createEvent(kit.db(), org, { start: at(-240), end: at(96), name: 'Camp A' });
    await createEvent(kit.db(), org, { start: at(-216), hours: 3, name: 'Over A' });
    await createTimedShift(kit.db(), org, {
      eventId: camp.id,
      start: at(24),
      end: at(26),
      published: false,
    });
    const seriesA = await createSeries(kit.db(), org, { name: 'Series A' });
    // the series spans its event; the event itself is not listed apart
    const inSeries = await createEvent(kit.db(), org, {
      start: at(72),
      hours: 2,
      name: 'In series A',
      seriesId: seriesA.id,
    });
    const today = await createTimedShift(kit.db(), org, {
      eventId: event.id,
      start: at(-1),
      end: at(2),
      personId: me,
    });
    await createRequest(kit.db(), org, { personId: me, eventId: event.id, comments: 'please' });
    await createPerson(kit.db(), org, { role: 'new', name: 'Newcomer A' });
    await news(org, 'Hello ALPHA news');
    await news(org, 'Old ALPHA news', at(-0.5));
    await news(org, 'Until ALPHA news', at(5));
    // club B's rows never show
    await createEvent(kit.db(), kit.b().org, { start: at(1), name: 'BRAVO event' });
    await news(kit.b().org, 'BRAVO news');
    await createPerson(kit.db(), kit.b().org, { role: 'new', name: 'BRAVO newcomer' });

    const res = await asMember().get('dashboard?tz=Europe/London');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const member = res.body as Dashboard;
    expect(JSON.stringify(member)).not.toContain('BRAVO');
    expect(member).toMatchObject({
      role: 'user',
      features: { timesheets: false, sms: false },
      verify_phone: false,
      new_people: [],
      new_requests: [],
      unpublished_events: [],
      timesheet: null,
    });
    expect(member.record_hours.map((s) => s.id)).toContain(today.id);
    expect(member.upcoming_shifts.map((s) => s.id)).toContain(today.id);
    expect(member.my_requests.map((r) => r.comments)).toContain('please');
    expect(member.news.map((n) => n.content)).toEqual(['Until ALPHA news', 'Hello ALPHA news']);
    // written by PostgreSQL as JSON: the same keys, order and formats as rows would give
    for (const item of member.news) {
      expect(Object.keys(item)).toEqual(['id', 'content', 'posted', 'show_until']);
      expect(item.id).toEqual(expect.any(Number));
      expect(item.posted).toMatch(ISO_MS);
    }
    expect(member.news[0].show_until).toMatch(ISO_MS);
    expect(member.news[1].show_until).toBeNull();
    expect(member.upcoming_events.length).toBeLessThanOrEqual(5);
    const names = member.upcoming_events.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Camp A', 'Regatta A', 'Later A', 'Series A']));
    expect(names[0]).toBe('Camp A');
    expect(names).not.toContain('Over A');
    const starts = member.upcoming_events.map((e) => e.start);
    expect(starts).toEqual([...starts].sort());
    expect(names).not.toContain('In series A');
    expect(member.upcoming_events.find((e) => e.name === 'Series A')).toMatchObject({
      type: 'series',
      start: inSeries.start.toISOString(),
      end: inSeries.end.toISOString(),
    });

    const admin = (await asAdmin().get('dashboard')).body as Dashboard;
    expect(JSON.stringify(admin)).not.toContain('BRAVO');
    expect(admin.role).toBe('admin');
    expect(admin.new_people.map((p) => p.name)).toContain('Newcomer A');
    expect(admin.new_requests.map((r) => r.comments)).toContain('please');
    expect(admin.unpublished_events).toEqual([
      { id: camp.id, name: 'Camp A', start: camp.start.toISOString(), unpublished: 1 },
    ]);
  });

  it('the Time sheet card when timesheets are on; Verify phone when SMS is on and the phone unverified', async () => {
    const org = kit.a().org;
    const me = kit.a().user.id;
    const event = await createEvent(kit.db(), org, { start: at(-30), end: at(-20) });
    await createTimedShift(kit.db(), org, {
      eventId: event.id,
      start: at(-30),
      end: at(-27),
      personId: me,
      actualStart: at(-30),
      actualEnd: at(-27.5),
      hours: 2.5,
    });
    await kit.setTimesheets(true);
    const res = await asAdmin().put('organisations/current/', { sms_enabled: true });
    expect(res.status).toBe(200);
    const body = (await asMember().get('dashboard?tz=UTC')).body as Dashboard;
    expect(body.features).toEqual({ timesheets: true, sms: true });
    expect(body.verify_phone).toBe(true);
    expect(body.timesheet?.year_hours).toBeGreaterThanOrEqual(2.5);
    expect(Object.keys(body.timesheet ?? {})).toEqual(['month_hours', 'year_hours', 'untimed']);
    expect(Object.values(body.timesheet ?? {})).toEqual([
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(body.timesheet?.untimed).toBeGreaterThanOrEqual(0);
    await asAdmin().put('organisations/current/', { sms_enabled: false });
  });

  it('a series spans its events as they are written: moved, ended, deleted, moved to another series', async () => {
    const org = kit.a().org;
    const m = await createSeries(kit.db(), org, { name: 'Series M' });
    const n = await createSeries(kit.db(), org, { name: 'Series N' });
    const first = await createEvent(kit.db(), org, { start: at(-900), hours: 2, seriesId: m.id });
    const last = await createEvent(kit.db(), org, { start: at(300), hours: 2, seriesId: m.id });
    const listed = async () =>
      ((await asMember().get('dashboard')).body as Dashboard).upcoming_events.filter(
        (e) => e.type === 'series' && ['Series M', 'Series N'].includes(e.name),
      );
    const span = (name: string, start: number, end: number) => ({
      name,
      start: at(start).slice(0, 16),
      end: at(end).slice(0, 16),
    });
    const minutes = (rows: Awaited<ReturnType<typeof listed>>) =>
      rows.map((e) => ({ name: e.name, start: e.start.slice(0, 16), end: e.end.slice(0, 16) }));
    expect(minutes(await listed())).toEqual([span('Series M', -900, 302)]);
    const move = (id: number, values: Partial<typeof events.$inferInsert>) =>
      kit.db().update(events).set(values).where(eq(events.id, id));
    // its last event moved into the past: the series is over
    await move(last.id, { start: new Date(at(-800)), end: new Date(at(-798)) });
    expect(await listed()).toEqual([]);
    // back, and its first deleted: it starts with the one left
    await move(last.id, { start: new Date(at(300)), end: new Date(at(302)) });
    await kit.db().delete(events).where(eq(events.id, first.id));
    expect(minutes(await listed())).toEqual([span('Series M', 300, 302)]);
    // moved to N: M has no events left (its own dates, already past), N spans it
    await move(last.id, { seriesId: n.id });
    expect(minutes(await listed())).toEqual([span('Series N', 300, 302)]);
  });

  it('refuses an unknown time zone with a 400, and anonymous callers with a 401', async () => {
    expect((await asMember().get('dashboard?tz=Nowhere/Town')).status).toBe(400);
    expect((await kit.asAnonymous().get('dashboard')).status).toBe(401);
  });

  it('a fixed number of statements: 5 for a member, 6 for an admin, +1 per club card to read again', async () => {
    await kit.setTimesheets(false);
    await asAdmin().get('dashboard'); // every club card kept
    const member = await kit.statementsFor(() => asMember().get('dashboard'));
    const admin = await kit.statementsFor(() => asAdmin().get('dashboard'));
    // person + the club's clock with news and the Time sheet card (and for admins the
    // expiring records and the allocation round), own requests, upcoming shifts, record
    // hours (+ club requests for admins); upcoming events, series, unpublished events and
    // new people kept
    expect([member.count, admin.count]).toEqual([5, 6]);
    const org = kit.a().org;
    for (let i = 0; i < 12; i++) {
      const event = await createEvent(kit.db(), org, { start: at(i * 5 - 4), hours: 3 });
      await createTimedShift(kit.db(), org, {
        eventId: event.id,
        start: at(i * 5 - 4),
        end: at(i * 5 - 2),
        personId: kit.a().user.id,
      });
      await createRequest(kit.db(), org, { personId: kit.a().user.id, eventId: event.id });
      await news(org, `News ${i}`);
    }
    await kit.setTimesheets(true);
    // the calendar moved: events, series and unpublished events read again, once
    expect((await kit.statementsFor(() => asAdmin().get('dashboard'))).count).toBe(9);
    expect((await kit.statementsFor(() => asMember().get('dashboard'))).count).toBe(5);
    await createPerson(kit.db(), org, { role: 'new' });
    expect((await kit.statementsFor(() => asAdmin().get('dashboard'))).count).toBe(7);
  });

  it('kept club cards follow every write at once, and drop what has ended since', async () => {
    const org = kit.a().org;
    const get = async () => (await asAdmin().get('dashboard')).body as Dashboard;
    // soonest of the short events on: the Upcoming events card shows it
    const event = await createEvent(kit.db(), org, { start: at(-5), end: at(2), name: 'Before' });
    const upcoming = (d: Dashboard) => d.upcoming_events.find((e) => e.id === event.id);
    expect(upcoming(await get())).toMatchObject({ name: 'Before', empty: 0 });
    await kit.db().update(events).set({ name: 'After' }).where(eq(events.id, event.id));
    await createTimedShift(kit.db(), org, {
      eventId: event.id,
      start: at(0.5),
      end: at(1),
      published: false,
    });
    const newcomer = await createPerson(kit.db(), org, { role: 'new' });
    const after = await get();
    expect(upcoming(after)).toMatchObject({ name: 'After', empty: 1 });
    // the same kept row, as a member sees it: published open shifts only
    const asSeenByMember = (await asMember().get('dashboard')).body as Dashboard;
    expect(upcoming(asSeenByMember)).toMatchObject({ name: 'After', empty: 0 });
    expect(after.unpublished_events.find((e) => e.id === event.id)?.unpublished).toBe(1);
    expect(after.new_people.map((p) => p.id)).toContain(newcomer.id);
    // ends in a second and a half: kept, then gone with no write in between
    const brief = await createEvent(kit.db(), org, {
      start: at(-6),
      end: new Date(Date.now() + 1500).toISOString(),
      name: 'Brief',
    });
    const listed = async () => (await get()).upcoming_events.map((e) => e.id);
    expect(await listed()).toContain(brief.id);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await listed()).not.toContain(brief.id);
  });
});
