import { DEFAULT_TIME_ZONE } from '@crewcall/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { isoMoment as iso, isoMomentOrNull as isoOrNull } from '@/db/iso-moment';
import { fieldError } from '@/lib/http-errors';
import { LruMap } from '@/lib/lru-map';

/*
 * Time as the club reads it: its time zone, its days, and moments written as the API
 * writes them. Every read that shows days (the dashboard, hours, availability, the demo
 * data) works in the club's zone (issue 20), so these helpers live with the read layer
 * rather than in the first domain that needed them (they began in modules/hours).
 */

/**
 * A formatter of dates (en-CA writes YYYY-MM-DD) per IANA zone, made once per zone: an
 * Intl.DateTimeFormat costs tens of microseconds to build, and every dashboard or hours
 * call asks for one. Only names Intl accepted are kept; Intl also takes any spelling
 * case of them, so the cache starts again past MAX_ZONES rather than grow without end.
 */
const dateFormats = new LruMap<string, Intl.DateTimeFormat>(1000);

const dateFormat = (zone: string): Intl.DateTimeFormat =>
  dateFormats.getOrSet(
    zone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  );

/**
 * A time zone name (IANA), checked here (Intl knows the same database PostgreSQL reads),
 * so a wrong one is a 400 on `tz`, never an error from the database.
 */
export function checkedTimeZone(tz: string | undefined): string {
  const zone = tz ?? DEFAULT_TIME_ZONE;
  if (dateFormats.get(zone)) return zone;
  try {
    dateFormat(zone);
  } catch {
    throw fieldError('tz', `Unknown time zone '${zone}'.`);
  }
  return zone;
}

/**
 * The zone a read's days are in: the club's, always (issue 20: every time is shown in the
 * club's zone, whatever the browser's), so a member abroad sees the club's "today", and
 * answers kept per club are not split by the readers' zones. `?tz=` is still accepted
 * from clients that send it: an unknown name stays a 400, as before, but it no longer
 * decides anything.
 */
export function clubTimeZone(club: { timeZone: string }, askedTz?: string): string {
  if (askedTz !== undefined) checkedTimeZone(askedTz);
  return checkedTimeZone(club.timeZone);
}

/** A date (YYYY-MM-DD) in `tz`, for `at` (default now). */
export function dateIn(tz: string, at: Date = new Date()): string {
  return dateFormat(tz).format(at);
}

/** A value, or a placeholder of a statement built once (db/reusable-query.ts). */
type Value = string | Placeholder;

/** The moment a date (YYYY-MM-DD) begins in `tz`, in SQL (daylight saving included). */
export const dayStart = (date: Value, tz: Value): SQL =>
  sql`(${date}::date::timestamp at time zone ${tz})`;

/** The moment the day after `date` begins in `tz`: the exclusive end of that day. */
export const dayAfter = (date: Value, tz: Value): SQL =>
  sql`((${date}::date + 1)::timestamp at time zone ${tz})`;

/** The day (YYYY-MM-DD) a moment falls on in `tz`. */
export const dateOf = (moment: SQL | unknown, tz: Value): SQL<string> =>
  sql<string>`to_char(${moment} at time zone ${tz}, 'YYYY-MM-DD')`;

export { iso, isoOrNull };

/**
 * Hours between two moments, exact: the seconds between them (daylight saving changes
 * included, since both are instants) over 3600, rounded half up to two decimals, as
 * PostgreSQL numeric (no binary floating point on the way).
 */
export const hoursBetween = (start: unknown, end: unknown) =>
  sql`round(extract(epoch from (${end} - ${start})) / 3600, 2)`;
