import { eq } from 'drizzle-orm';
import { organisations } from '@/db/schema';
import type { Executor } from '@/lib/postgres';

/*
 * The calendar's answers, kept as JSON text (issue 11, Performance).
 *
 * A padded month is ~470 entries: mapping the rows, building the objects and
 * JSON.stringify cost more CPU than anything else a request does. The database keeps a
 * version per club (`organisations.calendar_version`), bumped by triggers in the very
 * transaction that changes any row a calendar shows (migration 0012_calendar_version), so
 * an answer stored under (club, version, kind, range) stays right until the next write,
 * in every API process. A request reads the version (one tiny statement) and sends the
 * stored bytes when it has them.
 */

/** The statement reading club `orgId`'s calendar version (the bench EXPLAINs it too). */
export const calendarVersionQuery = (db: Executor, orgId: number) =>
  db
    .select({ version: organisations.calendarVersion })
    .from(organisations)
    .where(eq(organisations.id, orgId));

/** The club's calendar version: read before the rows, so an answer is never older than its key. */
export async function calendarVersion(db: Executor, orgId: number): Promise<number> {
  const [row] = await calendarVersionQuery(db, orgId);
  if (!row) throw new Error(`Club ${orgId} not found`);
  return row.version;
}

/** Answers as bytes, least recently used first out, bounded by total bytes and entries. */
export class AnswerCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(readonly limits: { maxBytes: number; maxEntries: number }) {}

  get(key: string): Buffer | undefined {
    const text = this.entries.get(key);
    if (text) {
      // Map keeps insertion order: re-inserting makes it the most recently used.
      this.entries.delete(key);
      this.entries.set(key, text);
    }
    return text;
  }

  set(key: string, text: Buffer) {
    if (text.length > this.limits.maxBytes) return; // would evict everything and still not fit
    this.delete(key);
    this.entries.set(key, text);
    this.bytes += text.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxEntries) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string) {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.length;
    }
  }
}

/** 32 MB holds ~200 padded months of a busy club (~150 KB each). */
export const CALENDAR_CACHE_LIMITS = { maxBytes: 32 * 1024 * 1024, maxEntries: 2_000 };

/** The answer for `key` from the cache, else `build`'s, stored as its JSON text. */
export async function cachedJson(
  cache: AnswerCache,
  key: string,
  build: () => Promise<unknown>,
): Promise<Buffer> {
  let text = cache.get(key);
  if (!text) {
    text = Buffer.from(JSON.stringify(await build()));
    cache.set(key, text);
  }
  return text;
}

/** A Fastify reply as ts-rest hands it over (typed against its own Fastify version). */
type ReplyHeaders = { header: (name: string, value: string) => unknown };

/**
 * Hands stored JSON text to ts-rest as the body: Fastify sends bytes as they are (no
 * serialising again) when the reply says they are JSON, the same bytes and headers it
 * would have written for the object. Typed as the object the contract expects.
 */
export function jsonText<T>(reply: ReplyHeaders, text: Buffer): T {
  reply.header('content-type', 'application/json; charset=utf-8');
  return text as unknown as T;
}
