import type { ShiftHistoryAction } from '@crewcall/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { defineJob, type JobContext } from '@/jobs';
import { rowsOf } from '@/lib/postgres';
import { recordShiftChanges, type ShiftChangeRow } from '@/modules/shifts';
import { roleRequirementProblems } from '@/modules/training';
import { readSeason, roundById, type StagedRow, stageAssignments } from './allocation.queries';
import { runById, updateRun } from './allocation-runs.queries';
import { seasonReport } from './solver/report';
import { solveSeason } from './solver/solve-season';

/**
 * The auto-fill of a round, run as a job: read the round (one step), solve it (off the
 * database: HiGHS in its worker thread, up to the run's time limit), then stage the result
 * and keep the report (one step). Its steps commit on their own (`ownTransactions`) so the
 * run's phase and progress are visible while it solves; a rerun after a crash starts over
 * and stages only shifts still open.
 */
export const allocationJob = defineJob('allocation.run', z.object({ runId: z.number().int() }), {
  ownTransactions: true,
});

async function clubZone(db: Db, orgId: number): Promise<string> {
  const rows = await db.execute(
    sql`select o.time_zone as tz from organisations o where o.id = ${orgId}`,
  );
  return rowsOf<{ tz: string }>(rows)[0]?.tz ?? 'UTC';
}

export async function runAllocation({ runId }: { runId: number }, job: JobContext) {
  const orgId = job.organisationId;
  try {
    await solveAndStage(runId, job);
  } catch (error) {
    // A run that cannot finish says why on its row (the admin reads it) and frees the club
    // for the next run; it is not retried.
    await job.step((tx) =>
      updateRun(tx, orgId, runId, {
        status: 'failed',
        phase: 'failed',
        progress: 100,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}

async function solveAndStage(runId: number, job: JobContext) {
  const orgId = job.organisationId;
  const read = await job.step(async (tx) => {
    const run = await runById(tx, orgId, runId);
    if (!run || run.status === 'done' || run.status === 'failed') return null;
    const round = await roundById(tx, orgId, run.round);
    if (!round) return null;
    await updateRun(tx, orgId, runId, { status: 'running', phase: 'reading', progress: 5 });
    const season = await readSeason(tx, orgId, round, await clubZone(tx, orgId));
    return { run, season };
  });
  if (!read) return;
  const { run, season } = read;
  await job.step((tx) => updateRun(tx, orgId, runId, { phase: 'solving', progress: 20 }));
  const solved = await solveSeason(season, { timeLimitSeconds: run.time_limit_seconds });
  await job.step(async (tx) => {
    await updateRun(tx, orgId, runId, { phase: 'staging', progress: 90 });
    // The training module's own check, the last word before anyone is put on a shift: a
    // pair it refuses (a record that ran out since the round was read) is left open.
    const roleOf = new Map(season.shifts.map((s) => [s.id, s.role]));
    const problems = await roleRequirementProblems(
      tx,
      orgId,
      solved.assignments.map((a) => ({ personId: a.person, roleId: roleOf.get(a.shift) ?? null })),
    );
    const accepted = solved.assignments.filter((_, i) => !problems.has(i));
    const staged = await stageAssignments(tx, orgId, accepted);
    await recordShiftChanges(tx, orgId, historyRows(staged));
    const stagedShifts = new Set(staged.map((row) => row.id));
    const report = seasonReport(
      season,
      accepted.filter((a) => stagedShifts.has(a.shift)),
      solved,
    );
    await updateRun(tx, orgId, runId, {
      status: 'done',
      phase: 'done',
      progress: 100,
      report: { ...report, staged: staged.length },
    });
  });
}

/**
 * An `assigned` row per staged shift, and `unpublished` for one that was published open;
 * by the system (`by_person_id` null): the admin asked for the run, the solver chose.
 */
function historyRows(staged: StagedRow[]): ShiftChangeRow[] {
  const byPersonId = null;
  return staged.flatMap((row) => {
    const base = {
      shiftId: row.id,
      eventId: row.eventId,
      byPersonId,
      details: { start: row.start.toISOString(), end: row.end.toISOString() },
    };
    const rows: ShiftChangeRow[] = [
      { ...base, personId: row.personId, action: 'assigned' as ShiftHistoryAction },
    ];
    if (row.wasPublished) rows.push({ ...base, personId: null, action: 'unpublished' });
    return rows;
  });
}
