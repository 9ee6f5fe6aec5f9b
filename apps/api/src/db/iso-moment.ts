import { type SQL, sql } from 'drizzle-orm';

/**
 * A moment as the API writes it (ISO 8601 in UTC with milliseconds, as JSON writes a
 * Date), formatted by PostgreSQL: lists of hundreds of rows then need no Date object each
 * way (parsing and `toJSON` cost more than the rest of the answer).
 */
export const isoMoment = (moment: unknown) =>
  sql<string>`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same, null staying null. */
export const isoMomentOrNull = (moment: unknown) => isoMoment(moment) as SQL<string | null>;
