import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { createOrg, type TestOrg } from '@test/factories';
import { createTestDatabase, openAsOwner } from '@test/test-database';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { jobs, messages } from '@/db/schema';
import { withClubScope } from '@/db/scope';
import { queueMessages } from '@/modules/messaging/outbox';
import { INTERRUPTED_WHILE_SENDING, SENDS_AT_ONCE } from '@/modules/messaging/send-messages';
import { type FakeProvider, startFakeProvider } from './fake-provider';

// Issue 22: every message reaches its recipient at most once, whatever dies mid-send.
// A real worker process (test/jobs/worker-child.ts) sends 2,000 messages to a fake
// provider over HTTP that counts each delivery; the test kills the worker (SIGKILL) or
// its Redis mid-send, lets it go on, and counts.

const COUNT = 2_000;
const CONCURRENCY = 4; // the worker's JOBS_CONCURRENCY default
const SHARED_REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const apiRoot = path.resolve(import.meta.dirname, '../..');

let url: string;
let drop: () => Promise<void>;
let owner: Database;
let org: TestOrg;
let provider: FakeProvider;
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  ({ url, drop } = await createTestDatabase());
  owner = await openAsOwner(url);
  org = await createOrg(owner.db);
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await provider?.close();
});
afterAll(async () => {
  await owner?.close();
  await drop?.();
});

/** Queues COUNT messages (one commit, COUNT / 50 send jobs), each to an address of its own. */
async function queueBatch(tag: string) {
  const list = Array.from({ length: COUNT }, (_, i) => ({
    organisationId: org.id,
    channel: 'email' as const,
    purpose: 'reminder' as const,
    toPersonId: null,
    to: `${tag}-${i}@example.test`,
    subject: `Reminder ${i}`,
    text: 'Your shift starts soon.',
  }));
  await withClubScope(owner.db, org.id, (tx) => queueMessages(tx, list));
}

function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/jobs/worker-child.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: url, PROVIDER_URL: provider.url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, exited, errors: () => err };
}

async function until(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const statuses = async (tag: string) => {
  const rows = await owner.db
    .select({ status: messages.status, to: messages.toAddress, lastError: messages.lastError })
    .from(messages)
    .where(sql`${messages.toAddress} like ${`${tag}-%`}`);
  return rows;
};
const unfinished = async (tag: string) =>
  (await statuses(tag)).filter((m) => m.status === 'queued' || m.status === 'sending').length;

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A redis-server of this test's own (never the shared one: other test files use it). */
async function startRedis(port: number) {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => redis.on('exit', resolve));
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  await until(accepts, 10_000, 'redis-server');
  return {
    stop: async () => {
      redis.kill('SIGKILL');
      await exited;
    },
  };
}

/** Every message sent once, or failed as interrupted and delivered at most once. */
async function expectAtMostOnce(tag: string, maxInterrupted: number) {
  const rows = await statuses(tag);
  expect(rows).toHaveLength(COUNT);
  const sent = rows.filter((row) => row.status === 'sent');
  const failed = rows.filter((row) => row.status === 'failed');
  expect(sent.length + failed.length).toBe(COUNT);
  for (const row of sent) expect(provider.deliveries.get(row.to)).toBe(1);
  for (const row of failed) {
    expect(row.lastError).toBe(INTERRUPTED_WHILE_SENDING);
    expect(provider.deliveries.get(row.to) ?? 0).toBeLessThanOrEqual(1);
  }
  expect(failed.length).toBeLessThanOrEqual(maxInterrupted);
  const duplicates = [...provider.deliveries.values()].filter((n) => n > 1).length;
  expect(duplicates).toBe(0);
  const left = await owner.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.status} <> 'done' and ${jobs.name} = 'messages.send'`);
  expect(left).toEqual([]);
  return { sent: sent.length, interrupted: failed.length };
}

describe.each(['database', 'bullmq'] as const)('the sender on %s', (transport) => {
  it('a worker killed (SIGKILL) mid-send and started again: every message delivered at most once, all sent but those in flight at the kill', async () => {
    provider = await startFakeProvider({ delayMs: 2 });
    const tag = `kill-${transport}-${randomBytes(3).toString('hex')}`;
    const prefix = `crewcall-test:${randomBytes(6).toString('hex')}`;
    const env = {
      JOBS_TRANSPORT: transport,
      ...(transport === 'bullmq' ? { REDIS_URL: SHARED_REDIS, JOBS_REDIS_PREFIX: prefix } : {}),
    };
    if (transport === 'bullmq') cleanups.push(() => dropKeys(SHARED_REDIS, prefix));
    await queueBatch(tag);
    const first = startWorker(env);
    await until(() => provider.total() >= COUNT / 3, 60_000, `a third sent:\n${first.errors()}`);
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = provider.total();
    expect(atKill).toBeLessThan(COUNT); // killed midway, not after

    const second = startWorker(env);
    await until(async () => (await unfinished(tag)) === 0, 60_000, `all sent:\n${second.errors()}`);
    second.child.kill('SIGTERM');
    await second.exited;
    const { sent, interrupted } = await expectAtMostOnce(tag, CONCURRENCY * SENDS_AT_ONCE);
    console.log(
      `${transport}: killed after ${atKill} deliveries; ${sent} sent, ${interrupted} interrupted (failed, not sent again), 0 duplicates`,
    );
  }, 150_000);
});

describe('the sender on BullMQ, its Redis restarted mid-send', () => {
  it('loses nothing and sends nothing twice: every message sent exactly once', async () => {
    provider = await startFakeProvider({ delayMs: 2 });
    const tag = `redis-${randomBytes(3).toString('hex')}`;
    const port = await freePort();
    let redis = await startRedis(port);
    cleanups.push(() => redis.stop());
    await queueBatch(tag);
    const worker = startWorker({
      JOBS_TRANSPORT: 'bullmq',
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    await until(() => provider.total() >= COUNT / 3, 60_000, `a third sent:\n${worker.errors()}`);
    await redis.stop(); // all its data gone: no persistence
    const atRestart = provider.total();
    await new Promise((resolve) => setTimeout(resolve, 300));
    redis = await startRedis(port);
    await until(async () => (await unfinished(tag)) === 0, 60_000, `all sent:\n${worker.errors()}`);
    worker.child.kill('SIGTERM');
    await worker.exited;
    expect(atRestart).toBeLessThan(COUNT);
    const { sent } = await expectAtMostOnce(tag, 0);
    expect(sent).toBe(COUNT);
    console.log(
      `bullmq: Redis restarted empty after ${atRestart} deliveries; ${sent} sent exactly once`,
    );
  }, 150_000);
});

async function dropKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}
