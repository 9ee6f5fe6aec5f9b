import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { jobs } from '@/db/schema';
import { outsideTransaction } from '@/db/scope';
import { claimColumns, createJobExecutor } from './execute';
import type { JobDefinition, JobHandler } from './job';
import { purgeFinishedJobs } from './retention';

/**
 * Runs the jobs of every club. Two transports implement it with the same handlers: this
 * file's in-process runner (the `jobs` table is the queue) and BullMQ on Redis
 * (bullmq-runner.ts). Handlers by name, start, stop, and `settled` for tests.
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
  /** Jobs run at once (default 4); 1 on PGlite (one connection). */
  concurrency?: number;
  /**
   * false on PGlite: a job that commits its own steps (`ownTransactions`) cannot keep its
   * claim's transaction open meanwhile (see execute.ts). Default true.
   */
  holdClaimWhileRunning?: boolean;
};

export { defaultBackoff } from './execute';

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
 * transaction idle for more than 60 s, and the job is then retried). A job defined with
 * `ownTransactions` (the message sender) commits its own steps instead: job.ts says why.
 *
 * `concurrency` passes run at once, each claiming its next job with SKIP LOCKED; a pass
 * that found a job starts another (up to the limit), so a burst fans out, and a pass that
 * finds none ends.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const executor = createJobExecutor(options);
  const timers = new Set<NodeJS.Timeout>();
  let unsubscribe: (() => Promise<void>) | undefined;
  let started = false;
  let stopping: Promise<void> | undefined;
  const passes = new Set<Promise<void>>();
  let wokenWhileBusy = false;

  /**
   * Wakes the runner once the clock has reached `at` (a retry's run_at). Node counts a
   * timer from the event loop's cached time, which lags the clock after a long turn, so a
   * timer may fire before Date.now() reaches `at`: the pass would then find the job not
   * yet due (run_at <= now()), and nothing would wake the runner for it again (without
   * pollMs, never). So a timer that fires early waits out the rest.
   */
  const wakeAt = (at: number) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (Date.now() < at) wakeAt(at);
        else wake();
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    timers.add(timer);
  };

  /** Starts a pass (claim and run until nothing is due), or asks a running one for another look. */
  function wake() {
    if (!started) return;
    if (passes.size >= concurrency) {
      wokenWhileBusy = true;
      return;
    }
    startPass();
  }

  function startPass() {
    // A wake-up may come from inside a request: the pass must not run in its transaction.
    const pass: Promise<void> = outsideTransaction(runDueJobs)
      .catch((error) => log.error({ err: error }, 'jobs: a pass failed'))
      .finally(() => {
        passes.delete(pass);
        if (wokenWhileBusy) {
          wokenWhileBusy = false;
          wake();
        }
      });
    passes.add(pass);
  }

  async function runDueJobs() {
    while (started) {
      const outcome = await executor.claimAndRun((tx) =>
        tx
          .select(claimColumns)
          .from(jobs)
          .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)))
          .orderBy(asc(jobs.runAt), asc(jobs.id))
          .limit(1)
          .for('update', { skipLocked: true })
          .then((rows) => rows[0]),
      );
      if (!outcome) return; // none due (or all taken)
      if (outcome.retryAt) wakeAt(outcome.retryAt.getTime());
      // More may be due: another pass takes the next one meanwhile.
      if (started && passes.size < concurrency) startPass();
    }
  }

  const purge = () =>
    purgeFinishedJobs(db)
      .then((count) => count && log.info({ count }, 'jobs: finished jobs past retention deleted'))
      .catch((error) => log.error({ err: error }, 'jobs: purge failed'));

  const periodic: { name: string; intervalMs: number; task: () => Promise<void> }[] = [];
  const periodicTimers = new Set<NodeJS.Timeout>();
  /** Periodic tasks running now: stop waits for them (a scan commits what it claimed). */
  const periodicRuns = new Set<Promise<void>>();
  function startPeriodic({ name, intervalMs, task }: (typeof periodic)[number]) {
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      if (running || !started) return;
      running = outsideTransaction(task)
        .catch((error) => log.error({ err: error, task: name }, 'jobs: a periodic task failed'))
        .finally(() => {
          if (running) periodicRuns.delete(running);
          running = undefined;
        });
      periodicRuns.add(running);
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
    handle: executor.handle,
    async start() {
      if (started) return;
      started = true;
      stopping = undefined;
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
    stop() {
      // Shutdown stops the runner first, then the app's close does again: the second call
      // waits for the same stop, so the pools do not close under a job still running.
      if (!started) return stopping ?? Promise.resolve();
      started = false;
      stopping = (async () => {
        clearInterval(poller);
        clearInterval(purger);
        for (const timer of periodicTimers) clearInterval(timer);
        periodicTimers.clear();
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        await unsubscribe?.().catch(() => {});
        unsubscribe = undefined;
        while (passes.size || periodicRuns.size) {
          await Promise.all([...passes, ...periodicRuns]);
        }
      })();
      return stopping;
    },
    async settled() {
      wake();
      while (passes.size) await Promise.all(passes);
    },
  };
}
