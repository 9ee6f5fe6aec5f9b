import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobs } from '@/db/schema';
import { withPlatformScope } from '@/db/scope';
import { startMetrics } from '@/lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics server's address once listening (METRICS_PORT set), else null. */
    metricsAddress: () => AddressInfo | null;
  }
}

/**
 * Prometheus metrics (lib/metrics.ts), when METRICS_PORT is set: a small HTTP server of
 * its own on that port answering /metrics, and every request observed once in a histogram
 * by its route pattern (no query, no extra work on the request path beyond that). The job
 * queue's depth is read from the `jobs` table when Prometheus scrapes, not per request.
 * Without a port nothing is observed: nobody could read it.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    let server: Server | null = null;
    app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
    const port = app.config.METRICS_PORT;
    if (!port) return;

    const { registry, httpRequestDuration } = await startMetrics();
    const { Gauge, Registry } = await import('prom-client');
    app.addHook('onResponse', async (request, reply) => {
      httpRequestDuration.observe(
        {
          method: request.method,
          // The pattern (`/api/events/:id`), never the URL: ids would explode the series.
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    // Gauges read at scrape time, in a registry of this app's (the process one is shared).
    const scrapeRegistry = new Registry();
    const queue = new Gauge({
      name: 'crewcall_jobs',
      help: 'Jobs in the jobs table by status (pending: the queue depth; failed: kept for a look)',
      labelNames: ['status'] as const,
      registers: [scrapeRegistry],
      collect: async () => {
        // Across clubs: the queue is the platform's, as the job runner's claim is.
        const rows = await withPlatformScope(app.db, (tx) =>
          tx
            .select({ status: jobs.status, n: count() })
            .from(jobs)
            .where(inArray(jobs.status, ['pending', 'failed']))
            .groupBy(jobs.status),
        );
        queue.reset();
        queue.set({ status: 'pending' }, 0);
        queue.set({ status: 'failed' }, 0);
        for (const row of rows) queue.set({ status: row.status }, Number(row.n));
      },
    });
    const registries = Registry.merge([registry, scrapeRegistry]);

    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
        return;
      }
      registries.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registries.contentType }).end(text),
        (error) => {
          app.log.error({ err: error }, 'metrics: scrape failed');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed.\n');
        },
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, app.config.METRICS_HOST, () => resolve());
    });
    app.log.info(`metrics at http://${app.config.METRICS_HOST}:${port}/metrics`);
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
