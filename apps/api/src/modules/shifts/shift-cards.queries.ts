import { DASHBOARD_REQUESTS_COUNT_CAP } from '@crewcall/contract';
import { and, asc, eq, gt, isNotNull, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliasInClub, sameClub } from '@/db/club-sql';
import { type JsonField, namedColumns } from '@/db/json-rows';
import { epochMicros } from '@/db/read/club-clock';
import { fixedLimit } from '@/db/read/limits';
import { assignments, events, locations, people, requests, roles, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import type { TenantTable } from '@/modules/collections-engine';
import { notEndedEvents } from '@/modules/events';
import { iso, requestColumns } from './shift-values';

/*
 * The SQL of the dashboard's shift cards (the *.card.ts files beside this one), one
 * statement each, each bounded by a limit and read through an index that holds only what
 * the card lists. Each card builds its statement once (db/reusable-query.ts): drizzle took
 * 0.3-0.6 ms of API CPU to build each of them on every call. Values come as placeholders;
 * limits are written into the SQL (db/read/limits.ts, fixedLimit).
 */

/** A club or person id: a value, or a placeholder filled in on each run. */
type Id = number | Placeholder;

/** `table`'s row of the same club as `owner`'s row, by `column` (the composite keys). */
const joinOn = (owner: TenantTable, table: TenantTable, column: AnyPgColumn) =>
  and(eq(table.organisationId, owner.organisationId), eq(table.id, column));

/** The select's columns, named as their keys when PostgreSQL writes the rows as JSON. */
const columns = <T extends Record<string, JsonField>>(fields: T, named?: boolean) =>
  (named ? namedColumns(fields) : fields) as T;

/**
 * How many outstanding requests the club has for events not yet ended, counted up to
 * DASHBOARD_REQUESTS_COUNT_CAP: stopped there, never by joining every outstanding request.
 * Requests for events that have ended leave the count by themselves (issue 20).
 */
export const outstandingRequestCount = (orgId: Id) =>
  sql<number>`(select count(*)::int from (select 1 from requests r join events e on ${sameClub('e', 'r')} and e.id = r.event_id where ${aliasInClub('r', orgId)} and r.actioned_at is null and e."end" > now() limit ${fixedLimit(DASHBOARD_REQUESTS_COUNT_CAP)}) outstanding)`;

/** A request's row on the dashboard: from the rows joined, not a lookup of their own. */
const dashboardRequestColumns = {
  ...requestColumns,
  person_name: sql<string>`coalesce(${people.name}, '')`,
  series: events.seriesId,
  person_avatar: people.avatar,
  event_name: events.name,
  event_start: iso(events.start),
};

/** = ORDER BY of the dashboard's request lists: by the event's start, then oldest first. */
const requestListOrder = [
  asc(events.start),
  asc(events.id),
  asc(requests.createdAt),
  asc(requests.id),
];
/** The same, by the names jsonRowsOf sees (ISO moments in UTC sort as their moments). */
export const requestJsonOrder = '"event_start", "event", "created", "id"';

/**
 * The club's first `limit` outstanding requests for events not yet ended, by the event's
 * start (then oldest first), with the requester and the event (`named`: columns named for
 * jsonRowsOf). The events first: those not ended, in start order, until `limit` have an
 * outstanding request (notEndedEvents, a probe of the event's requests each); then only
 * their outstanding requests are joined. A request for an event that has ended leaves the
 * card by itself.
 */
export function outstandingRequests(
  db: Executor,
  orgId: Id,
  o: { limit: number; named?: boolean },
) {
  const hasOutstanding = sql`exists (select 1 from requests r where ${sameClub('r', events)} and r.event_id = "events"."id" and r.actioned_at is null)`;
  const page = notEndedEvents(db, orgId, hasOutstanding, o.limit);
  return db
    .select(columns(dashboardRequestColumns, o.named))
    .from(requests)
    .innerJoin(events, joinOn(requests, events, requests.eventId))
    .innerJoin(page, eq(page.id, events.id))
    .innerJoin(people, joinOn(requests, people, requests.personId))
    .where(and(inClub(requests, orgId), isNull(requests.actionedAt)))
    .orderBy(...requestListOrder)
    .limit(fixedLimit(o.limit));
}

/**
 * A person's first `limit` pending or declined requests for events not yet ended, by the
 * event's start, with their event: what the member's Pending requests card shows (a
 * declined one with its reason, until the event is over). A person's requests are few:
 * read through the (club, person) prefix of the unique slot index, joined, sorted; not
 * counted (the card shows no total).
 */
export function personOutstandingRequests(
  db: Executor,
  orgId: Id,
  personId: Id,
  limit: number,
  named?: boolean,
) {
  return db
    .select(columns(dashboardRequestColumns, named))
    .from(requests)
    .innerJoin(people, joinOn(requests, people, requests.personId))
    .innerJoin(events, joinOn(requests, events, requests.eventId))
    .where(
      and(
        inClub(requests, orgId),
        eq(requests.personId, personId),
        sql`(${requests.actionedAt} is null or ${requests.status} = 'declined')`,
        gt(events.end, sql`now()`),
      ),
    )
    .orderBy(...requestListOrder)
    .limit(fixedLimit(limit));
}

/**
 * Events not yet over with saved but unpublished shifts, soonest first: events are read
 * in order until `limit` have one (a probe of the partial index of unpublished shifts
 * each), then only those are counted; never every unpublished shift of the club.
 */
export function unpublishedEvents(db: Executor, orgId: Id, limit: number) {
  const unpublished = (count: SQL) =>
    sql`(select ${count} from shifts s where ${sameClub('s', events)} and s.event_id = "events"."id" and s.draft is null)`;
  const page = notEndedEvents(db, orgId, sql`exists ${unpublished(sql`1`)}`, limit);
  return db
    .select({
      id: events.id,
      name: events.name,
      start: iso(events.start),
      unpublished: sql<number>`${unpublished(sql`count(*)::int`)}`.mapWith(Number),
      // when it leaves the card (db/read/kept-cards.ts)
      endUs: epochMicros(events.end),
    })
    .from(events)
    .innerJoin(page, eq(page.id, events.id))
    .where(inClub(events, orgId))
    .orderBy(asc(events.start), asc(events.id));
}

/**
 * The person's published shifts not yet ended, by start, with the names a row shows: the
 * page of ids first, from the shifts alone, and only its rows joined (a shared plan
 * otherwise joined every upcoming shift of the person before sorting).
 */
export function upcomingShifts(
  db: Executor,
  orgId: Id,
  personId: Id,
  limit: number,
  named?: boolean,
) {
  const page = db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        inClub(shifts, orgId),
        eq(shifts.personId, personId),
        isNotNull(shifts.draft),
        gt(shifts.end, sql`now()`),
      ),
    )
    .orderBy(asc(shifts.start), asc(shifts.id))
    .limit(fixedLimit(limit))
    .as('page');
  return db
    .select(
      columns(
        {
          id: shifts.id,
          event: shifts.eventId,
          event_name: events.name,
          start: iso(shifts.start),
          end: iso(shifts.end),
          role_name: roles.name,
          assignment_name: assignments.name,
          location_name: locations.name,
        },
        named,
      ),
    )
    .from(shifts)
    .innerJoin(page, eq(page.id, shifts.id))
    .innerJoin(events, joinOn(shifts, events, shifts.eventId))
    .leftJoin(roles, joinOn(shifts, roles, shifts.roleId))
    .leftJoin(assignments, joinOn(shifts, assignments, shifts.assignmentId))
    .leftJoin(locations, joinOn(shifts, locations, shifts.locationId))
    .where(inClub(shifts, orgId))
    .orderBy(asc(shifts.start), asc(shifts.id));
}
