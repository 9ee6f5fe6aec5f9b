import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { BoundedCache } from './bounded-cache';

/*
 * Whole answers kept as JSON text, with their gzip (issue 11, Performance): the calendar
 * (modules/events/calendar-answers.ts) and the availability grid
 * (modules/availability/grid-cache.ts).
 *
 * A padded month is ~470 entries: mapping the rows, building the objects and
 * JSON.stringify cost more CPU than anything else a request does. Each answer is stored
 * under a key naming the club's data version that covers it (club-versions.ts), read
 * first in the same transaction, so it stays right until the next write, in every API
 * process; a call that finds it sends the stored bytes as they are.
 *
 * To remove: build every answer on every call (the cost above, on every request).
 */

/** An answer's JSON text, and the same gzip-compressed for the clients that accept it. */
export type StoredAnswer = { json: Buffer; gzip: Buffer };
const sizeOf = (answer: StoredAnswer) => answer.json.length + answer.gzip.length;

/** Answers by key, least recently used first out, bounded by total bytes and entries. */
export class AnswerCache extends BoundedCache<StoredAnswer> {
  private readonly building = new Map<string, Promise<StoredAnswer>>();

  constructor(limits: { maxBytes: number; maxEntries: number }) {
    super(limits, sizeOf);
  }

  /**
   * The answer for `key`: stored, or built once however many calls ask for it at the same
   * time (after a write, every call in flight misses at once). Calls that ask with the
   * same key read the same club version, so one's answer is right for all; should the
   * building call fail (its request aborted), the others build their own.
   */
  async answer(key: string, build: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
    const stored = this.get(key);
    if (stored) return stored;
    const pending = this.building.get(key);
    if (pending) return pending.catch(build);
    const building = build();
    this.building.set(key, building);
    try {
      const answer = await building;
      this.set(key, answer);
      return answer;
    } finally {
      this.building.delete(key);
    }
  }
}

const gzipped = promisify(gzip);

/** JSON text as stored: with its gzip, compressed once per version. */
async function stored(json: Buffer): Promise<StoredAnswer> {
  // Off the event loop (zlib's thread pool): ~2 ms for a padded month, which then leaves
  // in a tenth of the bytes on every call.
  return { json, gzip: await gzipped(json) };
}

/** The answer for `key` from the cache, else `build`'s, stored as JSON text and gzipped. */
export function cachedJson(
  cache: AnswerCache,
  key: string,
  build: () => Promise<unknown>,
): Promise<StoredAnswer> {
  return cache.answer(key, async () => stored(Buffer.from(JSON.stringify(await build()))));
}

/** The same for an answer PostgreSQL wrote as JSON text (db/json-rows.ts): stored as it is. */
export function cachedJsonText(
  cache: AnswerCache,
  key: string,
  build: () => Promise<string>,
): Promise<StoredAnswer> {
  return cache.answer(key, async () => stored(Buffer.from(await build())));
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  return String(header)
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      if (coding !== 'gzip') return false;
      const q = params.find((param) => param.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/** Headers of the request and of the reply, as ts-rest hands them over. */
type Exchange = {
  request: { headers: { 'accept-encoding'?: string | string[] } };
  reply: { header: (name: string, value: string) => unknown };
};

/**
 * Hands a stored answer to ts-rest as the body: Fastify sends bytes as they are (no
 * serialising again) when the reply says they are JSON; the JSON text is byte for byte
 * what Fastify would have written for the object, gzipped when the client accepts it.
 * Typed as the object the contract expects.
 */
export function sendAnswer<T>({ request, reply }: Exchange, answer: StoredAnswer): T {
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return answer.json as unknown as T;
  reply.header('content-encoding', 'gzip');
  return answer.gzip as unknown as T;
}
