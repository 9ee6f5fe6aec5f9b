import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@/app';
import type { Database } from '@/db/client';
import { type Config, loadConfig } from '@/env';
import { httpJson } from './load';

/** The periodic work BENCH_PERIODIC leaves on (all of it when unset). */
function periodicWork(setting: string | undefined): Partial<Config> {
  const noPolling = { JOBS_POLL_MS: 0 };
  const noScans = { REMINDER_SCAN_SECONDS: 0 };
  if (setting === '0') return { ...noPolling, ...noScans };
  if (setting === 'poll') return noScans;
  if (setting === 'scans') return noPolling;
  // A misspelt setting would otherwise measure everything on while its log says otherwise.
  if (setting !== undefined) throw new Error(`BENCH_PERIODIC=${setting}: use 0, poll or scans`);
  return {};
}

/**
 * The real app as production runs it, on a free port, with a hello-world route beside it:
 * the baseline every bench compares with (same server, plugins and hooks; no tenant, auth
 * or database). `url` undefined: the embedded database in `dataDir`.
 */
export async function startBenchApp(url: string | undefined, database: Database, dataDir?: string) {
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    {
      ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir }),
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DEMO_BOOTSTRAP: false,
      WEB_DIST: '/nonexistent',
      // BENCH_STATISTICS=0: the embedded database as it was before issue 28 (no statistics).
      ...(process.env.BENCH_STATISTICS === '0' ? { STATISTICS_SCAN_SECONDS: 0 } : {}),
      // BENCH_EMBEDDED_ANSWERS=0: every read runs its statements on PGlite (before issue 28's cache).
      ...(process.env.BENCH_EMBEDDED_ANSWERS === '0' ? { EMBEDDED_ANSWERS: false } : {}),
      // BENCH_PERIODIC=0: no job polling and no periodic scans (reminders, chases, offers,
      // record expiry), to tell their cost from the reads' own; =poll keeps only the polling,
      // =scans only the scans.
      ...periodicWork(process.env.BENCH_PERIODIC),
    },
  );
  const app = await buildApp({ config, database });
  app.get('/api/bench/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base };
}

/** Logs in through the API and answers the headers of that person's calls. */
export async function logIn(base: string, host: string, email: string, password: string) {
  const login = await httpJson(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { host },
    body: { email, password },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { host, authorization: `Bearer ${login.body.access as string}` };
}
