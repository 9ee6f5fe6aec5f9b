import type { FastifyInstance } from 'fastify';

export type ShutdownOptions = {
  /**
   * How long to keep serving after the signal with /api/ready answering 503, before the
   * listening socket closes (SHUTDOWN_DELAY_SECONDS): the time a load balancer needs to
   * see the instance unready and stop routing to it. 0 for Ctrl-C.
   */
  delayMs: number;
  /** Past this (SHUTDOWN_GRACE_SECONDS, counted from the signal) the process exits anyway. */
  graceMs: number;
  /** process.exit, but tests pass their own. */
  exit: (code: number) => void;
};

/**
 * Graceful shutdown of an API instance or a worker, in order:
 * 1. /api/ready answers 503 at once (app.lifecycle.draining), and the job runner stops
 *    taking jobs (the ones running finish; what is pending stays for another process);
 * 2. after `delayMs`, the server stops accepting connections; requests in flight finish
 *    (Fastify's close), then the onClose hooks close Redis and the database pools;
 * 3. exit 0, or exit 1 if that took longer than `graceMs` (a request or job that hangs
 *    must not keep a deploy waiting for ever) or failed.
 * Answers when it has called `exit`.
 */
export async function shutdown(app: FastifyInstance, options: ShutdownOptions): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<'overdue'>((resolve) => {
    timer = setTimeout(() => resolve('overdue'), options.graceMs);
    timer.unref();
  });
  const closing = (async () => {
    app.lifecycle.draining = true;
    const jobsStopped = app.jobs.stop();
    if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    await Promise.all([app.close(), jobsStopped]);
    return 'closed' as const;
  })();
  try {
    const outcome = await Promise.race([closing, overdue]);
    if (outcome === 'overdue') {
      app.log.error(
        { graceMs: options.graceMs },
        'shutdown: still busy when the grace period ran out, exiting anyway',
      );
      options.exit(1);
      return;
    }
    app.log.info('shutdown: closed');
    options.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown: closing failed');
    options.exit(1);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Shuts down on the first SIGTERM (with the drain delay: an orchestrator's stop) or SIGINT
 * (Ctrl-C: none); a second signal exits at once.
 */
export function shutdownOnSignals(
  app: FastifyInstance,
  settings: { SHUTDOWN_DELAY_SECONDS: number; SHUTDOWN_GRACE_SECONDS: number },
) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) {
        app.log.warn(`${signal} received again: exiting now`);
        process.exit(1);
      }
      closing = true;
      app.log.info(`${signal} received: draining, then closing`);
      void shutdown(app, {
        delayMs: signal === 'SIGTERM' ? settings.SHUTDOWN_DELAY_SECONDS * 1000 : 0,
        graceMs: settings.SHUTDOWN_GRACE_SECONDS * 1000,
        exit: (code) => process.exit(code),
      });
    });
  }
}
