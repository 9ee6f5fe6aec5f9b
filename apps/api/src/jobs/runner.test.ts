import { randomBytes } from 'node:crypto';
import { createOrg, type TestOrg } from '@test/factories';
import { createTestDatabase, openAsOwner } from '@test/test-database';
import { Queue } from 'bullmq';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '@/db/client';
import { jobs, messageTemplates } from '@/db/schema';
import { withClubScope } from '@/db/scope';
import { startMetrics } from '@/lib/metrics';
import { createBullmqJobRunner } from './bullmq-runner';
import { defineJob, enqueueJob, enqueueJobs, JOBS_CHANNEL } from './job';
import { purgeFinishedJobs } from './retention';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './runner';

// The runner on its own (no app): two "processes" on one database, each with its own pool.
// Both transports pass the same suite: in-process (the table is the queue) and BullMQ on
// the shared Redis, under a key prefix of this file's own.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `crewcall-test:${randomBytes(6).toString('hex')}`;
type Transport = 'database' | 'bullmq';
let drop: () => Promise<void>;
let owner: Database;
let first: Database;
let second: Database;
let org: TestOrg;
const runners: JobRunner[] = [];
const log = pino({ level: 'silent' });

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  owner = await openAsOwner(created.url);
  first = await openDatabase({ url: created.url, dataDir: '', migrate: false, max: 3 });
  second = await openDatabase({ url: created.url, dataDir: '', migrate: false, max: 3 });
  org = await createOrg(owner.db);
});
// A runner left running would take the next test's jobs (and fail them: no handler).
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});
afterAll(async () => {
  for (const database of [first, second, owner]) await database?.close();
  await drop?.();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

function runnerOnTransport(
  transport: Transport,
  database: Database,
  options: Partial<JobRunnerOptions> = {},
) {
  const common = {
    db: database.db,
    log,
    subscribe: (wake: () => void) => database.listen(JOBS_CHANNEL, wake),
    ...options,
  };
  const runner =
    transport === 'bullmq'
      ? createBullmqJobRunner({ ...common, redisUrl: REDIS_URL, prefix })
      : createJobRunner(common);
  runners.push(runner);
  return runner;
}

const jobRow = async (name: string) =>
  (await owner.db.select().from(jobs).where(eq(jobs.name, name)))[0];

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const counter = z.object({ n: z.number() });

describe.each<Transport>(['database', 'bullmq'])('job runner (%s)', (transport) => {
  const runnerOn = (database: Database, options: Partial<JobRunnerOptions> = {}) =>
    runnerOnTransport(transport, database, options);
  const name = (base: string) => `${base}.${transport}`;

  it('runs a job woken by the commit that enqueued it (no polling), in its own club', async () => {
    const woken = defineJob(name('test.woken'), counter);
    const seen: { n: number; club: string }[] = [];
    const runner = runnerOn(first, { pollMs: 0 });
    runner.handle(woken, async ({ n }, job) => {
      const [row] = await job.db.execute<{ club: string }>(
        sql`select current_setting('app.organisation_id') as club`,
      );
      seen.push({ n, club: row.club });
    });
    await runner.start();
    await withClubScope(first.db, org.id, (tx) =>
      enqueueJob(tx, woken, { organisationId: org.id, payload: { n: 1 } }),
    );
    await until(async () => (await jobRow(name('test.woken')))?.status === 'done');
    expect(seen).toEqual([{ n: 1, club: String(org.id) }]);
    expect(await jobRow(name('test.woken'))).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('stop waits for the job running, and a second stop (the app closing after shutdown) waits too', async () => {
    const slow = defineJob(name('test.slow-stop'), counter);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const runner = runnerOn(first, { pollMs: 0 });
    runner.handle(slow, async () => {
      started = true;
      await gate;
    });
    await runner.start();
    await withClubScope(first.db, org.id, (tx) =>
      enqueueJob(tx, slow, { organisationId: org.id, payload: { n: 1 } }),
    );
    await until(async () => started);
    const stops = [runner.stop(), runner.stop()];
    const stopped = [false, false];
    stops.forEach((stop, i) => void stop.then(() => (stopped[i] = true)));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(stopped).toEqual([false, false]);
    release();
    await Promise.all(stops);
    expect(await jobRow(name('test.slow-stop'))).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a job enqueued in a transaction that rolls back does not exist', async () => {
    const undone = defineJob(name('test.rolled-back'), counter);
    await withClubScope(first.db, org.id, async (tx) => {
      await enqueueJob(tx, undone, { organisationId: org.id, payload: { n: 1 } });
      throw new Error('the change failed');
    }).catch(() => {});
    expect(await jobRow(name('test.rolled-back'))).toBeUndefined();
  });

  it('an idempotency key adds a job once', async () => {
    const keyed = defineJob(name('test.keyed'), counter);
    for (let i = 0; i < 2; i++) {
      await enqueueJob(owner.db, keyed, {
        organisationId: org.id,
        payload: { n: i },
        idempotencyKey: 'once',
      });
    }
    const rows = await owner.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, name('test.keyed')));
    expect(rows.map((r) => r.payload)).toEqual([{ n: 0 }]);
  });

  it('retries a failing job with backoff, then marks it failed with its reason (secret links masked)', async () => {
    // Counting starts with the metrics (the metrics plugin starts them when it has a port).
    const metrics = await startMetrics();
    const failing = defineJob(name('test.failing'), counter);
    const attempts: number[] = [];
    const runner = runnerOn(first, { pollMs: 0, maxAttempts: 3, backoffMs: (n) => 1_000 * n });
    runner.handle(failing, async (_payload, job) => {
      attempts.push(Date.now());
      expect(job.attempt).toBe(attempts.length);
      throw new Error(
        `provider refused http://club.test/password/reset/abcSECRET (try ${job.attempt})`,
      );
    });
    await enqueueJob(owner.db, failing, { organisationId: org.id, payload: { n: 1 } });
    await runner.start();
    await runner.settled();
    // after the first failure: still pending, due again later, the reason kept
    const afterOne = await jobRow(name('test.failing'));
    expect(afterOne).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterOne.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(afterOne.lastError).toBe(
      'provider refused http://club.test/password/reset/[redacted] (try 1)',
    );

    await until(async () => (await jobRow(name('test.failing'))).status === 'failed');
    const failed = await jobRow(name('test.failing'));
    expect(failed).toMatchObject({
      attempts: 3,
      lastError: 'provider refused http://club.test/password/reset/[redacted] (try 3)',
    });
    expect(failed.finishedAt).not.toBeNull();
    expect(attempts).toHaveLength(3);
    // counted once in the metrics (crewcall_jobs_failed_total), when it failed for good
    const counted = (await metrics.jobsFailed.get()).values.find(
      (value) => value.labels.name === name('test.failing'),
    );
    expect(counted?.value).toBe(1);
    // each wait at least the backoff (1 s, then 2 s)
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(990);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(1_990);
  });

  it('two runners on one database never run one job twice (FOR UPDATE SKIP LOCKED)', async () => {
    const shared = defineJob(name('test.shared'), counter);
    const runs = new Map<number, number>();
    const byRunner = [0, 0];
    const pair = [runnerOn(first, { pollMs: 0 }), runnerOn(second, { pollMs: 0 })];
    for (const [index, runner] of pair.entries()) {
      runner.handle(shared, async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        byRunner[index]++;
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    }
    const count = 40;
    await enqueueJobs(
      owner.db,
      shared,
      Array.from({ length: count }, (_, n) => ({ organisationId: org.id, payload: { n } })),
    );
    await Promise.all(pair.map((runner) => runner.start()));
    await Promise.all(pair.map((runner) => runner.settled()));
    await until(async () => runs.size === count);
    await Promise.all(pair.map((runner) => runner.settled()));
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect(byRunner[0] + byRunner[1]).toBe(count);
    expect(byRunner[0]).toBeGreaterThan(0); // both took work
    expect(byRunner[1]).toBeGreaterThan(0);
    const rows = await owner.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, name('test.shared')));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('runs as many jobs at once as its concurrency, no more', async () => {
    const slow = defineJob(name('test.concurrent'), counter);
    let running = 0;
    let most = 0;
    const runner = runnerOn(first, { pollMs: 0, concurrency: 2 });
    runner.handle(slow, async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running--;
    });
    await enqueueJobs(
      owner.db,
      slow,
      Array.from({ length: 6 }, (_, n) => ({ organisationId: org.id, payload: { n } })),
    );
    await runner.start();
    await until(async () => {
      const rows = await owner.db
        .select()
        .from(jobs)
        .where(eq(jobs.name, name('test.concurrent')));
      return rows.every((row) => row.status === 'done');
    });
    expect(most).toBe(2);
  });

  it('a job that commits its own steps: each step is visible at once, the job runs once at a time, and it may ask to run again', async () => {
    const stepwise = defineJob(name('test.stepwise'), counter, { ownTransactions: true });
    const template = name('template');
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: number[] = [];
    const pair = [runnerOn(first, { pollMs: 0 }), runnerOn(second, { pollMs: 0 })];
    for (const runner of pair) {
      runner.handle(stepwise, async (_payload, job) => {
        runs.push(job.attempt);
        await job.step((tx) =>
          tx
            .insert(messageTemplates)
            .values({ organisationId: job.organisationId, name: template }),
        );
        await released;
        if (job.attempt === 1) job.retryLater(500, 'the provider asked us to slow down');
      });
    }
    await enqueueJob(owner.db, stepwise, { organisationId: org.id, payload: { n: 1 } });
    await Promise.all(pair.map((runner) => runner.start()));
    const templates = () =>
      owner.db.select().from(messageTemplates).where(eq(messageTemplates.name, template));
    // committed while the handler still runs (its job is not done)
    await until(async () => (await templates()).length === 1);
    expect(await jobRow(name('test.stepwise'))).toMatchObject({ status: 'pending', attempts: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toEqual([1]); // the other runner did not take it meanwhile
    release();
    await until(async () => (await jobRow(name('test.stepwise')))?.attempts === 1);
    expect(await jobRow(name('test.stepwise'))).toMatchObject({
      status: 'pending',
      lastError: 'the provider asked us to slow down',
    });
    await until(async () => (await jobRow(name('test.stepwise')))?.status === 'done');
    expect(runs).toEqual([1, 2]);
    expect(await jobRow(name('test.stepwise'))).toMatchObject({ attempts: 2, lastError: null });
  });
});

describe('job runner (database): retry timers', () => {
  it("runs a retry whose timer fires before the clock reaches its run_at (Node's timers count from the loop's lagging time)", async () => {
    const retried = defineJob('test.early-timer', counter);
    const realSetTimeout = globalThis.setTimeout;
    // The runner's retry timer fires 150 ms early, as after a long turn of the event loop;
    // shorter timers (the drivers', the test's own polling) are left alone.
    globalThis.setTimeout = ((work: () => void, ms = 0, ...args: unknown[]) =>
      realSetTimeout(work, ms >= 300 ? ms - 150 : ms, ...args)) as typeof setTimeout;
    try {
      const runs: number[] = [];
      const runner = runnerOnTransport('database', first, { pollMs: 0 });
      runner.handle(retried, async (_payload, job) => {
        runs.push(job.attempt);
        if (job.attempt === 1) job.retryLater(400, 'not yet');
      });
      await enqueueJob(owner.db, retried, { organisationId: org.id, payload: { n: 1 } });
      await runner.start();
      await until(async () => (await jobRow('test.early-timer'))?.status === 'done');
      expect(runs).toEqual([1, 2]);
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
  });
});

describe('BullMQ transport', () => {
  it('a job BullMQ delivers again (after it is done) does not run again', async () => {
    const once = defineJob('test.bullmq-once', counter);
    let runs = 0;
    const runner = runnerOnTransport('bullmq', first, { pollMs: 0 });
    runner.handle(once, async () => {
      runs++;
    });
    await runner.start();
    await enqueueJob(owner.db, once, { organisationId: org.id, payload: { n: 1 } });
    await until(async () => (await jobRow('test.bullmq-once'))?.status === 'done');
    const row = await jobRow('test.bullmq-once');
    const queue = new Queue('jobs', { connection: { url: REDIS_URL }, prefix });
    try {
      await queue.add(
        once.name,
        { id: row.id },
        { jobId: `again-${row.id}`, removeOnComplete: true },
      );
      await until(
        async () =>
          (await queue.getJobCounts('wait', 'active')).active +
            (await queue.getJobCounts('wait')).wait ===
          0,
      );
      await runner.settled();
    } finally {
      await queue.close();
    }
    expect(runs).toBe(1);
    expect(await jobRow('test.bullmq-once')).toMatchObject({ status: 'done', attempts: 1 });
  });
});

describe.each<Transport>(['database', 'bullmq'])('periodic tasks (%s)', (transport) => {
  it('run every interval while started, never overlapping, and not after stop', async () => {
    const runner = runnerOnTransport(transport, first);
    let runs = 0;
    let running = 0;
    let overlapped = false;
    runner.every('test.tick', 20, async () => {
      running++;
      overlapped ||= running > 1;
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 50)); // longer than the interval
      running--;
    });
    runner.every('test.never', 0, async () => {
      throw new Error('an interval of 0 never runs');
    });
    await runner.start();
    await until(async () => runs >= 3);
    await runner.stop();
    // Stopped only once the task running finished (shutdown closes the pools next).
    expect(running).toBe(0);
    const atStop = runs;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(overlapped).toBe(false);
    expect(runs).toBe(atStop); // none started after stop
  });
});

describe('finished jobs past retention', () => {
  it('are deleted (done after a week, failed after a month); pending and recent ones stay', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const row = (name: string, status: 'pending' | 'done' | 'failed', finishedAt: Date | null) => ({
      organisationId: org.id,
      name,
      payload: { email: 'someone@example.org' },
      status,
      finishedAt,
    });
    await owner.db
      .insert(jobs)
      .values([
        row('retention.done-old', 'done', daysAgo(8)),
        row('retention.done-recent', 'done', daysAgo(1)),
        row('retention.failed-old', 'failed', daysAgo(31)),
        row('retention.failed-recent', 'failed', daysAgo(8)),
        row('retention.pending', 'pending', null),
      ]);
    // The app's role, as the runner runs it: the purge crosses clubs in a platform scope.
    expect(await purgeFinishedJobs(first.db)).toBe(2);
    const left = await owner.db
      .select({ name: jobs.name })
      .from(jobs)
      .where(sql`${jobs.name} like 'retention.%'`);
    expect(left.map((job) => job.name).sort()).toEqual([
      'retention.done-recent',
      'retention.failed-recent',
      'retention.pending',
    ]);
  });
});
