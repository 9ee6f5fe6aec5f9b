import type { Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), served on METRICS_PORT by
 * plugins/metrics.ts. One registry per process: the job runner and the mail and SMS
 * adapters count here wherever they run, without being handed a registry.
 * Labels are bounded: route patterns (`/api/events/:id`), never raw URLs.
 *
 * Nothing is counted, and prom-client is not even loaded, until `startMetrics()` (the
 * metrics plugin, when METRICS_PORT is set): where nobody can scrape, a count is lost work,
 * and prom-client with its OpenTelemetry types is 1.9 MB of heap (imported alone) that
 * every full garbage collection of every API process would walk.
 */
export type ProcessMetrics = {
  registry: Registry;
  /** Request rate (its `_count`) and latency, per method, route pattern and status. */
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Jobs that failed for good (out of attempts), by job name. */
  jobsFailed: Counter<'name'>;
  /** Emails and SMS handed to the provider: `sent` when it took them, `failed` when it refused. */
  messagesSent: Counter<'channel' | 'outcome'>;
};

let started: ProcessMetrics | undefined;
let starting: Promise<ProcessMetrics> | undefined;

/**
 * Loads prom-client and starts counting (once a process; later calls answer the same
 * metrics), the process's own included (CPU, memory, event loop lag, GC): collecting those
 * watches every garbage collection and the event loop.
 */
export function startMetrics(): Promise<ProcessMetrics> {
  starting ??= import('prom-client').then((client) => {
    const registry = new client.Registry();
    client.collectDefaultMetrics({ register: registry, prefix: 'crewcall_' });
    started = {
      registry,
      httpRequestDuration: new client.Histogram({
        name: 'crewcall_http_request_duration_seconds',
        help: 'HTTP requests by method, route pattern and status, and how long they took',
        labelNames: ['method', 'route', 'status'] as const,
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      }),
      jobsFailed: new client.Counter({
        name: 'crewcall_jobs_failed_total',
        help: 'Jobs marked failed after their last attempt, by job name',
        labelNames: ['name'] as const,
        registers: [registry],
      }),
      messagesSent: new client.Counter({
        name: 'crewcall_messages_total',
        help: 'Emails and SMS given to the provider, by channel and outcome (sent, failed)',
        labelNames: ['channel', 'outcome'] as const,
        registers: [registry],
      }),
    };
    return started;
  });
  return starting;
}

/** Counts a job that failed for good (once metrics are started). */
export function countJobFailed(name: string) {
  started?.jobsFailed.inc({ name });
}

/** Counts one provider call's outcome around `send` (rethrows its error). */
export async function countSend<T>(channel: 'email' | 'sms', send: () => Promise<T>): Promise<T> {
  try {
    const result = await send();
    started?.messagesSent.inc({ channel, outcome: 'sent' });
    return result;
  } catch (error) {
    started?.messagesSent.inc({ channel, outcome: 'failed' });
    throw error;
  }
}
