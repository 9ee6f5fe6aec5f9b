import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { organisationId } from './organisations';

export const jobStatus = pgEnum('job_status', ['pending', 'done', 'failed']);

/**
 * Work the app does after the change that caused it (mailing a reset link, an
 * invitation, a club mail): written in the same transaction as that change, so it is
 * kept if the process dies before the work is done, and run by the job runner
 * (src/jobs/). A job is its club's row: row-level security applies as to any tenant
 * table, and the runner runs each job in its own club's scope.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    organisationId: organisationId(),
    /** The handler that runs it, e.g. 'auth.password-reset' (src/jobs/job.ts). */
    name: text('name').notNull(),
    /** What the handler needs, never a secret (see the handlers: they mint secrets). */
    payload: jsonb('payload').notNull(),
    /** Enqueueing a job of this club and name with a key it already has does nothing. */
    idempotencyKey: text('idempotency_key'),
    status: jobStatus('status').notNull().default('pending'),
    /** Not before: set to now on enqueue, moved on by the backoff after a failure. */
    runAt: moment('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed (secret links masked); kept when it finally fails. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: moment('finished_at'),
  },
  (t) => [
    // The runner's claim, across clubs: due pending jobs, oldest first.
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.status} = 'pending'`),
    index('jobs_org_status_idx').on(t.organisationId, t.status, t.runAt),
    uniqueIndex('jobs_org_name_key_key').on(t.organisationId, t.name, t.idempotencyKey),
  ],
);
