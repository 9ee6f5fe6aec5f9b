import {
  type MarksInput,
  type MyRound,
  type QuotasInput,
  ROUND_CLOSED_MESSAGE,
  ROUND_OPEN_MESSAGE,
  ROUND_PAST_CLOSING_MESSAGE,
  ROUND_RUNNING_MESSAGE,
  type Round,
  type RoundInput,
  RUN_ACTIVE_MESSAGE,
  type Run,
} from '@crewcall/contract';
import { dateIn } from '@/db/read/club-time';
import { enqueueJob } from '@/jobs';
import { fieldError, formError, notFound, validationError } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { allocationJob } from './allocation.job';
import {
  closeRound as closeRoundRow,
  insertRound,
  openRound,
  type RoundRow,
  roundById,
} from './allocation.queries';
import { insertRun, runById } from './allocation-runs.queries';
import {
  quotaOf,
  roundProgress,
  shiftsNotInRound,
  shiftsToMark,
  unknownPeopleAndRoles,
  writeMarks,
  writeQuotas,
} from './round-marks.queries';

/*
 * The allocation round's behaviour (issue 26): open a round, members mark its shifts,
 * admins set quotas and start the auto-fill (a job, allocation.job.ts). No SQL here.
 */

const asRound = (r: RoundRow): Round => ({
  id: r.id,
  name: r.name,
  starts: r.starts,
  ends: r.ends,
  closes: r.closes,
  default_quota: Number(r.defaultQuota),
  max_per_day: Number(r.maxPerDay),
  max_per_week: Number(r.maxPerWeek),
  status: r.status,
});

/** `POST /api/allocation/rounds`: one open round per club (else 400, nothing changed). */
export async function createRound(db: Executor, orgId: number, input: RoundInput) {
  if (await openRound(db, orgId)) throw formError(ROUND_OPEN_MESSAGE);
  const row = await insertRound(db, orgId, {
    name: input.name,
    starts: input.starts,
    ends: input.ends,
    closes: input.closes,
    defaultQuota: input.default_quota,
    maxPerDay: input.max_per_day,
    maxPerWeek: input.max_per_week,
  });
  return asRound(row);
}

/**
 * `POST /api/allocation/rounds/{id}/close` (admin): the round stops taking marks and
 * auto-fills, and the club may open its next one; what it staged stays in the planner. Not
 * while its auto-fill runs (400: close it once the run has finished).
 */
export async function closeRound(db: Executor, orgId: number, roundId: number) {
  const round = await openRoundById(db, orgId, roundId);
  if (!(await closeRoundRow(db, orgId, round.id))) throw formError(ROUND_RUNNING_MESSAGE);
  return asRound({ ...round, status: 'closed' });
}

/** `GET /api/allocation/round`: the open round as the caller sees it. */
export async function myRound(
  db: Executor,
  o: { orgId: number; personId: number; admin: boolean; tz: string },
): Promise<MyRound> {
  const round = await openRound(db, o.orgId);
  if (!round) return { round: null, quota: null, shifts: [], progress: null };
  const [quota, shifts, progress] = await Promise.all([
    quotaOf(db, o.orgId, round.id, o.personId),
    shiftsToMark(db, { orgId: o.orgId, roundId: round.id, personId: o.personId, tz: o.tz }),
    o.admin ? roundProgress(db, o.orgId, round.id) : Promise.resolve(null),
  ]);
  return { round: asRound(round), quota, shifts, progress };
}

async function openRoundById(db: Executor, orgId: number, roundId: number) {
  const round = await roundById(db, orgId, roundId);
  if (!round) throw notFound();
  if (round.status !== 'open') throw formError(ROUND_CLOSED_MESSAGE);
  return round;
}

/**
 * `PUT /api/allocation/rounds/{id}/marks`: the caller's own marks, until the round's
 * closing day (the club's today). Every shift must be an open published shift of the round
 * (else 400 naming it, nothing changed).
 */
export async function setMarks(
  db: Executor,
  o: { orgId: number; personId: number; roundId: number; tz: string; input: MarksInput },
) {
  const round = await openRoundById(db, o.orgId, o.roundId);
  if (dateIn(o.tz) > round.closes) {
    throw formError(ROUND_PAST_CLOSING_MESSAGE.replace('{closes}', round.closes));
  }
  const ids = [...new Set(o.input.marks.map((m) => m.shift))];
  if (ids.length) {
    const outside = await shiftsNotInRound(db, {
      orgId: o.orgId,
      roundId: round.id,
      tz: o.tz,
      ids,
    });
    if (outside.length) {
      throw fieldError('marks', `Shift ${outside[0]} is not an open shift of this round.`);
    }
    await writeMarks(
      db,
      { orgId: o.orgId, roundId: round.id, personId: o.personId },
      o.input.marks,
    );
  }
  return { count: o.input.marks.length };
}

/**
 * `PUT /api/allocation/rounds/{id}/quotas` (admin): quotas and preferred roles of the
 * club's people (a person or role of another club, or none: 400, nothing changed).
 */
export async function setQuotas(
  db: Executor,
  o: { orgId: number; roundId: number; input: QuotasInput },
) {
  const round = await openRoundById(db, o.orgId, o.roundId);
  const people = [...new Set(o.input.quotas.map((q) => q.person))];
  const roles = [
    ...new Set(
      o.input.quotas.flatMap((q) => (q.preferred_role === null ? [] : [q.preferred_role])),
    ),
  ];
  if (people.length) {
    const unknown = await unknownPeopleAndRoles(db, o.orgId, people, roles);
    if (unknown.length) {
      const errors: Record<string, string[]> = {};
      for (const u of unknown) {
        const key = u.kind === 'person' ? 'person' : 'preferred_role';
        const what = u.kind === 'person' ? 'Person' : 'Role';
        errors[key] = [...(errors[key] ?? []), `${what} ${u.id} does not exist.`];
      }
      throw validationError(errors);
    }
    await writeQuotas(db, o.orgId, round.id, o.input.quotas);
  }
  return { count: o.input.quotas.length };
}

/** The solver's time limit unless the admin asks for another. */
export const DEFAULT_RUN_SECONDS = 20;

/**
 * `POST /api/allocation/rounds/{id}/runs` (admin): a queued run and its job, in this
 * transaction. One run at a time per club: a second is refused (400) while one is queued
 * or running.
 */
export async function startRun(
  db: Executor,
  o: { orgId: number; roundId: number; by: number; timeLimitSeconds?: number },
): Promise<Run> {
  const round = await openRoundById(db, o.orgId, o.roundId);
  const run = await insertRun(db, o.orgId, {
    roundId: round.id,
    by: o.by,
    timeLimitSeconds: o.timeLimitSeconds ?? DEFAULT_RUN_SECONDS,
  });
  if (!run) throw formError(RUN_ACTIVE_MESSAGE);
  await enqueueJob(db, allocationJob, { organisationId: o.orgId, payload: { runId: run.id } });
  return run;
}

/** `GET /api/allocation/runs/{id}` (admin). */
export async function getRun(db: Executor, orgId: number, runId: number): Promise<Run> {
  const run = await runById(db, orgId, runId);
  if (!run) throw notFound();
  return run;
}
