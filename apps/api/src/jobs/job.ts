import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { clubIdColumn } from '@/db/club-sql';
import { jobs } from '@/db/schema';
import type { Executor } from '@/lib/postgres';

/**
 * A kind of job: its name and the shape of its payload. Declared once beside the code
 * that enqueues it; the handler is registered by the same definition (`runner.handle`).
 * The payload is JSON kept in the `jobs` table: never put a secret in it (a reset or
 * invitation job names the person; the handler mints the link when it sends).
 */
export type JobDefinition<P> = {
  name: string;
  payload: z.ZodType<P, z.ZodTypeDef, unknown>;
} & JobOptions;

export type JobOptions = {
  /**
   * The handler commits its own steps (`job.step`) instead of running inside the job's
   * one transaction. For a handler that calls a provider for many rows (the message
   * sender): its "I am about to send" must be committed BEFORE the call, so that a crash
   * leaves a trace and the retry does not send again; one transaction around every call
   * would roll that trace back with the crash, and would hold a connection (and locks)
   * while the provider answers. The runner still runs such a job once at a time (it keeps
   * the job's row locked while the handler runs, on PostgreSQL; PGlite is one process), and
   * marks it done after; a rerun after a crash starts the handler from the beginning, so
   * each step must be safe to meet again (a conditional update, not a blind one).
   */
  ownTransactions?: boolean;
};

export function defineJob<P>(
  name: string,
  payload: z.ZodType<P, z.ZodTypeDef, unknown>,
  options: JobOptions = {},
): JobDefinition<P> {
  return { name, payload, ...options };
}

/** One job to enqueue. Transport-neutral: the same four facts a queue such as BullMQ takes. */
export type NewJob<P> = {
  /** The club the job works for: it runs in that club's scope. */
  organisationId: number;
  payload: P;
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** A second job of this club and name with the same key is not added. */
  idempotencyKey?: string;
};

/** What a handler is told about the job it runs. */
export type JobContext = {
  /**
   * The job's club-scoped transaction: the job is marked done in it when the handler
   * returns. For an `ownTransactions` job: the app's handle, outside any transaction (use
   * `step`).
   */
  db: Db;
  /**
   * Runs `work` in a transaction of the job's club: its own, committed when `work`
   * resolves (an `ownTransactions` job), or a savepoint of the job's transaction.
   */
  step: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  /**
   * Asks for the job to run again in `ms` (it is not done, nor failed): for an
   * `ownTransactions` job that keeps its own tally of tries (the sender's messages). Not
   * counted against the runner's attempts; `reason` is kept as the job's last error.
   */
  retryLater: (ms: number, reason: string) => void;
  organisationId: number;
  jobId: number;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /**
   * Unique to this job (and stable across its retries): what a side effect outside the
   * database is keyed by, so that a retry replaces rather than repeats it (the mailbox
   * file). Includes the enqueue time so that keys stay unique if the database is reset.
   */
  key: string;
};

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

/** Committed transactions that enqueued a job notify this channel (the runner's wake-up). */
export const JOBS_CHANNEL = 'crewcall_jobs';

/**
 * Adds jobs in the caller's transaction (a request's, or any `db.transaction`): they exist
 * exactly when the change that caused them commits. One statement for any number of jobs;
 * its `pg_notify` is delivered at commit, so a runner starts on them at once.
 */
export async function enqueueJobs<P>(
  db: Executor,
  definition: JobDefinition<P>,
  list: NewJob<P>[],
): Promise<void> {
  if (!list.length) return;
  const rows = list.map(
    (job) =>
      sql`(${job.organisationId}, ${definition.name}, ${JSON.stringify(definition.payload.parse(job.payload))}::jsonb, ${job.runAt ? sql`${job.runAt.toISOString()}::timestamptz` : sql`now()`}, ${job.idempotencyKey ?? null})`,
  );
  await db.execute(sql`with added as (
    insert into ${jobs} (${clubIdColumn}, name, payload, run_at, idempotency_key)
    values ${sql.join(rows, sql`, `)}
    on conflict do nothing
    returning 1
  ) select pg_notify(${JOBS_CHANNEL}, '') from added limit 1`);
}

export function enqueueJob<P>(db: Executor, definition: JobDefinition<P>, job: NewJob<P>) {
  return enqueueJobs(db, definition, [job]);
}
