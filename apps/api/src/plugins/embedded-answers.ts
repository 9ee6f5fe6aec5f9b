import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from '@/db/read/answer-cache';
import { BoundedCache } from '@/db/read/bounded-cache';

/*
 * Whole answers of the club's busiest reads kept in the process, on the embedded database
 * only (issue 28).
 *
 * Why: PGlite runs one statement at a time, each 0.3–0.4 ms even for a primary-key
 * lookup, so a page of 5–30 statements holds the one database for 3–12 ms, and twenty
 * people opening pages at once wait twenty times that. Most of those pages are read again
 * and again between writes (the dashboard, the calendar, an event's page): an answer kept
 * from the last time costs no statement at all.
 *
 * Why it is right: the process is the embedded database's one client, so it knows when
 * data may have changed (db/write-generation.ts). An answer is kept under the generation
 * it was read at, with everything else it depends on: the club, the caller's exact
 * credentials (the same token got this answer, so it would pass the same checks: a
 * logout, a deactivation or a role change is a write), the URL with its query, gzip or
 * not, and the clock in steps of TIME_STEP_MS (answers say what is upcoming or over).
 * A kept answer is therefore never behind a write, and at most one step behind the clock;
 * it is never kept past its token's expiry. Only reads listed in KEPT_READS are kept:
 * answers that depend on nothing but the database, the caller and the time.
 *
 * What it costs: memory, bounded (LIMITS); on PostgreSQL it is not installed (other
 * processes write there; its answers are kept by club versions, db/read/).
 * To remove: drop the two hooks in plugins/tenant.ts; every read then runs its statements.
 */

/** The reads kept (GET, as Fastify names their routes). */
export const KEPT_READS: ReadonlySet<string> = new Set([
  '/api/dashboard',
  '/api/events/calendar',
  '/api/events/:id/page',
  '/api/events/:id/shifts',
  '/api/events/:id/availability',
  '/api/events/public',
  '/api/events/public/:id',
  '/api/timesheets',
  '/api/:collection/',
  '/api/:collection/:id/',
  '/api/availability/grid',
  '/api/availability/mine',
  '/api/availability/day/:date',
  '/api/people/:id/shifts',
  '/api/series/:id/',
  '/api/offers/board',
  '/api/roles/requirements',
  '/api/profileentries',
]);

/** How far behind the clock a kept answer may be. */
export const TIME_STEP_MS = 5_000;
const LIMITS = { maxBytes: 64 * 1024 * 1024, maxEntries: 5_000 };
/** The headers a kept answer is sent with, as its first reply had them. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary'] as const;

type KeptAnswer = { body: Buffer; headers: Record<string, string>; until: number };
const sizeOf = (answer: KeptAnswer) => answer.body.length;

const keeping = Symbol('keeping');
type KeepingRequest = FastifyRequest & {
  [keeping]?: { key: string; until: number; done: (answer: KeptAnswer | undefined) => void };
};

/**
 * The two hooks of a tenant scope: `serveKept` right after the club is known (before its
 * transaction opens), `keep` after the transaction has committed.
 */
export function embeddedAnswers(options: { generation: () => number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const kept = new BoundedCache<KeptAnswer>(LIMITS, sizeOf);
  /** Answers being read right now, by key: calls that ask the same wait for the first. */
  const reading = new Map<string, Promise<KeptAnswer | undefined>>();

  const keyOf = (request: FastifyRequest, at: number) =>
    [
      request.organisation.id,
      options.generation(),
      Math.floor(at / TIME_STEP_MS),
      acceptsGzip(request.headers['accept-encoding']) ? 'gzip' : '',
      request.headers.authorization ?? '',
      request.url,
    ].join('\n');

  const send = (reply: FastifyReply, answer: KeptAnswer) => {
    reply.code(200).headers(answer.headers).header('x-kept-answer', '1');
    return reply.send(answer.body);
  };

  async function serveKept(request: KeepingRequest, reply: FastifyReply) {
    if (request.method !== 'GET' || !KEPT_READS.has(request.routeOptions.url ?? '')) return;
    const at = now();
    const key = keyOf(request, at);
    const found = kept.get(key);
    if (found && at < found.until) return send(reply, found);
    const first = reading.get(key);
    if (first) {
      const answer = await first;
      if (answer) return send(reply, answer);
      return; // the first read kept nothing (it failed): read as usual
    }
    let done!: (answer: KeptAnswer | undefined) => void;
    reading.set(key, new Promise((resolve) => (done = resolve)));
    const until = Math.min(
      (Math.floor(at / TIME_STEP_MS) + 1) * TIME_STEP_MS,
      tokenExpiry(request.headers.authorization),
    );
    request[keeping] = {
      key,
      until,
      done: (answer) => {
        reading.delete(key);
        done(answer);
      },
    };
  }

  async function keep(request: KeepingRequest, reply: FastifyReply, payload: unknown) {
    const entry = request[keeping];
    if (!entry) return payload;
    request[keeping] = undefined;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (reply.statusCode !== 200 || !Buffer.isBuffer(body) || reply.hasHeader('set-cookie')) {
      entry.done(undefined);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const answer = { body, headers, until: entry.until };
    kept.set(entry.key, answer);
    entry.done(answer);
    return payload;
  }

  /** A request that ended without an answer to keep (aborted, failed before onSend). */
  async function forget(request: KeepingRequest) {
    request[keeping]?.done(undefined);
    request[keeping] = undefined;
  }

  return { serveKept, keep, forget, size: () => kept.size };
}

/** When a bearer token expires (ms since the epoch); Infinity without one or an `exp`. */
function tokenExpiry(header: string | undefined): number {
  const token = header?.trim().split(/\s+/)[1];
  const claims = token?.split('.')[1];
  if (!claims) return Number.POSITIVE_INFINITY;
  try {
    const { exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
    return typeof exp === 'number' ? exp * 1000 : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
