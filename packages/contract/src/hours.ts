import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { IdTextSchema, id, idPathParams, MomentSchema, moment } from './collection-fields';
import { commonErrorResponses } from './common';
import { ShiftRowSchema } from './shifts';
import { TimeZoneSchema } from './time-zone';

const c = initContract();

/*
 * Hours (issue 13): shift timing (actual start and end, hours worked), the Record Hours
 * list, the admin's timesheets (/timesheets and /shifts) and a person's Shifts tab.
 */

// ---- rules the server applies ----------------------------------------------------------

/** A recorded time may lie at most this many minutes ahead of the server's clock. */
export const TIMING_FUTURE_MARGIN_MINUTES = 15;
/** A recorded time lies at most this many hours before the scheduled start or after the end. */
export const TIMING_SCHEDULE_MARGIN_HOURS = 24;
/** The Record Hours list holds at most this many shifts. */
export const RECORD_HOURS_LIMIT = 50;
/** Table page sizes (spec 9): 10 is the default; 'all' (or 0) for every row. */
export const HOURS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const HOURS_MAX_PAGE = 100_000;

/** Messages the server answers on `datetime`. */
export const TIMING_FUTURE_MESSAGE = `A time may not be more than ${TIMING_FUTURE_MARGIN_MINUTES} minutes in the future.`;
export const TIMING_SCHEDULE_MESSAGE = `A time must lie within ${TIMING_SCHEDULE_MARGIN_HOURS} hours of the scheduled shift.`;
export const TIMING_END_BEFORE_START_MESSAGE = 'End cannot be before start.';
export const TIMING_START_AFTER_END_MESSAGE = 'Start cannot be after the recorded end.';
export const TIMING_NOT_STARTED_MESSAGE = 'Record the start of this shift first.';
/** 403 `detail` when someone other than the shift's person (and not an admin) times it. */
export const TIMING_NOT_YOURS_MESSAGE = 'You can only record times for your own shifts.';
/** 403 `detail` of every timesheet call while the club has `feature_timesheets` off. */
export const TIMESHEETS_OFF_MESSAGE = 'Timesheets are not turned on for this club.';

// ---- shift timing ---------------------------------------------------------------------

/**
 * `PUT /api/shifts/{id}/start` and `/end`: `{datetime}` (ISO 8601 with offset).
 * - Only the shift's person or an admin (else 403 TIMING_NOT_YOURS_MESSAGE); members
 *   cannot time unpublished shifts (404), nor shifts of another club (404).
 * - `datetime` at most TIMING_FUTURE_MARGIN_MINUTES ahead (400 `datetime`), and within
 *   TIMING_SCHEDULE_MARGIN_HOURS of the scheduled shift (TIMING_SCHEDULE_MESSAGE).
 * - end: needs a recorded start (400 TIMING_NOT_STARTED_MESSAGE), and may not lie in a
 *   minute before it (400 TIMING_END_BEFORE_START_MESSAGE); the minute it started is
 *   fine (0 hours). start in a minute after a recorded end: 400
 *   TIMING_START_AFTER_END_MESSAGE. Either call again modifies the time ("Modify").
 * - `hours` = actual_end − actual_start in hours, two decimals (computed exactly by the
 *   server, e.g. across a daylight-saving change); null until both are set.
 */
export const ShiftTimingSchema = z.object({ datetime: MomentSchema });
export type ShiftTiming = z.infer<typeof ShiftTimingSchema>;

/** The timed shift, with its actual times and hours. */
export const TimedShiftSchema = ShiftRowSchema.extend({
  actual_start: moment.nullable(),
  actual_end: moment.nullable(),
  hours: z.number().nullable(),
});
export type TimedShift = z.infer<typeof TimedShiftSchema>;

// ---- rows of the hours lists -----------------------------------------------------------

/**
 * One shift as the hours lists show it (spec: Event, Assignment, Role, Scheduled Start,
 * Actual Start, Scheduled End, Actual End, Hours, and the person for admins). The actual
 * columns are null while the club has timesheets off (the Shifts tab hides them).
 */
export const HoursRowSchema = z.object({
  id,
  event: id,
  event_name: z.string(),
  person: id.nullable(),
  person_name: z.string().nullable(),
  role: id.nullable(),
  role_name: z.string().nullable(),
  assignment: id.nullable(),
  assignment_name: z.string().nullable(),
  location: id.nullable(),
  location_name: z.string().nullable(),
  start: moment,
  end: moment,
  actual_start: moment.nullable(),
  actual_end: moment.nullable(),
  hours: z.number().nullable(),
  /** Published (false: saved but unpublished; admins only see those). */
  published: z.boolean(),
});
export type HoursRow = z.infer<typeof HoursRowSchema>;

/**
 * The Record Hours list (`GET /api/hours/record`): the caller's published shifts that
 * start or end today (in the club's `time_zone`), or have ended without an
 * actual end; by start, at most RECORD_HOURS_LIMIT. Start shows for today's shift not
 * started, End when started and not ended, Modify when ended (the client decides from
 * the row and `today`).
 */
export const RecordHoursSchema = z.object({
  /** Today's date in the club's zone (YYYY-MM-DD). */
  today: z.string(),
  shifts: z.array(HoursRowSchema),
});
export type RecordHours = z.infer<typeof RecordHoursSchema>;

/**
 * Query of the hours tables: filters `person`, `event`, `role` (ids), `start`/`end`
 * (the shift's scheduled start from `start` inclusive to `end` exclusive; a date means
 * its midnight in the club's zone), paging (`limit` default 10, 'all' or 0 for every row, `offset`)
 * and `sort` (comma list of start, end, actual_start, actual_end, hours, event_name,
 * person_name, role_name, assignment_name; '-' descending; default `-start`).
 */
export const HoursQuerySchema = z.object({
  person: IdTextSchema.optional(),
  event: IdTextSchema.optional(),
  role: IdTextSchema.optional(),
  start: MomentSchema.optional(),
  end: MomentSchema.optional(),
  tz: TimeZoneSchema.optional(),
  limit: z.union([z.literal('all'), z.coerce.number().int().min(0).max(HOURS_MAX_PAGE)]).optional(),
  offset: z.coerce.number().int().min(0).max(HOURS_MAX_PAGE).optional(),
  sort: z.string().max(200).optional(),
});
export type HoursQuery = z.infer<typeof HoursQuerySchema>;

export const HOURS_SORT_KEYS = [
  'start',
  'end',
  'actual_start',
  'actual_end',
  'hours',
  'event_name',
  'person_name',
  'role_name',
  'assignment_name',
] as const;

/**
 * A page of an hours table, in the collections' shape (`results.shifts` keyed by id,
 * `ids` in sort order, `count` of all matches) plus `totals` over the WHOLE filtered set
 * (not just the page): hours summed, how many of the shifts have hours, and how many
 * have ended (scheduled end passed) without hours: future and running shifts are not
 * yet missing theirs.
 */
export const HoursPageSchema = z.object({
  results: z.object({ shifts: z.record(z.string(), HoursRowSchema) }),
  ids: z.array(z.number().int()),
  count: z.number().int(),
  totals: z.object({ hours: z.number(), timed: z.number().int(), untimed: z.number().int() }),
  /** Whether the club has timesheets on (the actual columns are null when off). */
  timesheets: z.boolean(),
});
export type HoursPage = z.infer<typeof HoursPageSchema>;

// ---- the calls --------------------------------------------------------------------------

const idParams = idPathParams;

export const hoursContract = c.router(
  {
    startShift: {
      method: 'PUT',
      path: '/shifts/:id/start',
      pathParams: idParams,
      body: ShiftTimingSchema,
      responses: { 200: TimedShiftSchema, ...commonErrorResponses },
      summary: "Record a shift's actual start (its person or an admin)",
    },
    endShift: {
      method: 'PUT',
      path: '/shifts/:id/end',
      pathParams: idParams,
      body: ShiftTimingSchema,
      responses: { 200: TimedShiftSchema, ...commonErrorResponses },
      summary: "Record a shift's actual end; hours = end − start, two decimals",
    },
    timesheets: {
      method: 'GET',
      path: '/timesheets',
      query: HoursQuerySchema,
      responses: { 200: HoursPageSchema, ...commonErrorResponses },
      summary: 'Every shift of a period with filters and hours totals (admin, feature_timesheets)',
    },
    personShifts: {
      method: 'GET',
      path: '/people/:id/shifts',
      pathParams: idParams,
      query: HoursQuerySchema.omit({ person: true }),
      responses: { 200: HoursPageSchema, ...commonErrorResponses },
      summary: "A person's shifts for the profile Shifts tab (self, or an admin for anyone)",
    },
  },
  { strictStatusCodes: true },
);
