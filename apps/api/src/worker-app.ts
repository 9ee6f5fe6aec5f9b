import { buildApp } from '@/app';
import { withPersistedJwtSecret } from '@/bootstrap/jwt-secret';
import { shutdownOnSignals } from '@/bootstrap/shutdown';
import { StartupError } from '@/bootstrap/startup-error';
import { openDatabase } from '@/db/client';
import { assertConfinedLogin } from '@/db/login-check';
import type { Config } from '@/env';

/**
 * The job worker alone: `pnpm --filter @crewcall/api worker`. Production runs it beside
 * API instances started with RUN_JOBS=false, with the same configuration (DATABASE_URL,
 * REDIS_URL, mail settings). It is the whole app without a listening server, so that every
 * module registers its job handlers exactly as in the API; it does not migrate (the API
 * does, at its start). Answers the app, not ready yet: `ready()` starts the runner.
 */
export async function buildWorker(baseConfig: Config) {
  if (!baseConfig.DATABASE_URL) {
    // PGlite's data folder belongs to one process: the API runs the jobs there.
    throw new StartupError('The worker needs DATABASE_URL (PostgreSQL).');
  }
  // A worker has the CPU to itself: more jobs at once than inside the API (env.ts says why).
  const config = {
    ...withPersistedJwtSecret(baseConfig),
    RUN_JOBS: true,
    JOBS_CONCURRENCY: baseConfig.JOBS_CONCURRENCY ?? 4,
  };
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrate: false,
  });
  if (config.NODE_ENV === 'production') {
    await assertConfinedLogin(database).catch(async (error) => {
      await database.close();
      throw error;
    });
  }
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());
  return app;
}

/**
 * Runs the worker until SIGINT or SIGTERM, then lets the jobs running finish (at most
 * SHUTDOWN_GRACE_SECONDS) and exits.
 */
export async function runWorker(app: Awaited<ReturnType<typeof buildWorker>>) {
  await app.ready();
  app.log.info('job worker started');
  // Nothing routes requests to a worker: no drain delay, only the jobs running to finish.
  shutdownOnSignals(app, { ...app.config, SHUTDOWN_DELAY_SECONDS: 0 });
}
