import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { DateSchema, IdSchema, id, idPathParams, moment, name } from './collection-fields';
import { commonErrorResponses } from './common';

const c = initContract();

/*
 * The allocation round (issue 26): a season's quotas and limits, the members' preferences
 * (want, can, can't) on its open shifts, and the auto-fill, a job that solves the whole
 * season at once and stages the result in the planner (unpublished) with a report.
 */

export const ALLOCATION_MARKS = ['want', 'can', 'cant'] as const;
export type AllocationMark = (typeof ALLOCATION_MARKS)[number];

/** At most this many marks or quotas in one call (a season's shifts, a club's members). */
export const MAX_ALLOCATION_ITEMS = 5000;
/** The solver's time limit may be set up to this (seconds); the default is 20. */
export const MAX_ALLOCATION_SECONDS = 120;

export const ROUND_OPEN_MESSAGE = 'A round is already open. Close it before opening another.';
export const RUN_ACTIVE_MESSAGE = 'An auto-fill is already running for this club.';
export const ROUND_CLOSED_MESSAGE = 'This round is closed.';
export const ROUND_RUNNING_MESSAGE =
  'The auto-fill of this round is running. Close the round once it has finished.';
export const ROUND_PAST_CLOSING_MESSAGE = 'Preferences for this round closed on {closes}.';

export const RoundInputSchema = z
  .object({
    name,
    starts: DateSchema,
    ends: DateSchema,
    /** The last day members may mark their preferences. */
    closes: DateSchema,
    default_quota: z.number().int().min(0).max(366),
    max_per_day: z.number().int().min(1).max(10),
    max_per_week: z.number().int().min(1).max(50),
  })
  .refine((r) => r.starts <= r.ends, {
    path: ['ends'],
    message: 'The season must end on or after its first day.',
  });
export type RoundInput = z.infer<typeof RoundInputSchema>;

export const RoundSchema = z.object({
  id,
  name: z.string(),
  starts: z.string(),
  ends: z.string(),
  closes: z.string(),
  default_quota: z.number().int(),
  max_per_day: z.number().int(),
  max_per_week: z.number().int(),
  status: z.enum(['open', 'closed']),
});
export type Round = z.infer<typeof RoundSchema>;

/** An open shift of the round as a member marks it, with their mark (null: none). */
export const RoundShiftSchema = z.object({
  id,
  event: id,
  event_name: z.string(),
  role: id.nullable(),
  role_name: z.string().nullable(),
  start: moment,
  end: moment,
  mark: z.enum(ALLOCATION_MARKS).nullable(),
});

/** Who has answered (marked at least one shift), for the admin. */
export const RoundProgressSchema = z.object({
  members: z.number().int(),
  answered: z.number().int(),
});

/**
 * `GET /api/allocation/round`: the club's open round (null: none), the caller's quota in it
 * (0: exempt) and their marks on its shifts; for admins, who has answered.
 */
export const MyRoundSchema = z.object({
  round: RoundSchema.nullable(),
  quota: z.number().int().nullable(),
  shifts: z.array(RoundShiftSchema),
  progress: RoundProgressSchema.nullable(),
});
export type MyRound = z.infer<typeof MyRoundSchema>;

/** `PUT /api/allocation/rounds/{id}/marks`: the caller's marks; null takes a mark away. */
export const MarksInputSchema = z.object({
  marks: z
    .array(z.object({ shift: IdSchema, mark: z.enum(ALLOCATION_MARKS).nullable() }))
    .max(MAX_ALLOCATION_ITEMS),
});
export type MarksInput = z.infer<typeof MarksInputSchema>;

/**
 * `PUT /api/allocation/rounds/{id}/quotas` (admin; the CSV import sends this): each
 * person's quota (null: the round's default; 0: exempt) and preferred role.
 */
export const QuotasInputSchema = z.object({
  quotas: z
    .array(
      z.object({
        person: IdSchema,
        quota: z.number().int().min(0).max(366).nullable(),
        preferred_role: IdSchema.nullable(),
      }),
    )
    .max(MAX_ALLOCATION_ITEMS),
});
export type QuotasInput = z.infer<typeof QuotasInputSchema>;

export const CountSchema = z.object({ count: z.number().int() });

export const UNFILLED_REASONS = [
  'nobody_qualified',
  'everyone_unavailable',
  'everyone_busy',
] as const;

/** What a run did (see the API's solver/report.ts for how each figure is counted). */
export const AllocationReportSchema = z.object({
  status: z.enum(['optimal', 'time_limit', 'no_candidates']),
  gap: z.number().nullable(),
  seconds: z.number(),
  variables: z.number().int(),
  constraints: z.number().int(),
  shifts: z.number().int(),
  filled: z.number().int(),
  unfilled: z.number().int(),
  /** Staged by this run (filled less those someone filled by hand while it ran). */
  staged: z.number().int(),
  largest_shortfall: z.number(),
  largest_shortfall_ratio: z.number(),
  preferences: z.object({
    want: z.number().int(),
    want_honoured: z.number().int(),
    can: z.number().int(),
    can_honoured: z.number().int(),
  }),
  people: z.array(
    z.object({
      person: id,
      name: z.string(),
      quota: z.number().int(),
      allocated: z.number().int(),
      want: z.number().int(),
      want_honoured: z.number().int(),
      can: z.number().int(),
      can_honoured: z.number().int(),
    }),
  ),
  unfilled_shifts: z.array(
    z.object({
      shift: id,
      /** The shift's event and start, to find it in the planner (absent in older reports). */
      event: id.optional(),
      event_name: z.string().optional(),
      start: moment.optional(),
      reason: z.enum(UNFILLED_REASONS),
      message: z.string(),
    }),
  ),
});
export type AllocationReport = z.infer<typeof AllocationReportSchema>;

export const RunSchema = z.object({
  id,
  round: id,
  status: z.enum(['queued', 'running', 'done', 'failed']),
  phase: z.string(),
  progress: z.number().int(),
  time_limit_seconds: z.number().int(),
  report: AllocationReportSchema.nullable(),
  error: z.string().nullable(),
  started_at: moment.nullable(),
  finished_at: moment.nullable(),
});
export type Run = z.infer<typeof RunSchema>;

export const RunInputSchema = z.object({
  time_limit_seconds: z.number().int().min(1).max(MAX_ALLOCATION_SECONDS).optional(),
});

/** The admins' dashboard card: the open round, who has answered, its latest auto-fill. */
export const AllocationRoundCardSchema = z.object({
  id,
  name: z.string(),
  closes: z.string(),
  members: z.number().int(),
  answered: z.number().int(),
  latest_run: z
    .object({
      id,
      status: z.enum(['queued', 'running', 'done', 'failed']),
      progress: z.number().int(),
    })
    .nullable(),
});
export type AllocationRoundCard = z.infer<typeof AllocationRoundCardSchema>;

export const allocationContract = c.router(
  {
    openRound: {
      method: 'POST',
      path: '/allocation/rounds',
      body: RoundInputSchema,
      responses: { 201: RoundSchema, ...commonErrorResponses },
      summary: 'Open an allocation round for a season (admin; one open round per club)',
    },
    closeRound: {
      method: 'POST',
      path: '/allocation/rounds/:id/close',
      pathParams: idPathParams,
      body: c.noBody(),
      responses: { 200: RoundSchema, ...commonErrorResponses },
      summary: 'Close a round: no more marks or auto-fills; the next one may open (admin)',
    },
    myRound: {
      method: 'GET',
      path: '/allocation/round',
      responses: { 200: MyRoundSchema, ...commonErrorResponses },
      summary: "The open round, the caller's quota and marks; admins also see who answered",
    },
    setMarks: {
      method: 'PUT',
      path: '/allocation/rounds/:id/marks',
      pathParams: idPathParams,
      body: MarksInputSchema,
      responses: { 200: CountSchema, ...commonErrorResponses },
      summary: "Mark the round's shifts want, can or can't (the caller's own marks)",
    },
    setQuotas: {
      method: 'PUT',
      path: '/allocation/rounds/:id/quotas',
      pathParams: idPathParams,
      body: QuotasInputSchema,
      responses: { 200: CountSchema, ...commonErrorResponses },
      summary: "Set people's quotas and preferred roles in a round (admin)",
    },
    startRun: {
      method: 'POST',
      path: '/allocation/rounds/:id/runs',
      pathParams: idPathParams,
      body: RunInputSchema,
      responses: { 202: RunSchema, ...commonErrorResponses },
      summary: 'Start the auto-fill of a round as a job (admin; one at a time per club)',
    },
    run: {
      method: 'GET',
      path: '/allocation/runs/:id',
      pathParams: idPathParams,
      responses: { 200: RunSchema, ...commonErrorResponses },
      summary: "An auto-fill run's progress, then its report (admin)",
    },
  },
  { strictStatusCodes: true },
);
