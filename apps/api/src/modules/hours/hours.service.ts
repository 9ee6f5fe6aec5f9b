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
import { fieldError, forbidden, notFound } from '@/lib/http-errors';
import type { Reader } from '@/modules/collections-engine';
import {
  type HoursFilter,
  hoursPage,
  hoursTotals,
  recordHoursStatement,
  sortColumns,
} from './hours-list.queries';
import { checkedTimeZone, dateIn, dayAfter, dayStart } from './time-zone';
import { hoursTotalsCache, shiftsVersion } from './totals-cache';

const DEFAULT_PAGE = 10;
const NOT_NULL_KEYS = new Set(['start', 'end']);

/** The parts of the club the hours calls look at. */
export type HoursClub = { id: number; featureTimesheets: boolean };

/** Keys on the shift's own columns; the others are looked-up names. */
const SHIFT_KEYS = new Set(['start', 'end', 'actual_start', 'actual_end', 'hours']);

/**
 * `sort=-start,person_name` as ORDER BY terms, and whether one reads a looked-up name;
 * unknown keys are a 400 on `sort`.
 */
function orderBy(sort: string | undefined): { terms: SQL[]; byNames: boolean } {
  const keys = (sort ?? '-start').split(',').filter(Boolean);
  let byNames = false;
  const terms = keys.map((key) => {
    const name = key.replace(/^-/, '');
    if (!(HOURS_SORT_KEYS as readonly string[]).includes(name))
      throw fieldError('sort', `Cannot sort by '${name}'. Use ${HOURS_SORT_KEYS.join(', ')}.`);
    if (!SHIFT_KEYS.has(name)) byNames = true;
    const column = sortColumns[name] as SQL;
    const ordered = key.startsWith('-') ? desc(column) : asc(column);
    // Empty values last; scheduled times are never empty, and leaving them plain lets
    // the (club, start) index hand over the page in order (no sort of the whole period).
    return NOT_NULL_KEYS.has(name) ? ordered : sql`${ordered} nulls last`;
  });
  return { terms, byNames };
}

/** `start`/`end` of the query: a date is a whole day in `tz` (the end day included). */
function period(q: HoursQuery, tz: string) {
  const bound = (v: string | undefined, edge: 'start' | 'end') => {
    if (!v) return undefined;
    if (isIsoDate(v)) return edge === 'start' ? dayStart(v, tz) : dayAfter(v, tz);
    return sql`${new Date(v).toISOString()}::timestamptz`;
  };
  return { from: bound(q.start, 'start'), to: bound(q.end, 'end') };
}

/**
 * A filter's cache key within its club: what `filterConditions` reads (the period as
 * asked, and the time zone its dates are days of).
 */
const filterKey = (f: HoursFilter, q: HoursQuery, tz: string) =>
  JSON.stringify([f.personId, f.eventId, f.roleId, f.publishedOnly, q.start, q.end, tz]);

/** The totals of `filter`: cached per club shifts version (totals-cache.ts), else counted. */
async function totalsOf(db: Db, filter: HoursFilter, key: string, version: number) {
  const cacheKey = `${filter.orgId}:${version}:${key}`;
  const cached = hoursTotalsCache.get(cacheKey);
  if (cached) return cached;
  const totals = await hoursTotals(db, filter);
  hoursTotalsCache.set(cacheKey, totals);
  return totals;
}

async function pageOf(
  db: Db,
  filter: HoursFilter,
  q: HoursQuery,
  o: { actuals: boolean; key: string },
): Promise<HoursPage> {
  const { actuals } = o;
  const limit = q.limit === 'all' || q.limit === 0 ? null : (q.limit ?? DEFAULT_PAGE);
  // Sent together: the club's shifts version and the page; the totals of everything that
  // matches only when this version's are not cached (a statement more after a write).
  const { terms, byNames } = orderBy(q.sort);
  const [version, rows] = await Promise.all([
    shiftsVersion(db, filter.orgId),
    hoursPage(db, filter, { orderBy: terms, byNames, limit, offset: q.offset ?? 0, actuals }),
  ]);
  const totals = await totalsOf(db, filter, o.key, version);
  return {
    results: { shifts: Object.fromEntries(rows.map((row) => [String(row.id), row])) },
    ids: rows.map((row) => row.id),
    count: totals.count,
    totals: actuals ? { hours: totals.hours, timed: totals.timed } : { hours: 0, timed: 0 },
    timesheets: actuals,
  } as HoursPage;
}

/** `GET /api/timesheets` (admin): every shift of the period; refused while the feature is off. */
export function listTimesheets(db: Db, o: { club: HoursClub; query: HoursQuery }) {
  if (!o.club.featureTimesheets) throw forbidden(TIMESHEETS_OFF_MESSAGE);
  const tz = checkedTimeZone(o.query.tz);
  const filter: HoursFilter = {
    orgId: o.club.id,
    personId: o.query.person,
    eventId: o.query.event,
    roleId: o.query.role,
    ...period(o.query, tz),
    publishedOnly: false,
  };
  return pageOf(db, filter, o.query, { actuals: true, key: filterKey(filter, o.query, tz) });
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
  const tz = checkedTimeZone(o.query.tz);
  const filter: HoursFilter = {
    orgId: o.club.id,
    personId: o.personId,
    eventId: o.query.event,
    roleId: o.query.role,
    ...period(o.query, tz),
    publishedOnly: !admin,
  };
  return pageOf(db, filter, o.query, {
    actuals: o.club.featureTimesheets,
    key: filterKey(filter, o.query, tz),
  });
}

/** `GET /api/hours/record`: the caller's Record Hours list (one statement, built once). */
export async function listRecordHours(
  db: Db,
  o: { orgId: number; reader: Reader; tz?: string },
): Promise<RecordHours> {
  const tz = checkedTimeZone(o.tz);
  const today = dateIn(tz);
  const shifts = await recordHoursStatement(db, {
    orgId: o.orgId,
    personId: o.reader.id,
    today,
    tz,
  });
  return { today, shifts } as RecordHours;
}
