import {
  DASHBOARD_REQUESTS_COUNT_CAP,
  type Dashboard,
  type EventPage,
  type ShiftPlanner,
} from '@crewcall/contract';
import {
  createAssignment,
  createEvent,
  createLocation,
  createPerson,
  createRequest,
  createRole,
  createShifts,
} from '@test/factories';
import { useShiftClubs } from '@test/kits/shift-clubs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests as requestsTable, shifts as shiftsTable } from '@/db/schema';

// The one-call reads (planner, event page, dashboard) and the batch: what they answer,
// and a fixed number of statements whatever the number of shifts and requests.
const kit = useShiftClubs({ year: 2032, countQueries: true });
const { asAdmin, asMember } = kit;
const db = () => kit.t.db;
const clubsOf = () => kit.clubs;
const HOUR = 3600_000;
/** A day in the future (so its shifts are upcoming), `n` days from now at 09:00 UTC. */
const futureDay = (n: number) => {
  const d = new Date(Date.now() + n * 24 * HOUR);
  d.setUTCHours(9, 0, 0, 0);
  return d.toISOString();
};
const iso = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR).toISOString();

/** An event with `n` shifts over two assignments, some filled, some unpublished, and requests. */
async function eventWithShifts(n: number, dayOffset: number) {
  const org = clubsOf().a.org;
  const event = await createEvent(db(), org, { start: futureDay(dayOffset), hours: 10 });
  const [boat, gate] = [
    await createAssignment(db(), org, { name: `Boat ${dayOffset}`, order: 2 }),
    await createAssignment(db(), org, { name: `Gate ${dayOffset}`, order: 1 }),
  ];
  const role = await createRole(db(), org);
  const location = await createLocation(db(), org);
  const people = await Promise.all(
    Array.from({ length: Math.ceil(n / 2) }, () => createPerson(db(), org)),
  );
  const items = Array.from({ length: n }, (_, i) => ({
    assignmentId: i % 2 ? boat.id : gate.id,
    roleId: role.id,
    locationId: location.id,
    personId: i % 2 ? people[Math.floor(i / 2)].id : undefined,
    start: iso(event.start, i % 5),
    end: iso(event.start, (i % 5) + 1),
    published: i % 3 !== 2,
  }));
  const shifts = await createShifts(db(), org, event, items);
  for (const person of people) {
    await createRequest(db(), org, { personId: person.id, eventId: event.id, comments: 'Any' });
  }
  return { event, shifts, people, boat, gate };
}

/** Statements the app sent for one call, between begin/set-club and commit. */
async function statementsFor(call: () => Promise<{ status: number; body: unknown }>, status = 200) {
  // The club read afresh (its cache keeps it 5 s: a slow machine must not see it expire
  // inside the call counted), connections open.
  kit.t.app.organisationCache.forget(clubsOf().a.org.id);
  await asAdmin().get('roles/?limit=1');
  kit.t.queries.reset();
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const sent = kit.t.queries.statements.filter((s) => !s.includes('pg_catalog.pg_type'));
  expect(sent[0]).toMatch(/^begin/);
  expect(sent.at(-1)).toMatch(/^commit/);
  return { count: sent.length - 3, body: res.body };
}

describe('the planner load, GET /api/events/{id}/shifts', () => {
  it('answers the event, all its shifts, its requests, the people they name and every lookup', async () => {
    const { event, shifts, people, gate } = await eventWithShifts(6, 3);
    const res = await asAdmin().get(`events/${event.id}/shifts`);
    expect(res.status).toBe(200);
    const body = res.body as ShiftPlanner;
    expect(body.results.events[event.id]).toMatchObject({ id: event.id, empty: 3 });
    expect(body.shift_ids).toHaveLength(6);
    expect(
      body.shift_ids.slice(0, 3).every((id) => body.results.shifts[id].assignment === gate.id),
    ).toBe(true);
    expect(new Set(body.shift_ids)).toEqual(new Set(shifts.map((s) => s.id)));
    expect(body.request_ids).toHaveLength(people.length);
    for (const person of people) expect(body.results.people[person.id].name).toBe(person.name);
    expect(Object.keys(body.results.people[people[0].id]).sort()).toEqual(['avatar', 'id', 'name']);
    expect(Object.keys(body.results.assignments).length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(body)).not.toContain(people[0].email);
    expect((await asMember().get(`events/${event.id}/shifts`)).status).toBe(403);
    expect((await asAdmin().get('events/2147483647/shifts')).status).toBe(404);
  });

  it('writes each row exactly as the collections answer it (the JSON comes from PostgreSQL)', async () => {
    const { event, shifts } = await eventWithShifts(4, 4);
    await db()
      .update(shiftsTable)
      .set({ actualStart: new Date('2026-01-01T09:00:00Z'), hours: 1.5 })
      .where(eq(shiftsTable.id, shifts[0].id));
    const body = (await asAdmin().get(`events/${event.id}/shifts`)).body as ShiftPlanner;
    const list = await asAdmin().get(`shifts/?event=${event.id}&limit=100`);
    const requests = await asAdmin().get(`requests/?event=${event.id}&limit=100`);
    const eventRow = await asAdmin().get(`events/${event.id}/`);
    expect(Object.values(body.results.shifts)).toEqual(
      expect.arrayContaining(Object.values(list.body.results.shifts)),
    );
    expect(body.results.shifts[shifts[0].id]).toMatchObject({
      hours: 1.5,
      actual_start: '2026-01-01T09:00:00.000Z',
    });
    expect(Object.values(body.results.requests)).toEqual(
      expect.arrayContaining(Object.values(requests.body.results.requests)),
    );
    expect(body.results.events[event.id]).toEqual(eventRow.body.results.events[event.id]);
  });

  it('costs the same statements for 2 or 40 shifts', async () => {
    const small = await eventWithShifts(2, 5);
    const large = await eventWithShifts(40, 6);
    const one = await statementsFor(() => asAdmin().get(`events/${small.event.id}/shifts`));
    const many = await statementsFor(() => asAdmin().get(`events/${large.event.id}/shifts`));
    // person by token, then the whole answer as JSON (planner-answer.queries.ts)
    expect(one.count).toBe(2);
    expect(many.count).toBe(one.count);
  });
});

describe("a member's event page, GET /api/events/{id}/page", () => {
  it('published shifts by assignment (in assignment order), names only, own requests', async () => {
    const { event, people, gate, boat } = await eventWithShifts(6, 8);
    await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.user.id,
      eventId: event.id,
    });
    const res = await asMember().get(`events/${event.id}/page`);
    expect(res.status).toBe(200);
    const body = res.body as EventPage;
    // shifts 0..5: index 2 and 5 unpublished; gate = even indexes, boat = odd
    expect(body.groups.map((g) => [g.assignment, g.name, g.shift_ids.length, g.empty])).toEqual([
      [gate.id, gate.name, 2, 2],
      [boat.id, boat.name, 2, 0],
    ]);
    expect(Object.keys(body.shifts)).toHaveLength(4);
    expect(body.my_requests.map((r) => r.person)).toEqual([clubsOf().a.user.id]);
    expect(JSON.stringify(body)).not.toContain(people[0].email);
    expect(Object.keys(body.assignments).sort()).toEqual([String(boat.id), String(gate.id)].sort());
  });

  it('costs the same statements for 2 or 40 shifts', async () => {
    const small = await eventWithShifts(2, 10);
    const large = await eventWithShifts(40, 11);
    const one = await statementsFor(() => asMember().get(`events/${small.event.id}/page`));
    const many = await statementsFor(() => asMember().get(`events/${large.event.id}/page`));
    expect(one.count).toBe(5); // person by token, event, shifts, lookups, own requests
    expect(many.count).toBe(one.count);
  });
});

// The shift cards of the dashboard (issue 21: their own call, GET /api/dashboard/shifts,
// is gone; the whole dashboard answers them).
describe('the dashboard, GET /api/dashboard', () => {
  it('admins: the first outstanding requests and the unpublished events; everyone: own requests and upcoming shifts', async () => {
    const { event } = await eventWithShifts(3, 12);
    await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.user.id,
      eventId: event.id,
    });
    const [mine, unpublishedMine] = await createShifts(db(), clubsOf().a.org, event, [
      { personId: clubsOf().a.user.id, start: iso(event.start, 6), end: iso(event.start, 7) },
      {
        personId: clubsOf().a.user.id,
        start: iso(event.start, 8),
        end: iso(event.start, 9),
        published: false,
      },
    ]);
    const admin = (await asAdmin().get('dashboard')).body as Dashboard;
    expect(admin.new_requests_count).toBeGreaterThanOrEqual(3);
    expect(admin.new_requests.length).toBeLessThanOrEqual(20);
    expect(admin.unpublished_events.find((e) => e.id === event.id)?.unpublished).toBe(2);
    const member = (await asMember().get('dashboard')).body as Dashboard;
    expect(member.new_requests).toEqual([]);
    expect(member.unpublished_events).toEqual([]);
    expect(member.my_requests.map((r) => r.event)).toContain(event.id);
    expect(member.my_requests.every((r) => r.person === clubsOf().a.user.id)).toBe(true);
    const upcoming = member.upcoming_shifts.map((s) => s.id);
    expect(upcoming).toContain(mine.id);
    expect(upcoming).not.toContain(unpublishedMine.id);
    expect(member.upcoming_shifts.find((s) => s.id === mine.id)).toMatchObject({
      event_name: event.name,
    });
  });

  it('the first 20 outstanding requests, oldest first, and their total', async () => {
    const org = clubsOf().a.org;
    const event = await createEvent(db(), org, { start: futureDay(20) });
    const people = await Promise.all(Array.from({ length: 25 }, () => createPerson(db(), org)));
    for (const person of people)
      await createRequest(db(), org, { personId: person.id, eventId: event.id });
    const body = (await asAdmin().get('dashboard')).body as Dashboard;
    expect(body.new_requests).toHaveLength(20);
    expect(body.new_requests_count).toBeGreaterThanOrEqual(25);
    const created = body.new_requests.map((r) => r.created);
    expect([...created].sort()).toEqual(created);
  });

  it('counts outstanding requests up to the cap', async () => {
    const org = clubsOf().a.org;
    const events = await Promise.all(
      Array.from({ length: 26 }, (_, k) => createEvent(db(), org, { start: futureDay(30 + k) })),
    );
    const people = await Promise.all(Array.from({ length: 20 }, () => createPerson(db(), org)));
    await db()
      .insert(requestsTable)
      .values(
        events.flatMap((event) =>
          people.map((person) => ({
            organisationId: org.id,
            personId: person.id,
            eventId: event.id,
          })),
        ),
      );
    const body = (await asAdmin().get('dashboard')).body as Dashboard;
    expect(body.new_requests_count).toBe(DASHBOARD_REQUESTS_COUNT_CAP); // 520+ outstanding
    expect(body.new_requests).toHaveLength(20);
  });

  it('a fixed number of statements: 6 for admins (+1 per kept card to read again), 5 for members', async () => {
    await asAdmin().get('dashboard'); // the club cards kept
    const admin = await statementsFor(() => asAdmin().get('dashboard'));
    const member = await statementsFor(() => asMember().get('dashboard'));
    // person, the club's clock (with news and the Time sheet card, and for admins the
    // expiring records and the allocation round), own requests, upcoming shifts, record
    // hours, + first requests for admins
    expect(admin.count).toBe(6);
    expect(member.count).toBe(5);
    await eventWithShifts(30, 21);
    // the calendar and the people moved: upcoming events and series, unpublished events
    // and new people read again, once
    expect((await statementsFor(() => asAdmin().get('dashboard'))).count).toBe(10);
    expect((await statementsFor(() => asAdmin().get('dashboard'))).count).toBe(6);
  });
});

describe('the batch', () => {
  it('costs the same statements for 1 or 50 requests', async () => {
    const org = clubsOf().a.org;
    const events = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createEvent(db(), org, { start: futureDay(30 + i) })),
    );
    // Each with a published shift to ask for (issue 20: checked in the insert's statement).
    await Promise.all(events.map((e) => createShifts(db(), org, e, [{}])));
    const one = await statementsFor(
      () =>
        asAdmin().post('requests/batch', [{ person: clubsOf().a.admin.id, event: events[0].id }]),
      201,
    );
    const many = await statementsFor(
      () =>
        asAdmin().post(
          'requests/batch',
          events.map((e) => ({ person: clubsOf().a.user.id, event: e.id, comments: 'All' })),
        ),
      201,
    );
    // person by token, the batch's savepoint, the insert answering the rows (the refs and
    // repeated slots are read only when a key refuses the insert)
    expect(one.count).toBe(3);
    expect(many.count).toBe(one.count);
  });
});
