import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { redactSecrets } from '@/adapters/mail/redact-secrets';
import type { Db } from '@/db/client';
import { jobs } from '@/db/schema';
import {
  leavePlatformScopeFor,
  outsideTransaction,
  runInTransaction,
  withPlatformScope,
} from '@/db/scope';
import type { JobDefinition, JobHandler } from './job';
import { purgeFinishedJobs } from './retention';

/**
 * Runs the jobs of every club. The interface is what a later transport (BullMQ on Redis)
 * implements too: handlers by name, start, stop, and `settled` for tests.
 */
export interface JobRunner {
  handle<P>(definition: JobDefinition<P>, handler: JobHandler<P>): void;
  /**
   * A task run every `intervalMs` while the runner is started (the reminder scan), never
   * twice at once in this process; 0: never (tests call the task themselves). Several
   * processes may each run it: a task must be idempotent (the reminder scan is, by its
   * unique key per shift, person and window).
   */
  every(name: string, intervalMs: number, task: () => Promise<void>): void;
  /** Starts listening for commits that enqueued jobs, and runs what is due now. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the one running (shutdown). Pending jobs stay for the next start. */
  stop(): Promise<void>;
  /** Runs every due job now and resolves when none is left (tests; nothing if stopped). */
  settled(): Promise<void>;
}

export type JobRunnerOptions = {
  /** The app's database handle (row-level security applies: jobs are claimed in a platform scope). */
  db: Db;
  log: FastifyBaseLogger;
  /** Calls `wake` after every commit that enqueued a job; resolves to an unsubscribe. */
  subscribe?: (wake: () => void) => Promise<() => Promise<void>>;
  /**
   * Also look for due jobs this often (ms): for jobs another process failed to wake us
   * for, or retries it scheduled. 0: only on wake-ups and our own retry timers (tests).
   */
  pollMs?: number;
  /** After this many failed attempts a job is marked failed. */
  maxAttempts?: number;
  /** How long to wait before attempt `n + 1` after attempt `n` failed. */
  backoffMs?: (attempt: number) => number;
  /** Delete finished jobs past their retention (jobs/retention.ts) at start and this often (ms). */
  purgeEveryMs?: number;
};

/** 10 s, 20 s, 40 s, … capped at an hour. */
export const defaultBackoff = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);

/**
 * The default, in-process runner: the `jobs` table is the queue.
 *
 * A job is claimed with `FOR UPDATE SKIP LOCKED` in a transaction that stays open while
 * its handler runs (in a savepoint, in the job's own club scope) and that marks it done
 * or failed before committing. So:
 * - two runners (two processes, or two apps on one database) never run one job at once,
 *   and never run it again once one of them committed it done;
 * - whatever the handler writes (a message record, a minted token) commits together with
 *   "done", or not at all: a crash mid-job leaves the job pending, the lock goes with the
 *   dead connection, and the job runs again from the start.
 * Its limit: work outside the database (a mail handed to a provider) can be done and then
 * lost with the crash before the commit, and is done again by the retry. Handlers key such
 * work by `job.key` so a retry replaces it where the receiver allows (the local mailbox
 * does: one file per key); a provider without idempotency keys may deliver it twice. That
 * is "at least once" outside the database, "exactly once" inside it.
 * A handler holds its connection while it runs: keep handlers short (PostgreSQL ends a
 * transaction idle for more than 60 s, and the job is then retried).
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs = options.backoffMs ?? defaultBackoff;
  const handlers = new Map<
    string,
    { definition: JobDefinition<unknown>; run: JobHandler<unknown> }
  >();
  const timers = new Set<NodeJS.Timeout>();
  let unsubscribe: (() => Promise<void>) | undefined;
  let started = false;
  let pass: Promise<void> | undefined;
  let wokenDuringPass = false;

  const later = (ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      wake();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  /** Starts a pass (claim and run until nothing is due), or asks the running one for another. */
  function wake() {
    if (!started) return;
    if (pass) {
      wokenDuringPass = true;
      return;
    }
    // A wake-up may come from inside a request: the pass must not run in its transaction.
    pass = outsideTransaction(runDueJobs)
      .catch((error) => log.error({ err: error }, 'jobs: a pass failed'))
      .finally(() => {
        pass = undefined;
        if (wokenDuringPass) {
          wokenDuringPass = false;
          wake();
        }
      });
  }

  async function runDueJobs() {
    while (started && (await runOneDueJob())) {
      // one job per transaction, until none is due
    }
  }

  /** Claims the oldest due job and runs it; false when none was due (or all are taken). */
  function runOneDueJob(): Promise<boolean> {
    return withPlatformScope(db, async (tx) => {
      const [job] = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return false;
      // From here on the transaction is the job's club's, as a request of that club is.
      await leavePlatformScopeFor(tx, job.organisationId);
      const attempt = job.attempts + 1;
      const handler = handlers.get(job.name);
      try {
        if (!handler) throw new Error(`No handler for job "${job.name}".`);
        const payload = handler.definition.payload.parse(job.payload);
        await tx.transaction((savepoint) =>
          runInTransaction(savepoint as unknown as Db, () =>
            handler.run(payload, {
              db: savepoint as unknown as Db,
              organisationId: job.organisationId,
              jobId: job.id,
              attempt,
              key: `job-${job.id}-${job.createdAt.getTime()}`,
            }),
          ),
        );
        await tx
          .update(jobs)
          .set({ status: 'done', attempts: attempt, lastError: null, finishedAt: new Date() })
          .where(eq(jobs.id, job.id));
      } catch (error) {
        const reason = redactSecrets(String((error as Error)?.message ?? error)).slice(0, 2000);
        const failed = attempt >= maxAttempts;
        const wait = backoffMs(attempt);
        await tx
          .update(jobs)
          .set({
            attempts: attempt,
            lastError: reason,
            ...(failed
              ? { status: 'failed' as const, finishedAt: new Date() }
              : { runAt: new Date(Date.now() + wait) }),
          })
          .where(eq(jobs.id, job.id));
        log[failed ? 'error' : 'warn'](
          { job: job.id, name: job.name, org: job.organisationId, attempt },
          `job ${failed ? 'failed for good' : `failed, retried in ${wait} ms`}: ${reason}`,
        );
        if (!failed) later(wait);
      }
      return true;
    });
  }

  const purge = () =>
    purgeFinishedJobs(db)
      .then((count) => count && log.info({ count }, 'jobs: finished jobs past retention deleted'))
      .catch((error) => log.error({ err: error }, 'jobs: purge failed'));

  const periodic: { name: string; intervalMs: number; task: () => Promise<void> }[] = [];
  const periodicTimers = new Set<NodeJS.Timeout>();
  function startPeriodic({ name, intervalMs, task }: (typeof periodic)[number]) {
    let running = false;
    const timer = setInterval(() => {
      if (running || !started) return;
      running = true;
      outsideTransaction(task)
        .catch((error) => log.error({ err: error, task: name }, 'jobs: a periodic task failed'))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    periodicTimers.add(timer);
  }

  let poller: NodeJS.Timeout | undefined;
  let purger: NodeJS.Timeout | undefined;
  return {
    every(name, intervalMs, task) {
      if (!intervalMs) return;
      const entry = { name, intervalMs, task };
      periodic.push(entry);
      if (started) startPeriodic(entry);
    },
    handle(definition, handler) {
      if (handlers.has(definition.name))
        throw new Error(`Job "${definition.name}" has a handler already.`);
      handlers.set(definition.name, {
        definition: definition as JobDefinition<unknown>,
        run: handler as JobHandler<unknown>,
      });
    },
    async start() {
      if (started) return;
      started = true;
      unsubscribe = await options.subscribe?.(wake);
      if (options.pollMs) {
        poller = setInterval(wake, options.pollMs);
        poller.unref();
      }
      for (const entry of periodic) startPeriodic(entry);
      wake(); // what was left by the last run (or by a process that died)
      await outsideTransaction(purge);
      purger = setInterval(() => outsideTransaction(purge), options.purgeEveryMs ?? 3_600_000);
      purger.unref();
    },
    async stop() {
      started = false;
      clearInterval(poller);
      clearInterval(purger);
      for (const timer of periodicTimers) clearInterval(timer);
      periodicTimers.clear();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await unsubscribe?.().catch(() => {});
      unsubscribe = undefined;
      await pass;
    },
    async settled() {
      wake();
      while (pass) await pass;
    },
  };
}
