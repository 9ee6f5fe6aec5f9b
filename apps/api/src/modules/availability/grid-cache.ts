import type { Db } from '@/db/client';
import { type AnswerCache, cachedJsonText, type StoredAnswer } from '@/db/read/answer-cache';
import { clubVersion } from '@/db/read/club-versions';

/*
 * The availability grid's answers, kept as JSON text (issue 13, Performance).
 *
 * A month of 500 members is ~9,000 states: reading them (the row-security check on each)
 * and writing their JSON cost ~4.5 ms of database CPU per call, though the grid changes
 * only when someone sets a day or a person changes. The database keeps a version per club
 * (`organisations.availability_version`), bumped by triggers in the very transaction
 * that writes any of the club's availability or people (migration
 * 0019_availability_version), so an answer stored under (club, version, range, time zone,
 * role) stays right until the next write, in every API process. A call reads the version
 * (one tiny statement) and sends the stored bytes when it has them (the read layer's
 * answer cache, db/read/answer-cache.ts).
 */

/** 16 MB holds ~80 months of busy clubs (~100 KB each, ~15 KB gzipped). */
export const GRID_CACHE_LIMITS = { maxBytes: 16 * 1024 * 1024, maxEntries: 1_000 };

/**
 * The grid answer of `key` (club, range, time zone, role) from the cache, else `build`'s
 * JSON text, stored with its gzip. The version is read first, so an answer is never older
 * than its key.
 */
export async function cachedGrid(
  db: Db,
  cache: AnswerCache,
  o: { orgId: number; key: string; build: () => Promise<string> },
): Promise<StoredAnswer> {
  const version = await clubVersion(db, o.orgId, 'availability');
  return cachedJsonText(cache, `grid ${o.orgId} ${version} ${o.key}`, o.build);
}
