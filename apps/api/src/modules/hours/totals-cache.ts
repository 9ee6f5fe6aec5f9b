import type { Db } from '@/db/client';
import { clubVersion } from '@/db/read/club-versions';
import { LruMap } from '@/lib/lru-map';

/*
 * The totals of a timesheet or Shifts tab filter (count, hours, timed, untimed), kept in memory.
 *
 * Counting a year of the club's shifts (~17,000 index entries, the row-security check on
 * each) cost ~3.7 ms of database CPU on every page and every re-sort, though the totals
 * change only when a shift is written. The database keeps a version per club
 * (`organisations.shifts_version`), bumped by triggers in the very transaction that
 * writes any of the club's shifts, any column, hours included (migration
 * 0016_shifts_version), so totals stored under (club, version, filter) stay right until
 * the next write, in every API process. A call reads the version (one tiny statement,
 * sent with the page) and counts only when it has no totals for it.
 */

/**
 * `untimed` (ended shifts without hours) changes with the clock too, not only with a
 * write: the totals are kept only until `untimedChangesAt` (the next such shift's end).
 */
export type HoursTotals = {
  count: number;
  hours: number;
  timed: number;
  untimed: number;
  untimedChangesAt: number | null;
};

/** Whether cached totals still hold now (no shift without hours has ended since). */
export const totalsStillHold = (totals: HoursTotals, now: number = Date.now()) =>
  totals.untimedChangesAt === null || now < totals.untimedChangesAt;

/** Club `orgId`'s shifts version: read before the totals, so totals are never older than their key. */
export const shiftsVersion = (db: Db, orgId: number) => clubVersion(db, orgId, 'shifts');

/** One per process: 10,000 filters of any clubs, ~1 MB. */
export const hoursTotalsCache = new LruMap<string, HoursTotals>(10_000);
