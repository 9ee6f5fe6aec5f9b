import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type JsonField, jsonObject, keyedRowColumns, keyedRows } from '@/db/json-rows';
import { reusableSql } from '@/db/reusable-query';
import { assignments, events, locations, people, requests, roles, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import { eventColumns } from './lookups.queries';
import { adminShiftColumns, requestColumns } from './shift-values';
import { type Id, idsNamedByEvent, requestOrder, rotaOrder } from './shifts-read.queries';

/*
 * The shift planner's load (`GET /api/events/{id}/shifts`) as one statement whose one row
 * is the whole answer, written as JSON by PostgreSQL (db/json-rows.ts): the event, its
 * shifts and requests, the people they name and all the club's roles, assignments and
 * locations, keyed by id as ShiftPlannerSchema says, with `shift_ids` in rota order and
 * `request_ids` outstanding first. No row: the club has no such event.
 */

type EventParams = { orgId: number; eventId: number };

export const plannerAnswer = reusableSql<EventParams, { body: string }>((db, p) =>
  plannerAnswerStatement(db, p('orgId'), p('eventId')),
);

/** The statement itself (the bench EXPLAINs it with values in place of the placeholders). */
export function plannerAnswerStatement(db: Executor, orgId: Id, eventId: Id) {
  /** A keyed list of `table`'s rows (db/json-rows.ts). */
  const list = (
    table: PgTable & { id: AnyPgColumn },
    columns: Record<string, JsonField>,
    where: SQL | undefined,
    orderBy: SQL[] = [asc(table.id)],
  ) =>
    db
      .select(keyedRowColumns(table.id, columns, orderBy))
      .from(table)
      .where(where);
  const event = db
    .select({ id: events.id, j: jsonObject(eventColumns).as('j') })
    .from(events)
    .where(and(inClub(events, orgId), eq(events.id, eventId)));
  const shiftList = list(
    shifts,
    adminShiftColumns,
    and(inClub(shifts, orgId), eq(shifts.eventId, eventId)),
    rotaOrder,
  );
  const requestList = list(
    requests,
    requestColumns,
    and(inClub(requests, orgId), eq(requests.eventId, eventId)),
    requestOrder,
  );
  const named = idsNamedByEvent(orgId, eventId, false).people;
  // `= any(array(…))`, not `in (…)`: PostgreSQL then looks the few named people up by key,
  // where `in` read every person of the club to hash-join them (501 for 45 on the bench).
  const personList = list(
    people,
    { id: people.id, name: people.name, avatar: people.avatar },
    and(inClub(people, orgId), sql`${people.id} = any(array(${named}))`),
  );
  const ordered = (table: typeof roles | typeof assignments) => ({
    id: table.id,
    name: table.name,
    order: table.order,
  });
  const roleList = list(roles, ordered(roles), inClub(roles, orgId));
  const assignmentList = list(assignments, ordered(assignments), inClub(assignments, orgId));
  const locationList = list(
    locations,
    { id: locations.id, name: locations.name },
    inClub(locations, orgId),
  );
  return sql`select json_build_object(
      'results', json_build_object('events', json_build_object(e.id, e.j),
        'shifts', s.by_id, 'requests', r.by_id, 'people', pe.by_id,
        'roles', ro.by_id, 'assignments', a.by_id, 'locations', l.by_id),
      'shift_ids', s.ids, 'request_ids', r.ids)::text as body
    from (${event}) e, ${keyedRows(shiftList)} s, ${keyedRows(requestList)} r,
      ${keyedRows(personList)} pe, ${keyedRows(roleList)} ro, ${keyedRows(assignmentList)} a,
      ${keyedRows(locationList)} l`;
}
