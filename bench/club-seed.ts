import type { Db } from '@/db/client';
import {
  accounts,
  assignments,
  events,
  locations,
  organisationDomains,
  organisations,
  people,
  requests,
  roles,
  shifts,
} from '@/db/schema';
import { hashPassword } from '@/lib/password';

/**
 * One club as issue 28 measures it, at two sizes: members, events over two years around
 * today (so the calendar, the dashboard and the timesheet have past and future rows), ten
 * shifts per event of which 60% are filled, the past filled ones timed (timesheets on),
 * and a request for every fifth shift (a third outstanding). A member who logs in has a
 * shift at every 20th event; the "page event" a week ahead has 30 shifts. Deterministic:
 * every run seeds the same club, with the same ids on a fresh database.
 */
export const CLUB_SIZES = {
  small: { members: 300, events: 300, shifts: 3_000 },
  big: { members: 2_000, events: 2_000, shifts: 20_000 },
} as const;
export type ClubSize = keyof typeof CLUB_SIZES;

const FILLED = 0.6;
const ROLES = 12;
const ASSIGNMENTS = 6;
const LOCATIONS = 8;
const PAGE_EVENT_SHIFTS = 30;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type BenchClub = {
  organisationId: number;
  host: string;
  adminEmail: string;
  memberEmail: string;
  password: string;
  /** The upcoming event whose page the member opens. */
  pageEventId: number;
};

/** mulberry32: integer arithmetic, so the sequence never degrades. */
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

/** Seeds the club (call it in a platform scope, as onboarding writes). */
export async function seedBenchClub(db: Db, size: ClubSize): Promise<BenchClub> {
  const counts = CLUB_SIZES[size];
  const rand = random(28);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const host = `${size}.club.bench.test`;
  const password = 'bench password';
  const [org] = await db
    .insert(organisations)
    .values({ name: `Bench Club (${size})`, prefix: 'BC', featureTimesheets: true })
    .returning({ id: organisations.id });
  const organisationId = org.id;
  await db.insert(organisationDomains).values({ organisationId, domain: host, isPrimary: true });
  const adminEmail = `admin@${host}`;
  const memberEmail = `member@${host}`;
  const passwordHash = await hashPassword(password);
  const logins = await db
    .insert(accounts)
    .values([
      { email: adminEmail, passwordHash },
      { email: memberEmail, passwordHash },
    ])
    .returning({ id: accounts.id });
  await db.insert(people).values({
    organisationId,
    accountId: logins[0].id,
    email: adminEmail,
    name: 'Bench Admin',
    role: 'admin',
    isActive: true,
  });
  const personIds: number[] = [];
  await inChunks(
    Array.from({ length: counts.members }, (_, i) => ({
      organisationId,
      accountId: i === 0 ? logins[1].id : null,
      email: i === 0 ? memberEmail : `member-${i}@${host}`,
      name: `Member ${i}`,
      role: 'user' as const,
      isActive: true,
    })),
    1_000,
    async (chunk) => {
      const made = await db.insert(people).values(chunk).returning({ id: people.id });
      personIds.push(...made.map((p) => p.id));
    },
  );
  const memberId = personIds[0];
  const others = personIds.slice(1);
  const named = <T extends { id: number }>(made: T[]) => made.map((r) => r.id);
  const roleIds = named(
    await db
      .insert(roles)
      .values(
        Array.from({ length: ROLES }, (_, i) => ({ organisationId, name: `Role ${i}`, order: i })),
      )
      .returning({ id: roles.id }),
  );
  const assignmentIds = named(
    await db
      .insert(assignments)
      .values(
        Array.from({ length: ASSIGNMENTS }, (_, i) => ({
          organisationId,
          name: `Assignment ${i}`,
          order: i,
        })),
      )
      .returning({ id: assignments.id }),
  );
  const locationIds = named(
    await db
      .insert(locations)
      .values(
        Array.from({ length: LOCATIONS }, (_, i) => ({ organisationId, name: `Location ${i}` })),
      )
      .returning({ id: locations.id }),
  );

  // Events: one a year either side of today, at whole hours, 3 to 8 hours long.
  const today = Math.floor(Date.now() / DAY) * DAY;
  const first = today - 365 * DAY;
  const eventRows = Array.from({ length: counts.events }, (_, i) => {
    const start = first + Math.floor(rand() * 730 * 24) * HOUR;
    return {
      organisationId,
      name: `Event ${i}`,
      details: `Details of event ${i}.`,
      start: new Date(start),
      end: new Date(start + (3 + Math.floor(rand() * 6)) * HOUR),
      locationId: rand() < 0.8 ? pick(locationIds) : null,
    };
  });
  const made: { id: number; start: Date; end: Date }[] = [];
  await inChunks(eventRows, 1_000, async (chunk) => {
    made.push(
      ...(await db
        .insert(events)
        .values(chunk)
        .returning({ id: events.id, start: events.start, end: events.end })),
    );
  });
  made.sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
  const soon = today + 7 * DAY;
  const pageEvent = made.find((e) => e.start.getTime() > soon) ?? made[made.length - 1];

  const now = Date.now();
  const shiftRows: (typeof shifts.$inferInsert)[] = [];
  const add = (e: (typeof made)[number], k: number, personId: number | null) => {
    const start = e.start.getTime() + (k % 3) * HOUR;
    const end = Math.min(start + 3 * HOUR, e.end.getTime());
    const timed = personId !== null && end < now;
    const actualEnd = end - (k % 45) * 60_000;
    shiftRows.push({
      organisationId,
      eventId: e.id,
      personId,
      roleId: pick(roleIds),
      assignmentId: assignmentIds[k % ASSIGNMENTS],
      locationId: rand() < 0.5 ? pick(locationIds) : null,
      start: new Date(start),
      end: new Date(end),
      actualStart: timed ? new Date(start) : null,
      actualEnd: timed ? new Date(actualEnd) : null,
      hours: timed ? Math.round((actualEnd - start) / 36_000) / 100 : null,
      draft: rand() < 0.9 ? e.start : null,
    });
  };
  for (let k = 0; k < PAGE_EVENT_SHIFTS; k++) add(pageEvent, k, k % 2 ? others[k] : null);
  made.forEach((e, i) => {
    if (i % 20 === 0) add(e, i, memberId);
  });
  while (shiftRows.length < counts.shifts) {
    add(pick(made), shiftRows.length, rand() < FILLED ? pick(others) : null);
  }
  await inChunks(shiftRows, 2_000, (chunk) => db.insert(shifts).values(chunk));

  // Requests: one per five shifts, (person, event, role) unique, a third outstanding.
  const seen = new Set<string>();
  const requestRows: (typeof requests.$inferInsert)[] = [];
  while (requestRows.length < counts.shifts / 5) {
    const personId = requestRows.length % 25 === 0 ? memberId : pick(others);
    const eventId = pick(made).id;
    const roleId = pick(roleIds);
    const key = `${personId}:${eventId}:${roleId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const outstanding = rand() < 0.33;
    requestRows.push({
      organisationId,
      personId,
      eventId,
      roleId,
      comments: rand() < 0.3 ? 'Happy to help' : '',
      actionedAt: outstanding ? null : new Date(),
      status: outstanding ? ('pending' as const) : ('dismissed' as const),
    });
  }
  await inChunks(requestRows, 2_000, (chunk) => db.insert(requests).values(chunk));
  return { organisationId, host, adminEmail, memberEmail, password, pageEventId: pageEvent.id };
}
