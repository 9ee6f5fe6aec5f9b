import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StartupError } from '@/bootstrap/startup-error';
import type { Config } from '@/env';
import { createJobRunner, JOBS_CHANNEL, type JobRunner } from '@/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The job runner: modules register handlers (`app.jobs.handle(definition, handler)`)
     * and enqueue with `enqueueJob(db, definition, …)` from `@/jobs` in their transaction.
     */
    jobs: JobRunner;
  }
}

/** Which transport carries jobs (JOBS_TRANSPORT, REDIS_URL and the database). */
export function jobsTransport(
  config: Pick<Config, 'JOBS_TRANSPORT' | 'REDIS_URL'>,
  databaseKind: 'postgres' | 'pglite',
): 'database' | 'bullmq' {
  if (config.JOBS_TRANSPORT === 'database') return 'database';
  if (config.JOBS_TRANSPORT === 'bullmq') {
    if (!config.REDIS_URL) throw new StartupError('JOBS_TRANSPORT=bullmq needs REDIS_URL.');
    // PGlite is one process's embedded database: there is no other worker to share with.
    if (databaseKind === 'pglite')
      throw new StartupError('JOBS_TRANSPORT=bullmq needs PostgreSQL (DATABASE_URL).');
    return 'bullmq';
  }
  return config.REDIS_URL && databaseKind === 'postgres' ? 'bullmq' : 'database';
}

/**
 * The job runner (src/jobs/): in-process, or BullMQ on Redis (jobsTransport). Started once
 * the app is ready (every handler registered) when RUN_JOBS is on, woken by each commit
 * that enqueued a job, stopped on close after the jobs it is running (what is left runs
 * at the next start). With RUN_JOBS off the app only enqueues (`pnpm worker` runs them).
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const { config, database } = app;
    const pglite = database.kind === 'pglite';
    const common = {
      db: app.db,
      log: app.log,
      pollMs: config.JOBS_POLL_MS,
      // PGlite has one connection: jobs run one at a time there.
      concurrency: pglite ? 1 : (config.JOBS_CONCURRENCY ?? 1),
      subscribe: (wake: () => void) => database.listen(JOBS_CHANNEL, wake),
    };
    const runner =
      jobsTransport(config, database.kind) === 'bullmq'
        ? // BullMQ and its Redis client are loaded only for this transport.
          (await import('@/jobs/bullmq-runner')).createBullmqJobRunner({
            ...common,
            redisUrl: config.REDIS_URL as string,
            prefix: config.JOBS_REDIS_PREFIX,
            lockMs: config.JOBS_LOCK_MS,
          })
        : createJobRunner({ ...common, holdClaimWhileRunning: !pglite });
    app.decorate('jobs', runner);
    if (config.RUN_JOBS) app.addHook('onReady', () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
