import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

/**
 * The in-process job runner (src/jobs/runner.ts): started once the app is ready (every
 * handler registered), woken by each commit that enqueued a job, stopped on close after
 * the job it is running (what is left runs at the next start).
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const runner = createJobRunner({
      db: app.db,
      log: app.log,
      pollMs: app.config.JOBS_POLL_MS,
      subscribe: (wake) => app.database.listen(JOBS_CHANNEL, wake),
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
