import type { Db } from '@/db/client';
import { accounts, assignments, people, requests, roles, shifts } from '@/db/schema';
import { hashPassword } from '@/lib/password';
import { CALENDAR_SEED, type CalendarClub } from './calendar-seed';

/**
 * On top of a calendar club (bench/calendar-seed.ts: 10,000 events, 2 open shifts each),
 * what issue 12's bench asks for: 50,000 shifts and 20,000 requests in all, with roles,
 * assignments, 500 people (one a member who can log in), and one "planner event" laid out
 * like a busy race day (40 shifts, 20 requests). Seeded requests all name a role, so the
 * bench's batches (no role) never repeat a slot. Deterministic.
 */
export const SHIFTS_SEED = {
  totalShifts: 50_000,
  requests: 20_000,
  people: 500,
  roles: 12,
  assignments: 10,
  plannerShifts: 40,
  plannerRequests: 20,
} as const;
const HOUR = 3_600_000;

export type ShiftsClub = CalendarClub & {
  memberEmail: string;
  memberPassword: string;
  memberId: number;
  /** The busy event the planner and the event page load. */
  plannerEventId: number;
  /** People and events (askable: ahead, with a published shift) the batches draw pairs from. */
  personIds: number[];
  eventIds: number[];
};

/**
 * mulberry32: a 32-bit generator in integer arithmetic. (An LCG multiplied in floating
 * point loses bits past 2^53 and can fall into a short cycle, which made the request
 * loop below never find new slots.)
 */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedShiftsClub(db: Db, club: CalendarClub, n: number): Promise<ShiftsClub> {
  const rand = random(7 + n);
  const organisationId = club.organisationId;
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const roleIds = (
    await db
      .insert(roles)
      .values(
        Array.from({ length: SHIFTS_SEED.roles }, (_, i) => ({
          organisationId,
          name: `Role ${i}`,
          order: i,
        })),
      )
      .returning({ id: roles.id })
  ).map((r) => r.id);
  const assignmentIds = (
    await db
      .insert(assignments)
      .values(
        Array.from({ length: SHIFTS_SEED.assignments }, (_, i) => ({
          organisationId,
          name: `Assignment ${i}`,
          order: i,
        })),
      )
      .returning({ id: assignments.id })
  ).map((r) => r.id);
  const memberEmail = `member@${club.host}`;
  const memberPassword = 'bench member password';
  const [account] = await db
    .insert(accounts)
    .values({ email: memberEmail, passwordHash: await hashPassword(memberPassword) })
    .returning();
  const personIds = (
    await db
      .insert(people)
      .values(
        Array.from({ length: SHIFTS_SEED.people }, (_, i) => ({
          organisationId,
          accountId: i === 0 ? account.id : null,
          email: i === 0 ? memberEmail : `person-${i}@${club.host}`,
          name: `Person ${i}`,
          role: 'user' as const,
          isActive: true,
        })),
      )
      .returning({ id: people.id })
  ).map((r) => r.id);
  const memberId = personIds[0];

  // (drizzle's operators come with the query API: bench/ has no drizzle of its own)
  const eventRows = await db.query.events.findMany({
    columns: { id: true, start: true, end: true },
    where: (e, { eq }) => eq(e.organisationId, organisationId),
    orderBy: (e, { asc }) => [asc(e.start), asc(e.id)],
  });
  const eventIds = eventRows.map((e) => e.id);
  // The planner event: the first event from a week ahead (so it is upcoming), a day long.
  const soon = Date.now() + 7 * 24 * HOUR;
  const planner =
    eventRows.find((e) => e.start.getTime() > soon) ?? eventRows[eventRows.length - 1];

  // The shifts calendar-seed made, plus these: a quarter open, the rest filled.
  const existing = CALENDAR_SEED.events * CALENDAR_SEED.shiftsPerEvent;
  const shiftRows: (typeof shifts.$inferInsert)[] = [];
  const add = (e: { id: number; start: Date; end: Date }, k: number, personId: number | null) => {
    const start = new Date(e.start.getTime() + (k % 4) * HOUR);
    shiftRows.push({
      organisationId,
      eventId: e.id,
      personId,
      roleId: pick(roleIds),
      assignmentId: assignmentIds[k % assignmentIds.length],
      start,
      end: new Date(Math.min(start.getTime() + 3 * HOUR, e.end.getTime() + 12 * HOUR)),
      draft: rand() < 0.9 ? e.start : null,
    });
  };
  for (let k = 0; k < SHIFTS_SEED.plannerShifts; k++) {
    add(planner, k, k % 2 ? personIds[1 + k] : null);
  }
  // The member: a shift on every 40th event (upcoming ones among them).
  eventRows.forEach((e, i) => {
    if (i % 40 === 0) add(e, 0, memberId);
  });
  while (existing + shiftRows.length < SHIFTS_SEED.totalShifts) {
    add(pick(eventRows), shiftRows.length, rand() < 0.25 ? null : pick(personIds.slice(1)));
  }
  await inChunks(shiftRows, 4_000, (chunk) => db.insert(shifts).values(chunk));

  // Requests: the planner event's, the member's on every 50th event, then random ones;
  // a third outstanding. Each names a role, so (person, event, role) is unique by key.
  const requestRows: (typeof requests.$inferInsert)[] = [];
  const seen = new Set<string>();
  const ask = (personId: number, eventId: number, roleId: number, outstanding: boolean) => {
    const key = `${personId}:${eventId}:${roleId}`;
    if (seen.has(key)) return;
    seen.add(key);
    requestRows.push({
      organisationId,
      personId,
      eventId,
      roleId,
      comments: rand() < 0.3 ? 'Happy to help' : '',
      actionedAt: outstanding ? null : new Date(),
      // pending exactly while actioned_at is null (requests.status)
      status: outstanding ? ('pending' as const) : ('dismissed' as const),
    });
  };
  for (let k = 0; k < SHIFTS_SEED.plannerRequests; k++) {
    ask(personIds[100 + k], planner.id, roleIds[0], true);
  }
  eventIds.forEach((id, i) => {
    if (i % 50 === 0) ask(memberId, id, roleIds[1], rand() < 0.5);
  });
  while (requestRows.length < SHIFTS_SEED.requests) {
    ask(pick(personIds), pick(eventIds), pick(roleIds), rand() < 0.33);
  }
  await inChunks(requestRows, 4_000, (chunk) => db.insert(requests).values(chunk));
  // What the batches ask for: events a day or more from ending with a published shift
  // (the batch refuses ended events and those with nothing published, issue 20).
  const askable = await db.query.events.findMany({
    columns: { id: true },
    where: (e, { and, eq, gt, sql }) =>
      and(
        eq(e.organisationId, organisationId),
        gt(e.end, new Date(Date.now() + 24 * HOUR)),
        sql`exists (select 1 from shifts s where s.organisation_id = ${e.organisationId} and s.event_id = ${e.id} and s.draft is not null)`,
      ),
    orderBy: (e, { asc }) => [asc(e.start), asc(e.id)],
  });
  return {
    ...club,
    memberEmail,
    memberPassword,
    memberId,
    plannerEventId: planner.id,
    personIds: personIds.slice(1),
    eventIds: askable.map((e) => e.id),
  };
}
