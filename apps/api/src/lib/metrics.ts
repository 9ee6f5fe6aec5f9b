import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), served on METRICS_PORT by
 * plugins/metrics.ts. One registry per process: the job runner and the mail and SMS
 * adapters count here wherever they run (API or worker), without being handed a registry.
 * Labels are bounded: route patterns (`/api/events/:id`), never raw URLs.
 */
export const metricsRegistry = new Registry();

let defaultMetricsStarted = false;

/**
 * The process's own metrics (CPU, memory, event loop lag, GC), collected from the first
 * metrics server on: collecting them watches every garbage collection and the event loop,
 * a cost for nothing where nobody can scrape them.
 */
export function startDefaultMetrics() {
  if (defaultMetricsStarted) return;
  defaultMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'crewcall_' });
}

/** Request rate (its `_count`) and latency, per method, route pattern and status. */
export const httpRequestDuration = new Histogram({
  name: 'crewcall_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, and how long they took',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Jobs that failed for good (out of attempts), by job name. */
export const jobsFailed = new Counter({
  name: 'crewcall_jobs_failed_total',
  help: 'Jobs marked failed after their last attempt, by job name',
  labelNames: ['name'] as const,
  registers: [metricsRegistry],
});

/** Emails and SMS handed to the provider: `sent` when it took them, `failed` when it refused. */
export const messagesSent = new Counter({
  name: 'crewcall_messages_total',
  help: 'Emails and SMS given to the provider, by channel and outcome (sent, failed)',
  labelNames: ['channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Counts one provider call's outcome around `send` (rethrows its error). */
export async function countSend<T>(channel: 'email' | 'sms', send: () => Promise<T>): Promise<T> {
  try {
    const result = await send();
    messagesSent.inc({ channel, outcome: 'sent' });
    return result;
  } catch (error) {
    messagesSent.inc({ channel, outcome: 'failed' });
    throw error;
  }
}
