import type { Db } from '@/db/client';
import { LruMap } from '@/lib/lru-map';
import type { ClubClock } from './club-clock';

/*
 * Small lists kept between calls (issues 12 and 13, Performance): the dashboard's
 * club-wide cards (upcoming events and series, unpublished events, new people).
 *
 * They are the same for every reader of a club and change only with a write, yet cost
 * ~2 ms of database CPU per dashboard. Each is kept under the club's data version that
 * covers it (club-versions.ts), bumped by triggers in the very transaction that writes,
 * and read first (club-clock.ts): a kept list is never older than its key.
 *
 * "Not yet ended" moves with time, not with writes: a list keeps each row's end, and a
 * call drops the rows ended by its transaction's now() (the now() the statement would
 * have used). When a row has dropped out of a list that was cut at its limit, the next row
 * is unknown: the list is read again.
 *
 * To remove: read the lists on every call (+1 statement each, ~2 ms of database CPU).
 */

/** A row that shows until it ends, `endUs` µs since the epoch (club-clock.ts, epochMicros). */
export type Ending = { endUs: number };

type KeptEnding = { readAtUs: number; rows: { endUs: number; shown: unknown }[]; cut: boolean };

/**
 * Lists per app (its `db` handle): two apps on two databases never share one. A club has
 * a few live keys (older versions leave as the least recently used); a list is at most 50
 * rows, so 1,000 entries stay under ~10 MB.
 */
const keptByDb = new WeakMap<Db, LruMap<string, unknown>>();
const keptLists = (db: Db) => {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new LruMap<string, unknown>(1_000);
    keptByDb.set(db, kept);
  }
  return kept;
};

/** A list that does not move with time, kept under `key` (which names its club version). */
export async function keptCard<R>(db: Db, key: string, read: () => Promise<R[]>): Promise<R[]> {
  const kept = keptLists(db);
  const stored = kept.get(key) as R[] | undefined;
  if (stored) return stored;
  const rows = await read();
  kept.set(key, rows);
  return rows;
}

/**
 * A list of rows not yet ended, at most `limit`, kept under `key` (which names its club
 * version): the rows not ended at `clock.nowUs`, `endUs` left out.
 */
export async function keptEndingCard<R extends Ending>(
  db: Db,
  o: { key: string; clock: ClubClock; limit: number; read: () => Promise<R[]> },
): Promise<Omit<R, 'endUs'>[]> {
  const kept = keptLists(db);
  const now = o.clock.nowUs;
  const stored = kept.get(o.key) as KeptEnding | undefined;
  // A list read at a later now() may lack rows ended since: only for calls after it.
  if (stored && now >= stored.readAtUs) {
    const live = stored.rows.filter((row) => row.endUs > now);
    if (!stored.cut || live.length === stored.rows.length) {
      return live.map((row) => row.shown as Omit<R, 'endUs'>);
    }
  }
  const rows = (await o.read()).map(({ endUs, ...shown }) => ({ endUs, shown }));
  const card: KeptEnding = { readAtUs: now, rows, cut: rows.length >= o.limit };
  kept.set(o.key, card);
  return rows.map((row) => row.shown as Omit<R, 'endUs'>);
}
