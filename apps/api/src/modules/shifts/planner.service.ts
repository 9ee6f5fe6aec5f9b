import type { EventPage, ShiftPlanner } from '@crewcall/contract';
import { notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { eventPageReads, plannerReads } from './event-reads.queries';
import { keyLookups } from './lookups.queries';

type EventCall = { orgId: number; eventId: number };

/** Rows keyed by id, as `results` carries them, and their ids in order. */
function keyed<T extends { id: number }>(rows: T[]) {
  const byId: Record<string, T> = {};
  for (const row of rows) byId[String(row.id)] = row;
  return { byId, ids: rows.map((row) => row.id) };
}

/**
 * The shift planner's load: five statements whatever the event holds (event, shifts,
 * requests, the people they name, the club's roles/assignments/locations in one),
 * pipelined on the request's transaction.
 */
export async function getShiftPlanner(
  db: Executor,
  { orgId, eventId }: EventCall,
): Promise<ShiftPlanner> {
  const ids = { orgId, eventId };
  const [eventRows, shiftRows, requestRows, personRows, lookupRows] = await Promise.all([
    plannerReads.event(db, ids),
    plannerReads.shifts(db, ids),
    plannerReads.requests(db, ids),
    plannerReads.people(db, ids),
    plannerReads.lookups(db, { orgId }),
  ]);
  const [event] = eventRows;
  if (!event) throw notFound();
  const shiftsById = keyed(shiftRows);
  const requestsById = keyed(requestRows);
  return {
    results: {
      events: { [String(event.id)]: event },
      shifts: shiftsById.byId,
      requests: requestsById.byId,
      people: keyed(personRows).byId,
      ...keyLookups(lookupRows),
    },
    shift_ids: shiftsById.ids,
    request_ids: requestsById.ids,
  } as ShiftPlanner;
}

/**
 * A member's event page: four statements (event with names, published shifts, the
 * roles/assignments/locations they use, the member's own requests). Shifts come grouped
 * by assignment in assignment order, the group without one last.
 */
export async function getEventPage(
  db: Executor,
  { orgId, eventId, personId }: EventCall & { personId: number },
): Promise<EventPage> {
  const ids = { orgId, eventId };
  const [eventRows, shiftRows, lookupRows, mine] = await Promise.all([
    eventPageReads.event(db, ids),
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
