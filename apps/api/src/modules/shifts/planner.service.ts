import type { EventPage } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { eventPageReads } from './event-reads.queries';
import { keyLookups } from './lookups.queries';
import { plannerAnswer } from './planner-answer.queries';

type EventCall = { orgId: number; eventId: number };

/** Rows keyed by id, as `results` carries them, and their ids in order. */
function keyed<T extends { id: number }>(rows: T[]) {
  const byId: Record<string, T> = {};
  for (const row of rows) byId[String(row.id)] = row;
  return { byId, ids: rows.map((row) => row.id) };
}

/**
 * The shift planner's load as JSON text: one statement whatever the event holds, written
 * by PostgreSQL (planner-answer.queries.ts). 404 when the club has no such event.
 */
export async function getShiftPlannerJson(
  db: Executor,
  { orgId, eventId }: EventCall,
): Promise<string> {
  const [row] = await plannerAnswer(db as Db, { orgId, eventId });
  if (!row) throw notFound();
  return row.body;
}

/**
 * A member's event page: four statements (event with names, published shifts, the
 * roles/assignments/locations they use, the member's own requests). Shifts come grouped
 * by assignment in assignment order, the group without one last.
 */
export async function getEventPage(
  db: Executor,
  { orgId, eventId, personId, admin }: EventCall & { personId: number; admin: boolean },
): Promise<EventPage> {
  const ids = { orgId, eventId };
  const [eventRows, shiftRows, lookupRows, mine] = await Promise.all([
    (admin ? eventPageReads.adminEvent : eventPageReads.event)(db, ids),
    eventPageReads.shifts(db, ids),
    eventPageReads.lookups(db, ids),
    eventPageReads.mine(db, { ...ids, personId }),
  ]);
  const [event] = eventRows;
  if (!event) throw notFound();
  const names = keyLookups(lookupRows);
  const groups: EventPage['groups'] = [];
  for (const shift of shiftRows) {
    let group = groups[groups.length - 1];
    if (!group || group.assignment !== shift.assignment) {
      const name =
        shift.assignment === null ? '' : (names.assignments[shift.assignment]?.name ?? '');
      group = { assignment: shift.assignment, name, shift_ids: [], empty: 0 };
      groups.push(group);
    }
    group.shift_ids.push(shift.id);
    if (shift.person === null) group.empty += 1;
  }
  return {
    event,
    shifts: keyed(shiftRows).byId,
    groups,
    ...names,
    my_requests: mine,
  } as EventPage;
}
