import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { shifts } from './events';
import { people } from './identity';
import { organisationId } from './organisations';
import { roles } from './roles';

/*
 * The allocation round (issue 26): a season's quotas, the members' preferences, and the
 * runs of the auto-fill that stage a whole season's rota for the admin to review.
 */

/**
 * A season (a range of days in the club's zone) whose open shifts are filled in one
 * round: the default quota of duties per member, the club's limits per day and week, and
 * the day preferences close. One open round per club at a time (the partial unique index).
 */
export const allocationRounds = pgTable(
  'allocation_rounds',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    /** First and last day of the season (inclusive, the club's days). */
    starts: date('starts', { mode: 'string' }).notNull(),
    ends: date('ends', { mode: 'string' }).notNull(),
    /** The last day members may mark preferences. */
    closes: date('closes', { mode: 'string' }).notNull(),
    defaultQuota: integer('default_quota').notNull(),
    maxPerDay: integer('max_per_day').notNull(),
    maxPerWeek: integer('max_per_week').notNull(),
    /** open: members mark preferences and the auto-fill may run; closed: kept for its reports. */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('allocation_rounds_org_starts_idx').on(t.organisationId, t.starts),
    uniqueIndex('allocation_rounds_org_open_key')
      .on(t.organisationId)
      .where(sql`${t.status} = 'open'`),
    check('allocation_rounds_status_check', sql`${t.status} in ('open', 'closed')`),
    check('allocation_rounds_range_check', sql`${t.starts} <= ${t.ends}`),
  ],
);

/** A person's own quota in a round (overriding the default; 0 = exempt) and preferred role. */
export const allocationQuotas = pgTable(
  'allocation_quotas',
  {
    id: id(),
    organisationId: organisationId(),
    roundId: integer('round_id')
      .notNull()
      .references(() => allocationRounds.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** Null: the round's default. */
    quota: integer('quota'),
    preferredRoleId: integer('preferred_role_id').references(() => roles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('allocation_quotas_org_round_person_key').on(
      t.organisationId,
      t.roundId,
      t.personId,
    ),
    index('allocation_quotas_org_person_idx').on(t.organisationId, t.personId),
    index('allocation_quotas_org_role_idx').on(t.organisationId, t.preferredRoleId),
  ],
);

/** A member's mark on a shift of a round: want, can or cant (can't). */
export const allocationMarks = pgTable(
  'allocation_marks',
  {
    id: id(),
    organisationId: organisationId(),
    roundId: integer('round_id')
      .notNull()
      .references(() => allocationRounds.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    mark: text('mark').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('allocation_marks_org_round_person_shift_key').on(
      t.organisationId,
      t.roundId,
      t.personId,
      t.shiftId,
    ),
    index('allocation_marks_org_person_idx').on(t.organisationId, t.personId),
    index('allocation_marks_org_shift_idx').on(t.organisationId, t.shiftId),
    check('allocation_marks_mark_check', sql`${t.mark} in ('want', 'can', 'cant')`),
  ],
);

/**
 * One run of the auto-fill (a job): its phase and progress while it runs, then its report
 * (filled, unfilled and why, each person's allocated vs quota, preferences honoured) and
 * the solver's gap. One queued or running per club (the partial unique index).
 */
export const allocationRuns = pgTable(
  'allocation_runs',
  {
    id: id(),
    organisationId: organisationId(),
    roundId: integer('round_id')
      .notNull()
      .references(() => allocationRounds.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => people.id, { onDelete: 'set null' }),
    /** queued, running, done, failed. */
    status: text('status').notNull().default('queued'),
    /** What it is doing now: queued, reading, solving, staging, done. */
    phase: text('phase').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** Seconds the solver may take; at the limit the best solution found so far is kept. */
    timeLimitSeconds: integer('time_limit_seconds').notNull().default(20),
    report: jsonb('report').$type<Record<string, unknown>>(),
    error: text('error'),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('allocation_runs_org_round_idx').on(t.organisationId, t.roundId),
    index('allocation_runs_org_by_idx').on(t.organisationId, t.requestedBy),
    uniqueIndex('allocation_runs_org_active_key')
      .on(t.organisationId)
      .where(sql`${t.status} in ('queued', 'running')`),
    check(
      'allocation_runs_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'failed')`,
    ),
  ],
);
