import { RECORD_HOURS_LIMIT } from '@crewcall/contract';
import {
  and,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { jsonRowsStatement, namedColumns } from '@/db/json-rows';
import { dayAfter, dayStart, iso, isoOrNull } from '@/db/read/club-time';
import { reusableSql } from '@/db/reusable-query';
import { assignments, events, locations, people, roles, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import type { TenantTable } from '@/modules/collections-engine';

/*
 * The hours lists (timesheets, a person's Shifts tab, Record Hours): shifts with the
 * names their rows show, one statement per page and one for the totals of the whole
 * filtered set.
 */

/** `table`'s row of the same club as the shift, by `column` (the composite keys). */
const sameClub = (table: TenantTable, column: AnyPgColumn) =>
  and(eq(table.organisationId, shifts.organisationId), eq(table.id, column));

/** An id: a value, or a placeholder filled in on each run. */
type Id = number | Placeholder;

/** Which shifts a list holds. `from`/`to` bound the scheduled start ([from, to)). */
export type HoursFilter = {
  orgId: Id;
  personId?: Id;
  eventId?: Id;
  roleId?: Id;
  from?: SQL;
  to?: SQL;
  /** Members see published shifts only. */
  publishedOnly: boolean;
};

const filterConditions = (f: HoursFilter) =>
  and(
    inClub(shifts, f.orgId),
    f.personId === undefined ? undefined : eq(shifts.personId, f.personId),
    f.eventId === undefined ? undefined : eq(shifts.eventId, f.eventId),
    f.roleId === undefined ? undefined : eq(shifts.roleId, f.roleId),
    f.from === undefined ? undefined : gte(shifts.start, f.from),
    f.to === undefined ? undefined : lt(shifts.start, f.to),
    f.publishedOnly ? isNotNull(shifts.draft) : undefined,
  );

/** The sortable keys of HOURS_SORT_KEYS, as SQL (names case-insensitively, spec 4). */
export const sortColumns: Record<string, SQL | AnyPgColumn> = {
  start: shifts.start,
  end: shifts.end,
  actual_start: shifts.actualStart,
  actual_end: shifts.actualEnd,
  hours: shifts.hours,
  event_name: sql`lower(${events.name})`,
  person_name: sql`lower(${people.name})`,
  role_name: sql`lower(${roles.name})`,
  assignment_name: sql`lower(${assignments.name})`,
};

/** A row of HoursRowSchema; the actual columns null when `actuals` is off. */
function rowColumns(actuals: boolean) {
  const hidden = sql<null>`null`;
  return {
    id: shifts.id,
    event: shifts.eventId,
    event_name: events.name,
    person: shifts.personId,
    person_name: people.name,
    role: shifts.roleId,
    role_name: roles.name,
    assignment: shifts.assignmentId,
    assignment_name: assignments.name,
    location: shifts.locationId,
    location_name: locations.name,
    start: iso(shifts.start),
    end: iso(shifts.end),
    actual_start: actuals ? isoOrNull(shifts.actualStart) : hidden,
    actual_end: actuals ? isoOrNull(shifts.actualEnd) : hidden,
    hours: actuals ? shifts.hours : hidden,
    published: sql<boolean>`${shifts.draft} is not null`,
  };
}

/** The lookups a row shows, joined on the club (the composite keys). */
function withNames<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(events, sameClub(events, shifts.eventId))
    .leftJoin(people, sameClub(people, shifts.personId))
    .leftJoin(roles, sameClub(roles, shifts.roleId))
    .leftJoin(assignments, sameClub(assignments, shifts.assignmentId))
    .leftJoin(locations, sameClub(locations, shifts.locationId));
}

/** `named`: columns named as their keys, for rows PostgreSQL writes as JSON (jsonRowsOf). */
function rowsWhere(db: Executor, where: SQL | undefined, actuals: boolean, named = false) {
  const columns = named ? namedColumns(rowColumns(actuals)) : rowColumns(actuals);
  return withNames(
    db
      .select(columns as ReturnType<typeof rowColumns>)
      .from(shifts)
      .$dynamic(),
  )
    .where(where)
    .$dynamic();
}

/** The order terms of a list: the sort, then ties by id, latest first. */
const inOrder = (orderBy: SQL[]) => [...orderBy, sql`${shifts.id} desc`];

/**
 * One page of a list in the given order (`limit` null: every row), in one statement. A
 * page is picked first, by id, and only its rows are joined and formatted: ordering a
 * year of shifts by hours used to format and join all 17,000 to keep 10. `byNames`: the
 * order reads a looked-up name, so the page's pick joins the lookups too.
 */
export function hoursPage(
  db: Executor,
  f: HoursFilter,
  o: { orderBy: SQL[]; byNames: boolean; limit: number | null; offset: number; actuals: boolean },
) {
  const where = filterConditions(f);
  const order = inOrder(o.orderBy);
  if (o.limit === null)
    return rowsWhere(db, where, o.actuals)
      .orderBy(...order)
      .offset(o.offset);
  const pick = db.select({ id: shifts.id }).from(shifts).$dynamic();
  const page = (o.byNames ? withNames(pick) : pick)
    .where(where)
    .orderBy(...order)
    .limit(o.limit)
    .offset(o.offset)
    .as('page');
  return rowsWhere(db, inClub(shifts, f.orgId), o.actuals)
    .innerJoin(page, eq(page.id, shifts.id))
    .orderBy(...order);
}

/**
 * The ids of one page, in order, from the shifts alone (an order on the shift's own
 * columns): a statement of one table, cheap for PostgreSQL to plan for each call's values.
 */
export function hoursPageIds(
  db: Executor,
  f: HoursFilter,
  o: { orderBy: SQL[]; limit: number; offset: number },
) {
  return db
    .select({ id: shifts.id })
    .from(shifts)
    .where(filterConditions(f))
    .orderBy(...inOrder(o.orderBy))
    .limit(o.limit)
    .offset(o.offset);
}

/**
 * The rows of a page picked by hoursPageIds (`ids`: an array of ids), with their names,
 * in the same order. Its plan does not depend on the values, so PostgreSQL keeps one.
 */
export function hoursRowsOf(
  db: Executor,
  o: { orgId: Id; ids: Placeholder; orderBy: SQL[]; actuals: boolean },
) {
  const where = and(inClub(shifts, o.orgId), sql`${shifts.id} = any(${o.ids}::int[])`);
  return rowsWhere(db, where, o.actuals).orderBy(...inOrder(o.orderBy));
}

/**
 * How many shifts match, their hours summed (exact numeric), how many have hours, how
 * many have ended without hours (`untimed`), and when that count next changes on its own
 * (`untimedChangesAt`: the earliest end still ahead of a shift without hours, ms; null
 * when none), so a cached count is not kept past it.
 */
export async function hoursTotals(db: Executor, f: HoursFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      hours: sql<number>`coalesce(sum(${shifts.hours}), 0)`.mapWith(Number),
      timed: sql<number>`count(${shifts.hours})::int`,
      untimed: sql<number>`(count(*) filter (where ${shifts.hours} is null and ${shifts.end} < now()))::int`,
      untimedChangesAt: sql<
        number | null
      >`(extract(epoch from min(${shifts.end}) filter (where ${shifts.hours} is null and ${shifts.end} >= now())) * 1000)::float8`.mapWith(
        Number,
      ),
    })
    .from(shifts)
    .where(filterConditions(f));
  return row ?? { count: 0, hours: 0, timed: 0, untimed: 0, untimedChangesAt: null };
}

/**
 * Record Hours: the person's published shifts overlapping `today` in `tz` (they start or
 * end today, or span it), or ended without an actual end; latest first.
 */
export function recordHoursRows(
  db: Executor,
  o: {
    orgId: number | Placeholder;
    personId: number | Placeholder;
    today: string | Placeholder;
    tz: string | Placeholder;
    limit: number;
    actuals: boolean;
    named?: boolean;
  },
) {
  const where = and(
    inClub(shifts, o.orgId),
    eq(shifts.personId, o.personId),
    isNotNull(shifts.draft),
    or(
      and(lt(shifts.start, dayAfter(o.today, o.tz)), gte(shifts.end, dayStart(o.today, o.tz))),
      and(lt(shifts.end, sql`now()`), isNull(shifts.actualEnd)),
    ),
  );
  const order = [sql`${shifts.start} desc`, sql`${shifts.id} desc`];
  // The page of ids first, tested from the person's index alone (it covers end, draft,
  // actual_end: migration 0016), then only its rows joined; the limit written into the
  // SQL, so PostgreSQL keeps one plan (see the shift cards).
  const page = db
    .select({ id: shifts.id })
    .from(shifts)
    .where(where)
    .orderBy(...order)
    .limit(sql.raw(String(Math.trunc(o.limit))) as unknown as number)
    .as('page');
  return rowsWhere(db, inClub(shifts, o.orgId), o.actuals, o.named)
    .innerJoin(page, eq(page.id, shifts.id))
    .orderBy(...order);
}

/**
 * Record Hours as the dashboard runs it: built into SQL once
 * (db/reusable-query.ts), the rows as JSON text written by PostgreSQL (db/json-rows.ts),
 * latest first, which the calls send as they are.
 */
export const recordHoursJsonStatement = reusableSql<
  { orgId: number; personId: number; today: string; tz: string },
  { body: string }
>((db, param) =>
  jsonRowsStatement(
    recordHoursRows(db, {
      orgId: param('orgId'),
      personId: param('personId'),
      today: param('today'),
      tz: param('tz'),
      limit: RECORD_HOURS_LIMIT,
      actuals: true,
      named: true,
    }),
    '"start" desc, "id" desc',
  ),
);
