import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { assignments, events, locations, people, requests, roles, shifts } from '@/db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inClub } from '@/db/scope';
import type { TenantTable } from '@/modules/collections-engine';
import type { Executor } from '@/lib/postgres';
import { iso, requestColumns } from './shift-values';

/*
 * The dashboard's shift cards, one statement each, each bounded by a limit and read
 * through an index that holds only what the card lists.
 */

/** `table`'s row of the same club as `owner`'s row, by `column` (the composite keys). */
const joinOn = (owner: TenantTable, table: TenantTable, column: AnyPgColumn) =>
  and(eq(table.organisationId, owner.organisationId), eq(table.id, column));

/**
 * The first `limit` outstanding requests (all, or one person's), oldest first, with the
 * requester and the event, read in order from the partial index of outstanding requests
 * and stopped at the limit; `total` counts them all once (an index-only count), never by
 * joining every outstanding request.
 */
export function outstandingRequests(
  db: Executor,
  orgId: number,
  o: { limit: number; personId?: number },
) {
  const ofPerson = o.personId === undefined ? sql`` : sql` and r.person_id = ${o.personId}`;
  // The page first, from the requests alone; only its rows are joined.
  const page = db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        inClub(requests, orgId),
        isNull(requests.actionedAt),
        o.personId === undefined ? undefined : eq(requests.personId, o.personId),
      ),
    )
    .orderBy(asc(requests.createdAt), asc(requests.id))
    .limit(o.limit)
    .as('page');
  return db
    .select({
      ...requestColumns,
      person_avatar: people.avatar,
      event_name: events.name,
      event_start: iso(events.start),
      total:
        sql<number>`(select count(*)::int from requests r where r.organisation_id = ${orgId} and r.actioned_at is null${ofPerson})`.mapWith(
          Number,
        ),
    })
    .from(requests)
    .innerJoin(page, eq(page.id, requests.id))
    .innerJoin(people, joinOn(requests, people, requests.personId))
    .innerJoin(events, joinOn(requests, events, requests.eventId))
    .where(inClub(requests, orgId))
    .orderBy(asc(requests.createdAt), asc(requests.id));
}

/**
 * Events not yet over with saved but unpublished shifts, from the partial index of
 * unpublished shifts (only those rows, however many shifts the club has).
 */
export function unpublishedEvents(db: Executor, orgId: number, limit: number) {
  return db
    .select({
      id: events.id,
      name: events.name,
      start: iso(events.start),
      unpublished: sql<number>`count(*)::int`,
    })
    .from(shifts)
    .innerJoin(events, joinOn(shifts, events, shifts.eventId))
    .where(and(inClub(shifts, orgId), isNull(shifts.draft), gt(events.end, sql`now()`)))
    .groupBy(events.id, events.name, events.start)
    .orderBy(asc(events.start), asc(events.id))
    .limit(limit);
}

/** The person's published shifts not yet ended, by start, with the names a row shows. */
export function upcomingShifts(db: Executor, orgId: number, personId: number, limit: number) {
  return db
    .select({
      id: shifts.id,
      event: shifts.eventId,
      event_name: events.name,
      start: iso(shifts.start),
      end: iso(shifts.end),
      role_name: roles.name,
      assignment_name: assignments.name,
      location_name: locations.name,
    })
    .from(shifts)
    .innerJoin(events, joinOn(shifts, events, shifts.eventId))
    .leftJoin(roles, joinOn(shifts, roles, shifts.roleId))
    .leftJoin(assignments, joinOn(shifts, assignments, shifts.assignmentId))
    .leftJoin(locations, joinOn(shifts, locations, shifts.locationId))
    .where(
      and(
        inClub(shifts, orgId),
        eq(shifts.personId, personId),
        isNotNull(shifts.draft),
        gt(shifts.end, sql`now()`),
      ),
    )
    .orderBy(asc(shifts.start), asc(shifts.id))
    .limit(limit);
}
