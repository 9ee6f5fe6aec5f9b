import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { dayAfter, dayStart, iso, isoOrNull } from '@/db/read/club-time';
import { people, roles, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

/** A shift as the kiosk reads it (KioskShiftSchema): only what the tablet shows. */
export const kioskShiftColumns = {
  id: shifts.id,
  person: shifts.personId,
  role: shifts.roleId,
  start: iso(shifts.start),
  end: iso(shifts.end),
  actual_start: isoOrNull(shifts.actualStart),
  actual_end: isoOrNull(shifts.actualEnd),
  hours: shifts.hours,
};

/**
 * The kiosk's shifts of `day` (YYYY-MM-DD in `tz`): published, with a person, and either
 * running that day or begun before it and still signed in (a night shift still open at
 * midnight stays on the sign-out list). The scan starts two days back on (club, start).
 */
export async function kioskShiftsOfDay(db: Executor, orgId: number, day: string, tz: string) {
  const from = dayStart(day, tz);
  return db
    .select(kioskShiftColumns)
    .from(shifts)
    .where(
      and(
        inClub(shifts, orgId),
        isNotNull(shifts.draft),
        isNotNull(shifts.personId),
        gte(shifts.start, sql`${from} - interval '2 days'`),
        lt(shifts.start, dayAfter(day, tz)),
        or(
          sql`${shifts.end} > ${from}`,
          and(isNotNull(shifts.actualStart), isNull(shifts.actualEnd)),
        ),
      ),
    )
    .orderBy(asc(shifts.start), asc(shifts.id));
}

/** Shifts by id, as the kiosk reads them (the confirm's answer). */
export async function kioskShiftsByIds(db: Executor, orgId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select(kioskShiftColumns)
    .from(shifts)
    .where(and(inClub(shifts, orgId), inArray(shifts.id, ids)));
}

/**
 * Who can be signed in: the club's active members (not pending), by name. Name and
 * picture only: the tablet is in a public place.
 */
export async function kioskPeople(db: Executor, orgId: number) {
  return db
    .select({ id: people.id, name: people.name, avatar: people.avatar })
    .from(people)
    .where(and(inClub(people, orgId), eq(people.isActive, true), ne(people.role, 'new')))
    .orderBy(asc(people.nameLower), asc(people.id));
}

export async function kioskRoles(db: Executor, orgId: number) {
  return db
    .select({ id: roles.id, name: roles.name, order: roles.order })
    .from(roles)
    .where(inClub(roles, orgId))
    .orderBy(asc(roles.order), asc(roles.name), asc(roles.id));
}
