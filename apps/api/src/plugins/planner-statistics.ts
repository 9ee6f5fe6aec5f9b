import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The embedded database's stand-in for autovacuum (db/planner-statistics.mjs):
 * a periodic task of the job runner (STATISTICS_SCAN_SECONDS) that vacuums and gathers
 * planner statistics for the tables a bulk write changed (a member import, a planner save, the
 * demo seed), and once at start for what changed while the app was stopped (`pnpm cli`).
 * Nothing on PostgreSQL, where autovacuum does it.
 */
export default fp(
  async function plannerStatisticsPlugin(app: FastifyInstance) {
    const { database, config } = app;
    if (database.kind !== 'pglite' || !config.STATISTICS_SCAN_SECONDS) return;
    const refresh = async () => {
      const started = Date.now();
      const tables = await database.refreshStatistics();
      if (tables.length)
        app.log.info({ tables, ms: Date.now() - started }, 'planner statistics gathered');
    };
    app.jobs.every('planner-statistics', config.STATISTICS_SCAN_SECONDS * 1000, refresh);
    if (config.RUN_JOBS) {
      app.addHook('onReady', async () => {
        await refresh().catch((error) =>
          app.log.error({ err: error }, 'planner statistics: the first scan failed'),
        );
      });
    }
  },
  { name: 'planner-statistics', dependencies: ['db', 'jobs'] },
);
