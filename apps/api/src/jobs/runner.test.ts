import { createOrg, type TestOrg } from '@test/factories';
import { createTestDatabase, openAsOwner } from '@test/test-database';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '@/db/client';
import { jobs } from '@/db/schema';
import { withClubScope } from '@/db/scope';
import { defineJob, enqueueJob, enqueueJobs, JOBS_CHANNEL } from './job';
import { purgeFinishedJobs } from './retention';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './runner';

// The runner on its own (no app): two "processes" on one database, each with its own pool.
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
});

function runnerOn(database: Database, options: Partial<JobRunnerOptions> = {}) {
  const runner = createJobRunner({
    db: database.db,
    log,
    subscribe: (wake) => database.listen(JOBS_CHANNEL, wake),
    ...options,
  });
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

describe('job runner', () => {
  it('runs a job woken by the commit that enqueued it (no polling), in its own club', async () => {
    const woken = defineJob('test.woken', counter);
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
    await until(async () => (await jobRow('test.woken'))?.status === 'done');
    expect(seen).toEqual([{ n: 1, club: String(org.id) }]);
    expect(await jobRow('test.woken')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a job enqueued in a transaction that rolls back does not exist', async () => {
    const undone = defineJob('test.rolled-back', counter);
    await withClubScope(first.db, org.id, async (tx) => {
      await enqueueJob(tx, undone, { organisationId: org.id, payload: { n: 1 } });
      throw new Error('the change failed');
    }).catch(() => {});
    expect(await jobRow('test.rolled-back')).toBeUndefined();
  });

  it('an idempotency key adds a job once', async () => {
    const keyed = defineJob('test.keyed', counter);
    for (let i = 0; i < 2; i++) {
      await enqueueJob(owner.db, keyed, {
        organisationId: org.id,
        payload: { n: i },
        idempotencyKey: 'once',
      });
    }
    const rows = await owner.db.select().from(jobs).where(eq(jobs.name, 'test.keyed'));
    expect(rows.map((r) => r.payload)).toEqual([{ n: 0 }]);
  });

  it('retries a failing job with backoff, then marks it failed with its reason (secret links masked)', async () => {
    const failing = defineJob('test.failing', counter);
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
    const afterOne = await jobRow('test.failing');
    expect(afterOne).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterOne.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(afterOne.lastError).toBe(
      'provider refused http://club.test/password/reset/[redacted] (try 1)',
    );

    await until(async () => (await jobRow('test.failing')).status === 'failed');
    const failed = await jobRow('test.failing');
    expect(failed).toMatchObject({
      attempts: 3,
      lastError: 'provider refused http://club.test/password/reset/[redacted] (try 3)',
    });
    expect(failed.finishedAt).not.toBeNull();
    expect(attempts).toHaveLength(3);
    // each wait at least the backoff (1 s, then 2 s)
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(990);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(1_990);
  });

  it('two runners on one database never run one job twice (FOR UPDATE SKIP LOCKED)', async () => {
    const shared = defineJob('test.shared', counter);
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
    const rows = await owner.db.select().from(jobs).where(eq(jobs.name, 'test.shared'));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });
});

describe('periodic tasks', () => {
  it('run every interval while started, never overlapping, and not after stop', async () => {
    const runner = runnerOn(first);
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
