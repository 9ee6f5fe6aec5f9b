import type { Run } from '@crewcall/contract';
import { sql } from 'drizzle-orm';
import { aliasInClub, clubIdColumn } from '@/db/club-sql';
import { isoMoment } from '@/db/iso-moment';
import { type Executor, rowsOf } from '@/lib/postgres';

/* The SQL of auto-fill runs: one row per run, its progress, then its report. */

const runColumns = sql`u.id, u.round_id as round, u.status, u.phase, u.progress,
  u.time_limit_seconds, u.report, u.error,
  ${isoMoment(sql`u.started_at`)} as started_at, ${isoMoment(sql`u.finished_at`)} as finished_at`;

/**
 * A new queued run of the round, or null when the club already has one queued or running
 * (the partial unique index: one at a time per club, whatever the races).
 */
export async function insertRun(
  db: Executor,
  orgId: number,
  o: { roundId: number; by: number; timeLimitSeconds: number },
): Promise<Run | null> {
  const rows = await db.execute(sql`with u as (
      insert into allocation_runs (${clubIdColumn}, round_id, requested_by, time_limit_seconds)
      values (${orgId}, ${o.roundId}, ${o.by}, ${o.timeLimitSeconds})
      on conflict do nothing
      returning *)
    select ${runColumns} from u`);
  return rowsOf<Run>(rows)[0] ?? null;
}

export async function runById(db: Executor, orgId: number, runId: number): Promise<Run | null> {
  const rows = await db.execute(sql`select ${runColumns} from allocation_runs u
    where ${aliasInClub('u', orgId)} and u.id = ${runId}`);
  return rowsOf<Run>(rows)[0] ?? null;
}

/** Moves a run on (its phase and progress; its status, report or error when it ends). */
export async function updateRun(
  db: Executor,
  orgId: number,
  runId: number,
  change: {
    status?: Run['status'];
    phase: string;
    progress: number;
    report?: unknown;
    error?: string;
  },
) {
  const ending = change.status === 'done' || change.status === 'failed';
  await db.execute(sql`update allocation_runs u set
      phase = ${change.phase}, progress = ${change.progress},
      status = coalesce(${change.status ?? null}, u.status),
      report = coalesce(${change.report === undefined ? null : JSON.stringify(change.report)}::jsonb, u.report),
      error = coalesce(${change.error ?? null}, u.error),
      started_at = coalesce(u.started_at, now()),
      finished_at = ${ending ? sql`now()` : sql`u.finished_at`}
    where ${aliasInClub('u', orgId)} and u.id = ${runId}`);
}
