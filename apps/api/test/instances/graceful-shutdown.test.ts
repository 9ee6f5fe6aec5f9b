import net from 'node:net';
import { createTestApp, relaxedLimits, type TestApp } from '@test/clubs';
import { createOrg } from '@test/factories';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { shutdown } from '@/bootstrap/shutdown';
import { type Database, openDatabase } from '@/db/client';
import { jobs } from '@/db/schema';
import { withClubScope } from '@/db/scope';
import { defineJob, enqueueJob } from '@/jobs';
import { buildWorker } from '@/worker-app';

/*
 * SIGTERM on an API instance (bootstrap/shutdown.ts, what main.ts runs on the signal): a
 * real listening server on the test database, with a route of the test's own that answers
 * only when the test lets it (a slow request in flight).
 */
let t: TestApp;
beforeAll(async () => {
  // Jobs run only in the worker under test (the test app would take its jobs, with no handler).
  t = await createTestApp({ ...relaxedLimits, RUN_JOBS: false });
});
afterAll(() => t?.close());

type Listening = {
  app: FastifyInstance;
  database: Database;
  base: string;
  port: number;
  /** Resolves when the slow request has arrived; `release` lets it answer. */
  arrived: Promise<void>;
  release: () => void;
};

async function listeningInstance(): Promise<Listening> {
  const database = await openDatabase({
    url: t.config.DATABASE_URL,
    dataDir: '',
    migrate: false,
    max: 3,
  });
  const app = await buildApp({ config: t.config, database });
  app.addHook('onClose', async () => database.close());
  let release = () => {};
  let arrive = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  app.get('/test-only/slow', async () => {
    arrive();
    await gate;
    // It still has the database: the pools close after the requests in flight.
    await database.ping();
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return { app, database, base: `http://127.0.0.1:${port}`, port, arrived, release };
}

/** Whether a new TCP connection to `port` is accepted or refused. */
function connectTo(port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });
}

async function eventually<T>(probe: () => Promise<T>, wanted: T, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  let seen = await probe();
  while (seen !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await probe();
  }
  return seen;
}

describe('graceful shutdown', () => {
  it('a slow request finishes with 200 while ready says 503 and new connections are refused', async () => {
    const instance = await listeningInstance();
    expect((await fetch(`${instance.base}/api/ready`)).status).toBe(200);
    const slow = fetch(`${instance.base}/test-only/slow`);
    await instance.arrived;
    let settledSlow = false;
    void slow.finally(() => {
      settledSlow = true;
    });

    const exits: number[] = [];
    const closing = shutdown(instance.app, {
      delayMs: 500,
      graceMs: 10_000,
      exit: (code) => exits.push(code),
    });
    // At once: unready, so the load balancer stops sending requests here.
    const ready = await fetch(`${instance.base}/api/ready`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).detail).toMatch(/shutting down/i);
    // After the drain delay: the socket is closed, new connections are refused...
    expect(await eventually(() => connectTo(instance.port), 'refused')).toBe('refused');
    // ...while the slow request is still in flight, and the process has not exited.
    expect(settledSlow).toBe(false);
    expect(exits).toEqual([]);

    instance.release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await closing;
    expect(exits).toEqual([0]);
    // The pools are closed: nothing of this instance is left holding connections.
    await expect(instance.database.ping()).rejects.toThrow();
  });

  it('exits with 1 once the grace period runs out, whatever is still in flight', async () => {
    const instance = await listeningInstance();
    const slow = fetch(`${instance.base}/test-only/slow`);
    await instance.arrived;
    const exits: number[] = [];
    const started = Date.now();
    await shutdown(instance.app, { delayMs: 0, graceMs: 400, exit: (code) => exits.push(code) });
    expect(exits).toEqual([1]);
    expect(Date.now() - started).toBeLessThan(3_000);
    // (The real process would be gone; here the request is let go to clean up.)
    instance.release();
    await slow.catch(() => {});
    await instance.app.close();
  });
});

describe('graceful shutdown of a worker', () => {
  it('finishes the job running, takes no new one, then exits 0', async () => {
    const slowJob = defineJob('test.shutdown-slow', z.object({ n: z.number() }));
    const worker = await buildWorker({ ...t.config, JOBS_POLL_MS: 0 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ran: number[] = [];
    worker.jobs.handle(slowJob, async ({ n }) => {
      ran.push(n);
      if (n === 1) await gate;
    });
    await worker.ready();
    const org = await createOrg(t.db);
    const enqueue = (n: number) =>
      withClubScope(t.app.db, org.id, (tx) =>
        enqueueJob(tx, slowJob, { organisationId: org.id, payload: { n } }),
      );
    await enqueue(1);
    expect(await eventually(async () => ran.length, 1)).toBe(1);

    const exits: number[] = [];
    const closing = shutdown(worker, {
      delayMs: 0,
      graceMs: 10_000,
      exit: (code) => exits.push(code),
    });
    await enqueue(2); // after the signal: left for another worker
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(exits).toEqual([]); // still finishing job 1
    release();
    await closing;
    expect(exits).toEqual([0]);
    expect(ran).toEqual([1]);
    const rows = await t.db
      .select({ status: jobs.status, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.name, 'test.shutdown-slow'))
      .orderBy(jobs.id);
    expect(rows).toEqual([
      { status: 'done', payload: { n: 1 } },
      { status: 'pending', payload: { n: 2 } },
    ]);
  });
});
