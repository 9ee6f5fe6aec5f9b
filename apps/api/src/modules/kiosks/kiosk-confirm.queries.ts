import { KIOSK_WALK_IN_EVENT_NAME } from '@crewcall/contract';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { dayAfter, dayStart } from '@/db/read/club-time';
import { events, kioskConfirms, kioskWalkInDays, people, roles, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

/*
 * The SQL of a kiosk's confirm (kiosk-confirm.service.ts), every statement scoped to the
 * kiosk's club: an id of another club finds nothing here and is refused by the service.
 */

type Kiosk = { orgId: number; kioskId: number };

/**
 * Claims a client id for this kiosk: true if it is new. Claimed before the item is
 * applied, so a second request with the same id (even at the same moment: the unique key
 * makes it wait for the first to commit) finds it spent and applies nothing.
 */
export async function claimClientId(
  db: Executor,
  k: Kiosk,
  clientId: string,
  sign: 'in' | 'out',
): Promise<boolean> {
  const rows = await db
    .insert(kioskConfirms)
    .values({ organisationId: k.orgId, kioskId: k.kioskId, clientId, sign })
    .onConflictDoNothing({
      target: [kioskConfirms.organisationId, kioskConfirms.kioskId, kioskConfirms.clientId],
    })
    .returning({ id: kioskConfirms.id });
  return rows.length > 0;
}

/** The shift an earlier confirm with this client id started or ended (null: none any more). */
export async function shiftOfClientId(db: Executor, k: Kiosk, clientId: string) {
  const [row] = await db
    .select({ shiftId: kioskConfirms.shiftId })
    .from(kioskConfirms)
    .where(
      and(
        inClub(kioskConfirms, k.orgId),
        eq(kioskConfirms.kioskId, k.kioskId),
        eq(kioskConfirms.clientId, clientId),
      ),
    );
  return row?.shiftId ?? null;
}

export async function noteShiftOfClientId(
  db: Executor,
  k: Kiosk,
  clientId: string,
  shiftId: number,
) {
  await db
    .update(kioskConfirms)
    .set({ shiftId })
    .where(
      and(
        inClub(kioskConfirms, k.orgId),
        eq(kioskConfirms.kioskId, k.kioskId),
        eq(kioskConfirms.clientId, clientId),
      ),
    );
}

/** Whether this is one of the club's people who can be signed in (active, not pending). */
export async function personCanSignIn(db: Executor, orgId: number, personId: number) {
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .where(
      and(
        inClub(people, orgId),
        eq(people.id, personId),
        eq(people.isActive, true),
        ne(people.role, 'new'),
      ),
    );
  return !!row;
}

export async function roleExists(db: Executor, orgId: number, roleId: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inClub(roles, orgId), eq(roles.id, roleId)));
  return !!row;
}

/** What the kiosk's rules look at of a shift. */
const shiftFacts = {
  id: shifts.id,
  eventId: shifts.eventId,
  personId: shifts.personId,
  published: sql<boolean>`${shifts.draft} is not null`,
  start: shifts.start,
  end: shifts.end,
  actualStart: shifts.actualStart,
  actualEnd: shifts.actualEnd,
};
export type ShiftFacts = {
  id: number;
  eventId: number;
  personId: number | null;
  published: boolean;
  start: Date;
  end: Date;
  actualStart: Date | null;
  actualEnd: Date | null;
};

export async function findShift(
  db: Executor,
  orgId: number,
  id: number,
): Promise<ShiftFacts | undefined> {
  const [row] = await db
    .select(shiftFacts)
    .from(shifts)
    .where(and(inClub(shifts, orgId), eq(shifts.id, id)));
  return row;
}

/**
 * The person's latest shift signed in and not out whose sign-in lies within `hours`
 * before `at` (older open ones are forgotten sign-outs, left to an admin). Read through
 * (club, person, start), from three days before `at`.
 */
export async function openShiftOf(
  db: Executor,
  orgId: number,
  personId: number,
  at: string,
  hours: number,
): Promise<ShiftFacts | undefined> {
  const moment = sql`${at}::timestamptz`;
  const [row] = await db
    .select(shiftFacts)
    .from(shifts)
    .where(
      and(
        inClub(shifts, orgId),
        eq(shifts.personId, personId),
        gte(shifts.start, sql`${moment} - interval '3 days'`),
        isNotNull(shifts.draft),
        isNull(shifts.actualEnd),
        isNotNull(shifts.actualStart),
        gte(
          shifts.actualStart,
          sql`${moment} - ${sql.raw(`interval '${Math.trunc(hours)} hours'`)}`,
        ),
      ),
    )
    .orderBy(desc(shifts.actualStart), desc(shifts.id))
    .limit(1);
  return row;
}

/** The person's published shift of `day` (in `tz`) not yet started, the nearest to `at`. */
export async function unstartedShiftOfDay(
  db: Executor,
  o: { orgId: number; personId: number; day: string; tz: string; at: string },
): Promise<ShiftFacts | undefined> {
  const [row] = await db
    .select(shiftFacts)
    .from(shifts)
    .where(
      and(
        inClub(shifts, o.orgId),
        eq(shifts.personId, o.personId),
        gte(shifts.start, dayStart(o.day, o.tz)),
        lt(shifts.start, dayAfter(o.day, o.tz)),
        isNotNull(shifts.draft),
        isNull(shifts.actualStart),
      ),
    )
    .orderBy(
      asc(sql`abs(extract(epoch from ${shifts.start} - ${o.at}::timestamptz))`),
      asc(shifts.id),
    )
    .limit(1);
  return row;
}

/**
 * The day's walk-in event (one per club and day, not on the public calendar), made by the
 * day's first walk-in. Two kiosks making it at once: the unique key on (club, day) makes
 * the second wait for the first, find the day taken, drop its own event and use the first's.
 */
export async function walkInEventOf(
  db: Executor,
  o: { orgId: number; day: string; tz: string; locationId: number | null },
): Promise<number> {
  const existing = await walkInDay(db, o.orgId, o.day);
  if (existing) return existing;
  const [event] = await db
    .insert(events)
    .values({
      organisationId: o.orgId,
      name: KIOSK_WALK_IN_EVENT_NAME,
      start: dayStart(o.day, o.tz),
      end: dayAfter(o.day, o.tz),
      locationId: o.locationId,
      public: false,
    })
    .returning({ id: events.id });
  const claimed = await db
    .insert(kioskWalkInDays)
    .values({ organisationId: o.orgId, day: o.day, eventId: event.id })
    .onConflictDoNothing({ target: [kioskWalkInDays.organisationId, kioskWalkInDays.day] })
    .returning({ eventId: kioskWalkInDays.eventId });
  if (claimed.length) return event.id;
  await db.delete(events).where(and(inClub(events, o.orgId), eq(events.id, event.id)));
  return (await walkInDay(db, o.orgId, o.day)) as number;
}

async function walkInDay(db: Executor, orgId: number, day: string) {
  const [row] = await db
    .select({ eventId: kioskWalkInDays.eventId })
    .from(kioskWalkInDays)
    .where(and(inClub(kioskWalkInDays, orgId), eq(kioskWalkInDays.day, day)));
  return row?.eventId;
}

/**
 * A walk-in shift, published and signed in at `at`: scheduled from `at` to the end of the
 * day (nobody planned it; the sign-out records when it really ended).
 */
export async function insertWalkInShift(
  db: Executor,
  o: {
    orgId: number;
    eventId: number;
    personId: number;
    roleId: number | null;
    locationId: number | null;
    at: string;
    day: string;
    tz: string;
  },
): Promise<number> {
  const at = sql`${o.at}::timestamptz`;
  const [row] = await db
    .insert(shifts)
    .values({
      organisationId: o.orgId,
      eventId: o.eventId,
      personId: o.personId,
      roleId: o.roleId,
      locationId: o.locationId,
      start: at,
      end: sql`greatest(${at}, ${dayAfter(o.day, o.tz)})`,
      actualStart: at,
      draft: sql`now()`,
    })
    .returning({ id: shifts.id });
  return row.id;
}
