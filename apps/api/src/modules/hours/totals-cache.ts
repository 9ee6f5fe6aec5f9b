import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { reusableQuery } from '@/db/reusable-query';
import { organisations } from '@/db/schema';

/*
 * The totals of a timesheet or Shifts tab filter (count, hours, timed), kept in memory.
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

export type HoursTotals = { count: number; hours: number; timed: number };

/** The statement reading club `orgId`'s shifts version, built once (db/reusable-query.ts). */
const versionOf = reusableQuery<{ orgId: number }, { version: number }[]>((db, param) =>
  db
    .select({ version: organisations.shiftsVersion })
    .from(organisations)
    .where(eq(organisations.id, param('orgId'))),
);

/** Club `orgId`'s shifts version: read before the totals, so totals are never older than their key. */
export async function shiftsVersion(db: Db, orgId: number): Promise<number> {
  const [row] = await versionOf(db, { orgId });
  if (!row) throw new Error(`Club ${orgId} not found`);
  return row.version;
}

/** Totals by key, least recently used first out; an entry is ~100 bytes. */
export class TotalsCache {
  private readonly entries = new Map<string, HoursTotals>();

  constructor(readonly maxEntries: number) {}

  get(key: string): HoursTotals | undefined {
    const totals = this.entries.get(key);
    if (totals) {
      // Map keeps insertion order: re-inserting makes it the most recently used.
      this.entries.delete(key);
      this.entries.set(key, totals);
    }
    return totals;
  }

  set(key: string, totals: HoursTotals) {
    this.entries.delete(key);
    this.entries.set(key, totals);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  get size() {
    return this.entries.size;
  }
}

/** One per process: 10,000 filters of any clubs, ~1 MB. */
export const hoursTotalsCache = new TotalsCache(10_000);
