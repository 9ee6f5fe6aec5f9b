import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { reusableQuery } from '@/db/reusable-query';
import { organisations } from '@/db/schema';

/**
 * The club's data versions: counters on `organisations`, bumped by statement triggers in
 * the very transaction that writes what they cover, so an answer cached under (club,
 * version, …) stays right until the next write, in every API process.
 *
 * - `calendar`: events, series, event types, locations, shifts, domains (migration 0012).
 * - `shifts`: every write to shifts, hours included (0016).
 * - `availability`: availability and people (0019); the people list's kept counts use it too.
 */
export const clubVersionColumns = {
  calendar: organisations.calendarVersion,
  shifts: organisations.shiftsVersion,
  availability: organisations.availabilityVersion,
};
export type ClubVersionKind = keyof typeof clubVersionColumns;

/** One statement per kind, built once (db/reusable-query.ts). */
const readers = Object.fromEntries(
  Object.entries(clubVersionColumns).map(([kind, column]) => [
    kind,
    reusableQuery<{ orgId: number }, { version: number }[]>((db, param) =>
      db
        .select({ version: column })
        .from(organisations)
        .where(eq(organisations.id, param('orgId'))),
    ),
  ]),
) as Record<ClubVersionKind, (db: Db, values: { orgId: number }) => Promise<{ version: number }[]>>;

/**
 * Club `orgId`'s version of `kind`. Read it before the data it keys, so a cached answer is
 * never older than its key.
 */
export async function clubVersion(db: Db, orgId: number, kind: ClubVersionKind): Promise<number> {
  const [row] = await readers[kind](db, { orgId });
  if (!row) throw new Error(`Club ${orgId} not found`);
  return row.version;
}
