import { sql } from 'drizzle-orm';
import { type ClubVersionKind, clubVersionColumns } from './club-versions';

/*
 * The club's clock: its data versions (club-versions.ts) and the transaction's now(), read
 * in one row before the kept lists it keys (kept-cards.ts). The versions say whether a
 * kept list is still right after writes; now() says which of its rows have ended since,
 * as the statement that read them would have said. Both come from the same transaction
 * as the rest of the call, so nothing kept is ever older than the call's own view.
 */

/** The club's data versions, and the transaction's now() in µs since the epoch. */
export type ClubClock = Record<ClubVersionKind, number> & { nowUs: number };

/** `moment`'s µs since the epoch, as SQL (exact in a double until the year 2255). */
export const epochMicros = (moment: unknown) =>
  sql<number>`(extract(epoch from ${moment}) * 1000000)::float8`.mapWith(Number);

/**
 * The clock's columns, to select from the club's `organisations` row beside whatever
 * rides in the same statement (the dashboard folds its small per-call cards in: one
 * statement instead of several).
 */
export const clubClockColumns = () => ({
  ...clubVersionColumns,
  nowUs: epochMicros(sql`now()`),
});

/** The names the clock takes in a row: nothing else in that row may use them. */
export const CLUB_CLOCK_NAMES: readonly string[] = [...Object.keys(clubVersionColumns), 'nowUs'];
