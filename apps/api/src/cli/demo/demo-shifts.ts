import { and, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { hoursBetween } from '@/db/read/club-time';
import { shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import { checkWrittenShifts } from '@/modules/shifts/shift-rules';
import { clubMoment } from './club-days';
import { type DemoEvent, slotKey, slotOf } from './demo-events';

/** Ids of the club's lookups by name, and who may be put on shifts. */
export type DemoClub = {
  organisationId: number;
  /** The club's time zone: the rota's dates and times are its wall clock. */
  timeZone: string;
  /** Today's date in that zone. */
  today: string;
  roles: Map<string, number>;
  assignments: Map<string, number>;
  vicky: number;
  /** Volunteers without a login: they fill the rest of the rota in turn. */
  volunteers: number[];
};

/** A shift as planned, before it has an id. */
export type PlannedShift = {
  event: DemoEvent;
  eventId: number;
  slot: string;
  date: string;
  from: string;
  to: string;
  personId: number | null;
  /** Its actual times are recorded (a past event's filled shift). */
  timed: boolean;
};

/** A name of the seed's own lookups; a typo in the plan fails the seed, not silently. */
export function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`The demo rota names an unknown "${name}".`);
  return id;
}

/** Takes the first unused slot of `key` in `left` (each plan entry stands for one slot). */
function takeSlot(left: string[], key: string): boolean {
  const at = left.indexOf(key);
  if (at >= 0) left.splice(at, 1);
  return at >= 0;
}

/**
 * Every event's crew as shifts: Vicky in her slot, the open slots empty, the others
 * filled by the volunteers in turn (one pass over all events, so each gets a fair share
 * and nobody is on the same event twice while the crew is smaller than the pool).
 */
export function planShifts(club: DemoClub, events: DemoEvent[], eventIds: Map<string, number>) {
  let next = 0;
  const planned: PlannedShift[] = [];
  for (const event of events) {
    const vicky = event.vicky ? [event.vicky] : [];
    const open = [...(event.open ?? [])];
    const untimed = [...(event.untimed ?? [])];
    for (const slot of event.crew) {
      const key = slotKey(slot);
      const personId = takeSlot(vicky, key)
        ? club.vicky
        : takeSlot(open, key)
          ? null
          : club.volunteers[next++ % club.volunteers.length];
      planned.push({
        event,
        eventId: idOf(eventIds, event.key),
        slot: key,
        date: event.date,
        from: slot.from ?? event.from,
        to: slot.to ?? event.to,
        personId,
        timed: event.date < club.today && personId !== null && !takeSlot(untimed, key),
      });
    }
  }
  return planned;
}

/** Published a few weeks ago, as a rota is published before the season. */
const PUBLISHED_AT = sql`now() - interval '28 days'`;

/** A few minutes early or late, varied per shift so the hours are not all round numbers. */
const minutes = (moment: SQL, by: number) => sql`${moment} + make_interval(mins => ${by})`;

/**
 * Inserts the planned shifts in one statement; the recorded ones get their hours as the
 * timing calls compute them (hoursBetween, one statement). Then the same rules the API
 * checks on every shift write run over them (checkWrittenShifts: inside the event's
 * hours, nobody on two shifts at once), so a plan that breaks them fails the seed.
 */
export async function insertShifts(tx: Db, club: DemoClub, planned: PlannedShift[]) {
  const { organisationId } = club;
  const rows = await tx
    .insert(shifts)
    .values(
      planned.map((shift, i) => {
        const { assignment, role } = slotOf(shift.slot);
        const start = clubMoment(club.timeZone, shift.date, shift.from);
        const end = clubMoment(club.timeZone, shift.date, shift.to);
        return {
          organisationId,
          eventId: shift.eventId,
          personId: shift.personId,
          roleId: idOf(club.roles, role),
          assignmentId: idOf(club.assignments, assignment),
          start,
          end,
          actualStart: shift.timed ? minutes(start, -((i * 7) % 16)) : null,
          actualEnd: shift.timed ? minutes(end, (i * 11) % 25) : null,
          draft: shift.event.published ? PUBLISHED_AT : null,
        };
      }),
    )
    .returning({ id: shifts.id });
  const ids = rows.map((row) => row.id);
  await tx
    .update(shifts)
    .set({ hours: hoursBetween(shifts.actualStart, shifts.actualEnd) })
    .where(
      and(inClub(shifts, organisationId), inArray(shifts.id, ids), isNotNull(shifts.actualEnd)),
    );
  await checkWrittenShifts(tx, organisationId, ids);
  return ids;
}
