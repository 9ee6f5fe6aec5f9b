import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliasInClub } from '@/db/club-sql';
import { assignments, events, locations, roles } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import { effectiveEventColor, unfilledShiftCount, unfilledShiftCountFor } from '@/modules/events';
import { iso } from './shift-values';
import type { Id } from './shifts-read.queries';

/*
 * The rows the shift screens show beside shifts and requests: the event, people by name,
 * and the club's roles, assignments and locations. Each one statement.
 */

/** An event row as the events collection answers it (EventRowSchema). */
export const eventColumns = {
  id: events.id,
  name: events.name,
  details: events.details,
  start: iso(events.start),
  end: iso(events.end),
  color: effectiveEventColor,
  own_color: sql<string>`coalesce(${events.color}, '')`,
  location: events.locationId,
  eventtype: events.eventTypeId,
  series: events.seriesId,
  public: events.public,
  empty: unfilledShiftCount,
};

/**
 * The event with the names its page shows; `empty` as `admin` or a member is told of it
 * (members only of published open shifts).
 */
export function findEventForPage(db: Executor, orgId: Id, eventId: Id, admin: boolean) {
  return db
    .select({
      ...eventColumns,
      empty: unfilledShiftCountFor(admin),
      location_name: sql<
        string | null
      >`(select l.name from locations l where ${aliasInClub('l', orgId)} and l.id = "events"."location_id")`,
      series_name: sql<
        string | null
      >`(select s.name from series s where ${aliasInClub('s', orgId)} and s.id = "events"."series_id")`,
    })
    .from(events)
    .where(and(inClub(events, orgId), eq(events.id, eventId)));
}

export type Lookup = {
  kind: 'roles' | 'assignments' | 'locations';
  id: number;
  name: string;
  order: number;
};

/**
 * Roles, assignments and locations in one statement: all of the club's, or (`used`) only
 * those named by the ids a subquery gives per kind.
 */
export function lookups(
  db: Executor,
  orgId: Id,
  used?: { roles: SQL; assignments: SQL; locations: SQL },
) {
  const only = (column: AnyPgColumn, ids?: SQL) => (ids ? sql` and ${column} in (${ids})` : sql``);
  return db
    .select({
      kind: sql<Lookup['kind']>`'roles'`.as('kind'),
      id: roles.id,
      name: roles.name,
      order: roles.order,
    })
    .from(roles)
    .where(sql`${inClub(roles, orgId)}${only(roles.id, used?.roles)}`)
    .unionAll(
      db
        .select({
          kind: sql<Lookup['kind']>`'assignments'`.as('kind'),
          id: assignments.id,
          name: assignments.name,
          order: assignments.order,
        })
        .from(assignments)
        .where(sql`${inClub(assignments, orgId)}${only(assignments.id, used?.assignments)}`),
    )
    .unionAll(
      db
        .select({
          kind: sql<Lookup['kind']>`'locations'`.as('kind'),
          id: locations.id,
          name: locations.name,
          order: sql<number>`0`.as('order'),
        })
        .from(locations)
        .where(sql`${inClub(locations, orgId)}${only(locations.id, used?.locations)}`),
    )
    .orderBy(asc(sql`1`), asc(sql`4`), asc(sql`3`)) as unknown as Promise<Lookup[]>;
}

/** Lookups keyed by kind and id, as `results` carries them. */
export function keyLookups(rows: Lookup[]) {
  const out = { roles: {}, assignments: {}, locations: {} } as Record<
    Lookup['kind'],
    Record<string, { id: number; name: string; order?: number }>
  >;
  for (const { kind, id, name, order } of rows) {
    out[kind][String(id)] = kind === 'locations' ? { id, name } : { id, name, order };
  }
  return out;
}
