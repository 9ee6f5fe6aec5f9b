import {
  HOURS_SORT_KEYS,
  type HoursPage,
  type HoursQuery,
  isIsoDate,
  type RecordHours,
  TIMESHEETS_OFF_MESSAGE,
} from '@crewcall/contract';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { clubTimeZone, dateIn, dayAfter, dayStart } from '@/db/read/club-time';
import { reusableQueriesByShape } from '@/db/reusable-query';
import { fieldError, forbidden, notFound } from '@/lib/http-errors';
import { rawJson } from '@/lib/json-text';
import type { Reader } from '@/modules/collections-engine';
import {
  type HoursFilter,
  hoursPage,
  hoursPageIds,
  hoursRowsOf,
  hoursTotals,
  recordHoursJsonStatement,
  sortColumns,
} from './hours-list.queries';
import { hoursTotalsCache, shiftsVersion, totalsStillHold } from './totals-cache';

const DEFAULT_PAGE = 10;
const NOT_NULL_KEYS = new Set(['start', 'end']);

/** The parts of the club the hours calls look at. */
export type HoursClub = { id: number; featureTimesheets: boolean; timeZone: string };

/** Keys on the shift's own columns; the others are looked-up names. */
const SHIFT_KEYS = new Set(['start', 'end', 'actual_start', 'actual_end', 'hours']);

/** The keys of `sort=-start,person_name`; unknown keys are a 400 on `sort`. */
function sortKeys(sort: string | undefined): string[] {
  const keys = (sort ?? '-start').split(',').filter(Boolean);
  for (const key of keys) {
    const name = key.replace(/^-/, '');
    if (!(HOURS_SORT_KEYS as readonly string[]).includes(name))
      throw fieldError('sort', `Cannot sort by '${name}'. Use ${HOURS_SORT_KEYS.join(', ')}.`);
  }
  return keys;
}

/** Sort keys as ORDER BY terms, and whether one reads a looked-up name. */
function orderBy(keys: string[]): { terms: SQL[]; byNames: boolean } {
  let byNames = false;
  const terms = keys.map((key) => {
    const name = key.replace(/^-/, '');
    if (!SHIFT_KEYS.has(name)) byNames = true;
    const column = sortColumns[name] as SQL;
    const ordered = key.startsWith('-') ? desc(column) : asc(column);
    // Empty values last; scheduled times are never empty, and leaving them plain lets
    // the (club, start) index hand over the page in order (no sort of the whole period).
    return NOT_NULL_KEYS.has(name) ? ordered : sql`${ordered} nulls last`;
  });
  return { terms, byNames };
}

/**
 * What a list filters on, as values. `start`/`end` as asked: a date is a whole day in
 * `tz` (the end day included); a moment is kept as its ISO text in UTC.
 */
type FilterValues = {
  orgId: number;
  personId?: number;
  eventId?: number;
  roleId?: number;
  start?: string;
  end?: string;
  tz: string;
  publishedOnly: boolean;
};

const moment = (v: string | undefined) =>
  v === undefined || v === '' || isIsoDate(v) ? v || undefined : new Date(v).toISOString();

/**
 * The filter in SQL with its values written in (`placeholders` off: the totals, on a
 * miss) or as placeholders filled on each run (the page's statement, built once per shape).
 */
function filterOf(v: FilterValues, placeholders: boolean): HoursFilter {
  const value = <K extends keyof FilterValues>(key: K) =>
    (placeholders ? sql.placeholder(key) : v[key]) as Exclude<FilterValues[K], undefined>;
  const given = <K extends 'personId' | 'eventId' | 'roleId'>(key: K) =>
    v[key] === undefined ? undefined : value(key);
  const bound = (edge: 'start' | 'end') => {
    const at = v[edge];
    if (at === undefined) return undefined;
    if (!isIsoDate(at)) return sql`${value(edge)}::timestamptz`;
    return edge === 'start'
      ? dayStart(value(edge), value('tz'))
      : dayAfter(value(edge), value('tz'));
  };
  return {
    orgId: value('orgId'),
    personId: given('personId'),
    eventId: given('eventId'),
    roleId: given('roleId'),
    from: bound('start'),
    to: bound('end'),
    publishedOnly: v.publishedOnly,
  };
}

/** A filter's cache key within its club: everything `filterOf` reads. */
const filterKey = (v: FilterValues) =>
  JSON.stringify([v.personId, v.eventId, v.roleId, v.publishedOnly, v.start, v.end, v.tz]);

/** The totals of a filter: cached per club shifts version (totals-cache.ts), else counted. */
async function totalsOf(db: Db, v: FilterValues, version: number) {
  const cacheKey = `${v.orgId}:${version}:${filterKey(v)}`;
  const cached = hoursTotalsCache.get(cacheKey);
  if (cached && totalsStillHold(cached)) return cached;
  const totals = await hoursTotals(db, filterOf(v, false));
  hoursTotalsCache.set(cacheKey, totals);
  return totals;
}

type PageRow = Awaited<ReturnType<typeof hoursPage>>[number];
type PageId = Awaited<ReturnType<typeof hoursPageIds>>[number];

/** Statements kept per shape of call; past 500 the least used go. */
const pageStatement = reusableQueriesByShape<PageRow[]>(500);
const pageIdsStatement = reusableQueriesByShape<PageId[]>(500);
const rowsOfStatement = reusableQueriesByShape<PageRow[]>(500);

/**
 * Orders the page's ids are picked in without the rows' names, in a statement of their
 * own: a page, not every row; no looked-up name; not the scheduled start, which the
 * (club, start) and person indexes hand over in order whatever the period.
 */
const picksIdsAlone = (keys: string[], limit: number | null) =>
  limit !== null &&
  keys.some((key) => key.replace(/^-/, '') !== 'start') &&
  keys.every((key) => SHIFT_KEYS.has(key.replace(/^-/, '')));

type PageOptions = { keys: string[]; limit: number | null; offset: number; actuals: boolean };

/**
 * One page of a list, its statements built into SQL once per shape of call (which
 * filters, the kind of each period bound, the sort, the page size, the actual columns
 * shown), with the filter values, the page size and the offset as placeholders: drizzle
 * took more API time writing the page's joins on every call than anything else the call
 * does.
 *
 * The page size stays a placeholder on purpose: a `limit $n` keeps PostgreSQL planning
 * the pick of the page for each call's values, and the best plan depends on them (a year
 * by hours walks the hours index; a generic plan, blind to the period, sorted the year's
 * 17,000 shifts: 0.3 -> 4-8 ms). But planning the page with its five lookups joined cost
 * ~2.3 ms of database CPU on every call; so an order on the shift's own columns picks
 * the ids alone (one table: ~0.15 ms to plan), then reads those rows with their names by
 * a statement whose plan PostgreSQL keeps. Ordered by start, the page's plan suits every
 * period, is kept, and one statement does it all.
 */
function runPage(db: Db, v: FilterValues, o: PageOptions): Promise<PageRow[]> {
  const kind = (at: string | undefined) => (at === undefined ? 0 : isIsoDate(at) ? 'day' : 'at');
  const shape = JSON.stringify([
    o.keys,
    o.limit === null,
    o.actuals,
    v.personId !== undefined,
    v.eventId !== undefined,
    v.roleId !== undefined,
    kind(v.start),
    kind(v.end),
    v.publishedOnly,
  ]);
  return picksIdsAlone(o.keys, o.limit) ? pickThenRead(db, v, o, shape) : onePage(db, v, o, shape);
}

/** The page in one statement (hoursPage). */
function onePage(db: Db, v: FilterValues, o: PageOptions, shape: string) {
  const run = pageStatement(shape, (qdb) => {
    const { terms, byNames } = orderBy(o.keys);
    return hoursPage(qdb, filterOf(v, true), {
      orderBy: terms,
      byNames,
      limit: o.limit === null ? null : (sql.placeholder('limit') as unknown as number),
      offset: sql.placeholder('offset') as unknown as number,
      actuals: o.actuals,
    });
  });
  return run(db, { ...v, limit: o.limit, offset: o.offset });
}

/** The page's ids (hoursPageIds), then their rows with names (hoursRowsOf). */
async function pickThenRead(db: Db, v: FilterValues, o: PageOptions, shape: string) {
  const pick = pageIdsStatement(shape, (qdb) =>
    hoursPageIds(qdb, filterOf(v, true), {
      orderBy: orderBy(o.keys).terms,
      limit: sql.placeholder('limit') as unknown as number,
      offset: sql.placeholder('offset') as unknown as number,
    }),
  );
  const ids = (await pick(db, { ...v, limit: o.limit, offset: o.offset })).map((row) => row.id);
  if (ids.length === 0) return [];
  const rowsOf = rowsOfStatement(JSON.stringify([o.keys, o.actuals]), (qdb) =>
    hoursRowsOf(qdb, {
      orgId: sql.placeholder('orgId'),
      ids: sql.placeholder('ids'),
      orderBy: orderBy(o.keys).terms,
      actuals: o.actuals,
    }),
  );
  return rowsOf(db, { orgId: v.orgId, ids });
}

async function pageOf(
  db: Db,
  v: FilterValues,
  q: HoursQuery,
  actuals: boolean,
): Promise<HoursPage> {
  const limit = q.limit === 'all' || q.limit === 0 ? null : (q.limit ?? DEFAULT_PAGE);
  const keys = sortKeys(q.sort);
  // Sent together: the club's shifts version and the page; the totals of everything that
  // matches only when this version's are not cached (a statement more after a write),
  // read once the version is known, beside the rest of the page.
  const totalsRead = shiftsVersion(db, v.orgId).then((version) => totalsOf(db, v, version));
  const [rows, totals] = await Promise.all([
    runPage(db, v, { keys, limit, offset: q.offset ?? 0, actuals }),
    totalsRead,
  ]);
  return {
    results: { shifts: Object.fromEntries(rows.map((row) => [String(row.id), row])) },
    ids: rows.map((row) => row.id),
    count: totals.count,
    totals: actuals
      ? { hours: totals.hours, timed: totals.timed, untimed: totals.untimed }
      : { hours: 0, timed: 0, untimed: 0 },
    timesheets: actuals,
  } as HoursPage;
}

/** `GET /api/timesheets` (admin): every shift of the period; refused while the feature is off. */
export function listTimesheets(db: Db, o: { club: HoursClub; query: HoursQuery }) {
  if (!o.club.featureTimesheets) throw forbidden(TIMESHEETS_OFF_MESSAGE);
  const values: FilterValues = {
    orgId: o.club.id,
    personId: o.query.person,
    eventId: o.query.event,
    roleId: o.query.role,
    start: moment(o.query.start),
    end: moment(o.query.end),
    tz: clubTimeZone(o.club, o.query.tz),
    publishedOnly: false,
  };
  return pageOf(db, values, o.query, true);
}

/**
 * `GET /api/people/{id}/shifts`: a person's shifts for the Shifts tab. Members only their
 * own (someone else's answers 404: their shifts are not a member's business); the actual
 * columns only while timesheets are on.
 */
export function listPersonShifts(
  db: Db,
  o: { club: HoursClub; reader: Reader; personId: number; query: HoursQuery },
) {
  const admin = o.reader.role === 'admin';
  if (!admin && o.personId !== o.reader.id) throw notFound();
  const values: FilterValues = {
    orgId: o.club.id,
    personId: o.personId,
    eventId: o.query.event,
    roleId: o.query.role,
    start: moment(o.query.start),
    end: moment(o.query.end),
    tz: clubTimeZone(o.club, o.query.tz),
    publishedOnly: !admin,
  };
  return pageOf(db, values, o.query, o.club.featureTimesheets);
}

/**
 * The dashboard's Record Hours card: the caller's list (one statement, built once);
 * `tz` is the club's (clubTimeZone).
 */
export async function listRecordHours(
  db: Db,
  o: { orgId: number; reader: Reader; tz: string },
): Promise<RecordHours> {
  const { tz } = o;
  const today = dateIn(tz);
  const [rows] = await recordHoursJsonStatement(db, {
    orgId: o.orgId,
    personId: o.reader.id,
    today,
    tz,
  });
  // The rows come as JSON text written by PostgreSQL: callers send them as they are
  // (stringifyWithRaw, lib/json-text.ts).
  return { today, shifts: rawJson<RecordHours['shifts']>(rows.body) };
}
