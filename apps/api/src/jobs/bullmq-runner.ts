import { DelayedError, Queue, type Job as QueueJob, Worker } from 'bullmq';
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { jobs } from '@/db/schema';
import { outsideTransaction, withPlatformScope } from '@/db/scope';
import { claimColumns, createJobExecutor } from './execute';
import { purgeFinishedJobs } from './retention';
import type { JobRunner, JobRunnerOptions } from './runner';

export type BullmqRunnerOptions = JobRunnerOptions & {
  redisUrl: string;
  /** Key prefix in Redis: deployments (and test files) sharing one Redis stay apart. */
  prefix: string;
  /**
   * How long a worker's hold on a job lasts unless renewed (it renews at half): a worker
   * that died gives its jobs back after this (BullMQ's stalled-job check).
   */
  lockMs?: number;
};

const QUEUE = 'jobs';
const PERIODIC = 'every:';
/** Rows the relay hands over per statement. */
const RELAY_PAGE = 1_000;

/**
 * Jobs carried by BullMQ on Redis, between as many worker processes as there are.
 *
 * The `jobs` row stays the truth, written in the change's transaction (a transactional
 * outbox); BullMQ only carries "row N is due" to a worker:
 * - the relay adds pending rows to the queue with jobId = the row's id (adding one twice
 *   is a no-op while BullMQ holds it; BullMQ refuses integer ids, hence "row-N"), woken by the commit's pg_notify, and on every poll
 *   it adds every pending row again: if Redis lost its data (a restart without
 *   persistence), what is still pending is carried again;
 * - a worker claims the row as the in-process runner does (execute.ts): locked FOR UPDATE
 *   SKIP LOCKED, its status checked under the lock, so a job BullMQ delivers twice (a
 *   stalled job given to a second worker, a row added again after Redis came back) runs
 *   once in the database; the handler's writes and "done" commit together;
 * - a failure writes the attempt and its backoff on the row and moves the BullMQ job to
 *   its delayed set until then (a delivery before the row's run_at is put back the same
 *   way); after the last attempt the row is failed and the BullMQ job completes;
 * - BullMQ's stalled-job check gives a dead worker's jobs to another after `lockMs`.
 * Finished BullMQ jobs are removed at once (the row is the record), which also frees
 * their id for a later re-add. Periodic tasks are BullMQ job schedulers: one worker runs
 * each per interval.
 */
export function createBullmqJobRunner(options: BullmqRunnerOptions): JobRunner {
  const { db, log } = options;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const executor = createJobExecutor({ ...options, holdClaimWhileRunning: true });
  const periodic = new Map<
    string,
    { intervalMs: number; task: () => Promise<void>; running: boolean }
  >();
  // A worker's connection must wait for Redis rather than fail its commands (BullMQ's rule).
  // BullMQ does not close a connection it was handed, so stop() quits them: left open, they
  // keep the process alive after the app has closed (a bench or a CLI never exits).
  const connections: Redis[] = [];
  const connect = () => {
    const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    connections.push(connection);
    return connection;
  };
  let queue: Queue | undefined;
  let worker: Worker | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;
  let started = false;
  let stopping: Promise<void> | undefined;
  let active = 0;
  let poller: NodeJS.Timeout | undefined;
  let purger: NodeJS.Timeout | undefined;
  /**
   * Rows this process has handed to the queue since the last poll: a wake-up (a commit)
   * adds only the others; a poll adds every pending row again (what Redis may have lost).
   * Not "ids above the last one relayed": transactions commit out of id order.
   */
  const relayed = new Set<number>();

  const jobOptions = { removeOnComplete: true, removeOnFail: true };

  /** Adds pending rows (all, or those not relayed yet) to the queue. */
  async function relay(all: boolean) {
    if (!queue) return;
    if (all) relayed.clear();
    let after = 0;
    for (;;) {
      const rows = await withPlatformScope(db, (tx) =>
        tx
          .select({ id: jobs.id, name: jobs.name, runAt: jobs.runAt })
          .from(jobs)
          .where(and(eq(jobs.status, 'pending'), gt(jobs.id, after)))
          .orderBy(asc(jobs.id))
          .limit(RELAY_PAGE),
      );
      if (!rows.length) return;
      const now = Date.now();
      const fresh = rows.filter((row) => !relayed.has(row.id));
      await queue.addBulk(
        fresh.map((row) => ({
          name: row.name,
          data: { id: row.id },
          opts: {
            ...jobOptions,
            jobId: `row-${row.id}`,
            delay: Math.max(0, row.runAt.getTime() - now),
          },
        })),
      );
      for (const row of fresh) relayed.add(row.id);
      after = rows[rows.length - 1].id;
      if (rows.length < RELAY_PAGE) return;
    }
  }

  // Wake-ups come in bursts (a commit each): one relay at a time, and one more after it.
  let relaying: Promise<void> | undefined;
  let relayAgain: boolean | undefined;
  function wake(all = false) {
    if (!started) return;
    if (relaying) {
      relayAgain = relayAgain || all;
      return;
    }
    relaying = outsideTransaction(() => relay(all))
      .catch((error) => log.error({ err: error }, 'jobs: relay to the queue failed'))
      .finally(() => {
        relaying = undefined;
        if (relayAgain !== undefined) {
          const again = relayAgain;
          relayAgain = undefined;
          wake(again);
        }
      });
  }

  async function processJob(job: QueueJob, token?: string) {
    if (job.name.startsWith(PERIODIC)) return runPeriodic(job.name.slice(PERIODIC.length));
    const id = Number(job.data?.id);
    if (!Number.isSafeInteger(id)) return;
    active++;
    try {
      const outcome = await outsideTransaction(() =>
        executor.claimAndRun((tx) =>
          tx
            .select(claimColumns)
            .from(jobs)
            .where(eq(jobs.id, id))
            .for('update', { skipLocked: true })
            .then((rows) => rows[0]),
        ),
      );
      // null: another worker holds the row (it finishes it) or it is gone; done or failed: nothing to do.
      if (outcome?.retryAt && token) {
        await job.moveToDelayed(outcome.retryAt.getTime(), token);
        throw new DelayedError();
      }
    } finally {
      active--;
    }
  }

  async function runPeriodic(name: string) {
    const entry = periodic.get(name);
    if (!entry || entry.running) return; // another process's task, or ours still running
    entry.running = true;
    try {
      await outsideTransaction(entry.task);
    } catch (error) {
      log.error({ err: error, task: name }, 'jobs: a periodic task failed');
    } finally {
      entry.running = false;
    }
  }

  const purge = () =>
    purgeFinishedJobs(db)
      .then((n) => n && log.info({ count: n }, 'jobs: finished jobs past retention deleted'))
      .catch((error) => log.error({ err: error }, 'jobs: purge failed'));

  return {
    handle: executor.handle,
    every(name, intervalMs, task) {
      if (!intervalMs) return;
      periodic.set(name, { intervalMs, task, running: false });
      if (started) void schedule(name, intervalMs);
    },
    async start() {
      if (started) return;
      started = true;
      stopping = undefined;
      queue = new Queue(QUEUE, { connection: connect(), prefix: options.prefix });
      queue.on('error', (error) => log.warn({ err: error }, 'jobs: queue connection'));
      const lockMs = options.lockMs ?? 30_000;
      worker = new Worker(QUEUE, processJob, {
        connection: connect(),
        prefix: options.prefix,
        concurrency,
        lockDuration: lockMs,
        stalledInterval: lockMs,
      });
      worker.on('error', (error) => log.warn({ err: error }, 'jobs: worker connection'));
      for (const [name, entry] of periodic) await schedule(name, entry.intervalMs);
      unsubscribe = await options.subscribe?.(() => wake(false));
      if (options.pollMs) {
        poller = setInterval(() => wake(true), options.pollMs);
        poller.unref();
      }
      wake(true); // what was left by the last run, or lost by Redis
      await relaying;
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
        await unsubscribe?.().catch(() => {});
        unsubscribe = undefined;
        await relaying;
        // Waits for the jobs running to finish; what is left stays pending for the next start.
        await worker?.close();
        await queue?.close();
        await Promise.all(connections.splice(0).map((c) => c.quit().catch(() => c.disconnect())));
        worker = undefined;
        queue = undefined;
      })();
      return stopping;
    },
    async settled() {
      if (!started) return;
      for (;;) {
        wake(false);
        while (relaying) await relaying;
        const [due] = await withPlatformScope(db, (tx) =>
          tx
            .select({ n: count() })
            .from(jobs)
            .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`))),
        );
        if (!due.n && !active) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };

  async function schedule(name: string, intervalMs: number) {
    await queue?.upsertJobScheduler(
      `${PERIODIC}${name}`,
      { every: intervalMs },
      { name: `${PERIODIC}${name}`, opts: jobOptions },
    );
  }
}
