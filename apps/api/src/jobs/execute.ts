import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { redactSecrets } from '@/adapters/mail/redact-secrets';
import type { Db } from '@/db/client';
import { jobs } from '@/db/schema';
import {
  clubTransaction,
  leavePlatformScopeFor,
  outsideTransaction,
  runInTransaction,
  withClubScope,
  withPlatformScope,
} from '@/db/scope';
import { countJobFailed } from '@/lib/metrics';
import type { JobContext, JobDefinition, JobHandler } from './job';

export type JobRow = typeof jobs.$inferSelect;

/** What a claim selects: the row, and whether it is due by the database's clock. */
export const claimColumns = { ...getTableColumns(jobs), due: sql<boolean>`${jobs.runAt} <= now()` };
export type ClaimedRow = JobRow & { due: boolean };

export type Handlers = Map<
  string,
  { definition: JobDefinition<unknown>; run: JobHandler<unknown> }
>;

/** What became of a claimed job: `retryAt` when it is to run again (a retry, or not yet due). */
export type JobOutcome = { job: JobRow; ran: boolean; retryAt?: Date };

/** 10 s, 20 s, 40 s, … capped at an hour. */
export const defaultBackoff = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);

export type ExecutorOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** After this many failed attempts a job is marked failed (default 5). */
  maxAttempts?: number;
  /** How long to wait before attempt `n + 1` after attempt `n` failed (default: defaultBackoff). */
  backoffMs?: (attempt: number) => number;
  /**
   * Whether the claim's transaction may stay open while an `ownTransactions` handler
   * commits its steps on other connections (PostgreSQL). PGlite has one connection: there
   * the claim commits first, and the job is kept from a second run by its only process
   * running one job at a time (the data folder is locked to one process).
   */
  holdClaimWhileRunning?: boolean;
};

/**
 * Runs one job both transports claim the same way: the row locked in a platform-scope
 * transaction, its status checked under that lock (a job delivered twice, or already done,
 * runs no more), the handler in the job's club scope, the outcome written on the row.
 */
export function createJobExecutor(options: ExecutorOptions) {
  const { db, log } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs = options.backoffMs ?? defaultBackoff;
  const handlers: Handlers = new Map();

  type HandlerResult = { error?: unknown; retry?: { ms: number; reason: string } };

  async function runHandler(
    job: JobRow,
    runDb: Db,
    inTransaction: boolean,
  ): Promise<HandlerResult> {
    const handler = handlers.get(job.name);
    let retry: HandlerResult['retry'];
    try {
      if (!handler) throw new Error(`No handler for job "${job.name}".`);
      const payload = handler.definition.payload.parse(job.payload);
      const context: JobContext = {
        db: runDb,
        organisationId: job.organisationId,
        jobId: job.id,
        attempt: job.attempts + 1,
        key: `job-${job.id}-${job.createdAt.getTime()}`,
        step: (work) =>
          inTransaction
            ? withClubScope(runDb, job.organisationId, work)
            : clubTransaction(runDb, job.organisationId, work),
        retryLater: (ms, reason) => {
          retry = { ms, reason };
        },
      };
      if (inTransaction) {
        await runDb.transaction((savepoint) =>
          runInTransaction(savepoint as unknown as Db, () =>
            handler.run(payload, { ...context, db: savepoint as unknown as Db }),
          ),
        );
      } else {
        await outsideTransaction(() => handler.run(payload, context));
      }
      return { retry };
    } catch (error) {
      return { error };
    }
  }

  /** Writes the outcome on the job's row (in `tx`, which holds its lock when there is one). */
  async function record(tx: Db, job: JobRow, result: HandlerResult): Promise<JobOutcome> {
    const attempt = job.attempts + 1;
    if (!result.error && !result.retry) {
      await tx
        .update(jobs)
        .set({ status: 'done', attempts: attempt, lastError: null, finishedAt: new Date() })
        .where(eq(jobs.id, job.id));
      return { job, ran: true };
    }
    const reason = redactSecrets(
      result.retry?.reason ?? String((result.error as Error)?.message ?? result.error),
    ).slice(0, 2000);
    // A retry the handler asked for is bounded by the handler's own tally, not by ours.
    const failed = !result.retry && attempt >= maxAttempts;
    const wait = result.retry?.ms ?? backoffMs(attempt);
    const retryAt = new Date(Date.now() + wait);
    await tx
      .update(jobs)
      .set({
        attempts: attempt,
        lastError: reason,
        ...(failed ? { status: 'failed' as const, finishedAt: new Date() } : { runAt: retryAt }),
      })
      .where(eq(jobs.id, job.id));
    if (failed) countJobFailed(job.name);
    const level = failed ? 'error' : result.retry ? 'info' : 'warn';
    log[level](
      { job: job.id, name: job.name, org: job.organisationId, attempt },
      `job ${failed ? 'failed for good' : `${result.retry ? 'asked to run again' : 'failed, retried'} in ${wait} ms`}: ${reason}`,
    );
    return failed ? { job, ran: true } : { job, ran: true, retryAt };
  }

  /**
   * Claims the row `select` locks (FOR UPDATE, in the platform scope) and runs it. Answers
   * null when there was none to take (none due, or another runner holds it).
   */
  async function claimAndRun(
    select: (tx: Db) => Promise<ClaimedRow | undefined>,
  ): Promise<JobOutcome | null> {
    let runAfterCommit: JobRow | undefined;
    const outcome = await withPlatformScope(db, async (tx): Promise<JobOutcome | null> => {
      const claimed = await select(tx);
      if (!claimed) return null;
      const { due, ...job } = claimed;
      if (job.status !== 'pending') return { job, ran: false };
      if (!due) return { job, ran: false, retryAt: job.runAt };
      if (!handlers.get(job.name)?.definition.ownTransactions) {
        // From here on the transaction is the job's club's, as a request of that club is.
        await leavePlatformScopeFor(tx, job.organisationId);
        return record(tx, job, await runHandler(job, tx, true));
      }
      if (options.holdClaimWhileRunning === false) {
        runAfterCommit = job;
        return null;
      }
      // The lock stays while the handler's steps commit on other connections: the one
      // thing that keeps a second runner off this job. The connection is idle meanwhile,
      // which PostgreSQL would end after a minute (db/client.ts): not for this one.
      await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
      return record(tx, job, await runHandler(job, db, false));
    });
    if (!runAfterCommit) return outcome;
    const job = runAfterCommit;
    const result = await runHandler(job, db, false);
    return withPlatformScope(db, (tx) => record(tx, job, result));
  }

  return {
    claimAndRun,
    /** Registers `handler` for `definition` (once per name). */
    handle<P>(definition: JobDefinition<P>, handler: JobHandler<P>) {
      if (handlers.has(definition.name))
        throw new Error(`Job "${definition.name}" has a handler already.`);
      handlers.set(definition.name, {
        definition: definition as JobDefinition<unknown>,
        run: handler as JobHandler<unknown>,
      });
    },
  };
}
