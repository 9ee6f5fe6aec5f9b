import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { reusableQuery } from '@/db/reusable-query';
import { organisations } from '@/db/schema';
import { LruMap } from '@/lib/lru-map';

/*
 * The dashboard's club-wide cards kept between calls (issues 12 and 13, Performance).
 *
 * Upcoming events, upcoming series, unpublished events and new people are the same for
 * every reader of a club and change only with a write, yet cost ~2 ms of database CPU per
 * dashboard. Each is kept under the club's data version that covers it (db/club-versions.ts:
 * `calendar` for events, series, event types, locations and shifts; `availability` for
 * people), bumped by triggers in the very transaction that writes, and read first: a kept
 * card is never older than its key.
 *
 * "Not yet ended" moves with time, not with writes: a card keeps each row's end, and a call
 * drops the rows ended by its transaction's now() (the now() the statement would have used).
 * When a row has dropped out of a card that was cut at its limit, the next row is unknown:
 * the card is read again.
 */

/** The club's data versions, and the transaction's now() in µs since the epoch. */
export type ClubClock = { calendar: number; availability: number; nowUs: number };

const clockStatement = reusableQuery<{ orgId: number }, ClubClock[]>((db, param) =>
  db
    .select({
      calendar: organisations.calendarVersion,
      availability: organisations.availabilityVersion,
      nowUs: sql<number>`(extract(epoch from now()) * 1000000)::float8`.mapWith(Number),
    })
    .from(organisations)
    .where(eq(organisations.id, param('orgId'))),
);

/** Read before the cards it keys (one tiny statement). */
export async function readClubClock(db: Db, orgId: number): Promise<ClubClock> {
  const [clock] = await clockStatement(db, { orgId });
  if (!clock) throw new Error(`Club ${orgId} not found`);
  return clock;
}

/** `moment`'s µs since the epoch, as SQL (exact in a double until the year 2255). */
export const epochMicros = (moment: unknown) =>
  sql<number>`(extract(epoch from ${moment}) * 1000000)::float8`.mapWith(Number);

/** A card's row that shows until it ends, `endUs` µs since the epoch. */
export type Ending = { endUs: number };

type KeptCard = { readAtUs: number; rows: { endUs: number; shown: unknown }[]; cut: boolean };

/**
 * Cards per app (its `db` handle): two apps on two databases never share one. A club has
 * four live keys (older versions leave as the least recently used); a card is at most 50
 * rows, so 1,000 entries stay under ~10 MB.
 */
const keptByDb = new WeakMap<Db, LruMap<string, unknown>>();
const keptCards = (db: Db) => {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new LruMap<string, unknown>(1_000);
    keptByDb.set(db, kept);
  }
  return kept;
};

/** A card that does not move with time, kept under `key` (which names its club version). */
export async function keptCard<R>(db: Db, key: string, read: () => Promise<R[]>): Promise<R[]> {
  const kept = keptCards(db);
  const stored = kept.get(key) as R[] | undefined;
  if (stored) return stored;
  const rows = await read();
  kept.set(key, rows);
  return rows;
}

/**
 * A card of rows not yet ended, at most `limit`, kept under `key` (which names its club
 * version): the rows not ended at `clock.nowUs`, `endUs` left out.
 */
export async function keptEndingCard<R extends Ending>(
  db: Db,
  o: { key: string; clock: ClubClock; limit: number; read: () => Promise<R[]> },
): Promise<Omit<R, 'endUs'>[]> {
  const kept = keptCards(db);
  const now = o.clock.nowUs;
  const stored = kept.get(o.key) as KeptCard | undefined;
  // A card read at a later now() may lack rows ended since: only for calls after it.
  if (stored && now >= stored.readAtUs) {
    const live = stored.rows.filter((row) => row.endUs > now);
    if (!stored.cut || live.length === stored.rows.length) {
      return live.map((row) => row.shown as Omit<R, 'endUs'>);
    }
  }
  const rows = (await o.read()).map(({ endUs, ...shown }) => ({ endUs, shown }));
  const card: KeptCard = { readAtUs: now, rows, cut: rows.length >= o.limit };
  kept.set(o.key, card);
  return rows.map((row) => row.shown as Omit<R, 'endUs'>);
}
