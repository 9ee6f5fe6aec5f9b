import { createServer } from 'node:net';
import { createTestDatabase } from '@test/test-database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '@/env';
import { buildWorker } from '@/worker-app';

// The worker has no HTTP API: its metrics port is how it is scraped, and what its
// container health check (docker/Dockerfile, target worker) asks.
let worker: Awaited<ReturnType<typeof buildWorker>>;
let drop: () => Promise<void>;
let port: number;
beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  worker = await buildWorker(
    loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      {
        DATABASE_URL: database.url,
        JWT_SECRET: 'w'.repeat(48),
        DEMO_BOOTSTRAP: false,
        WEB_DIST: '/nonexistent',
        JOBS_TRANSPORT: 'database',
        JOBS_POLL_MS: 0,
        REMINDER_SCAN_SECONDS: 0,
        METRICS_PORT: port,
        METRICS_HOST: '127.0.0.1',
      },
    ),
  );
  await worker.ready();
});
afterAll(async () => {
  await worker?.close();
  await drop?.();
});

it('serves its metrics, with the job queue depth, on METRICS_PORT', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).toContain('crewcall_jobs{status="pending"} 0');
  expect(text).toContain('# TYPE crewcall_jobs_failed_total counter');
});

it('stops serving them when closed', async () => {
  await worker.close();
  await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
});
