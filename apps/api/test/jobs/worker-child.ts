// A job worker process for the sender's fault tests (run with `node --import tsx`): the
// real worker (src/worker-app.ts) with its mail delivered to a fake provider over HTTP.
// The test kills it with SIGKILL mid-send and starts it again.
import { loadConfig } from '@/env';
import { buildWorker } from '@/worker-app';
import { deliverThrough } from './fake-provider';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const config = loadConfig(
  {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_TRANSPORT: env('JOBS_TRANSPORT'),
    JOBS_POLL_MS: '500',
    JOBS_LOCK_MS: '2000',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...(process.env.JOBS_REDIS_PREFIX ? { JOBS_REDIS_PREFIX: process.env.JOBS_REDIS_PREFIX } : {}),
  },
  {
    DATABASE_URL: env('DATABASE_URL'),
    JWT_SECRET: 'w'.repeat(48),
    DEMO_BOOTSTRAP: false,
    WEB_DIST: '/nonexistent',
  },
);
const app = await buildWorker(config);
deliverThrough(app, env('PROVIDER_URL'));
await app.ready();
process.stdout.write('ready\n');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
