import { and, asc, eq, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { aliasInClub, sameClub } from '@/db/club-sql';
import { requests, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import { requestColumns, shiftColumns } from './shift-values';

/*
 * One event's shifts and requests, each one statement whatever their number, through the
 * (organisation_id, event_id) indexes.
 */

const orderOf = (table: 'assignments' | 'roles', column: 'assignment_id' | 'role_id') =>
  sql`(select x."order" from ${sql.raw(table)} x where ${sameClub('x', shifts)} and x.id = "shifts".${sql.raw(`"${column}"`)})`;

/** By assignment order, role order, start (open ones first within that), id. */
export const rotaOrder = [
  sql`${orderOf('assignments', 'assignment_id')} nulls last`,
  sql`${shifts.assignmentId} nulls last`,
  sql`${orderOf('roles', 'role_id')} nulls last`,
  asc(shifts.start),
  asc(shifts.id),
];

/** An id, or a placeholder for it in a statement built once (db/reusable-query.ts). */
export type Id = number | Placeholder;

const ofEvent = (orgId: Id, eventId: Id) =>
  and(inClub(shifts, orgId), eq(shifts.eventId, eventId)) as SQL;

/**
 * A shift on the event page (PageShiftSchema): the row without `draft`, which says only
 * when a shift was published, and every shift on the page is.
 */
const { draft: _publishedAt, ...pageShiftColumns } = shiftColumns;

/** The event's published shifts, as members see them. */
export function publishedEventShifts(db: Executor, orgId: Id, eventId: Id) {
  return db
    .select(pageShiftColumns)
    .from(shifts)
    .where(and(ofEvent(orgId, eventId), isNotNull(shifts.draft)))
    .orderBy(...rotaOrder);
}

/** The event's requests (only `personId`'s when given): outstanding first, oldest first. */
export function eventRequests(db: Executor, orgId: Id, eventId: Id, personId?: Id) {
  return db
    .select(requestColumns)
    .from(requests)
    .where(
      and(
        inClub(requests, orgId),
        eq(requests.eventId, eventId),
        personId === undefined ? undefined : eq(requests.personId, personId),
      ),
    )
    .orderBy(...requestOrder);
}

/** Outstanding first, oldest first. */
export const requestOrder = [
  sql`${requests.actionedAt} is not null`,
  asc(requests.createdAt),
  asc(requests.id),
];

/** Subqueries of the ids the event's shifts (and requests) name, for the lookups. */
export function idsNamedByEvent(orgId: Id, eventId: Id, publishedOnly: boolean) {
  const published = publishedOnly ? sql` and s.draft is not null` : sql``;
  const named = (column: string) =>
    sql`select s.${sql.raw(column)} from shifts s where ${aliasInClub('s', orgId)} and s.event_id = ${eventId}${published}`;
  return {
    people: sql`${named('person_id')} union select r.person_id from requests r where ${aliasInClub('r', orgId)} and r.event_id = ${eventId}`,
    roles: named('role_id'),
    assignments: named('assignment_id'),
    locations: named('location_id'),
  };
}
