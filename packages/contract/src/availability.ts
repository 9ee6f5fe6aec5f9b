import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { DateSchema, id, idPathParams, MomentSchema, moment, ref } from './collection-fields';
import { commonErrorResponses } from './common';
import { TimeZoneSchema } from './time-zone';

const c = initContract();

/*
 * Availability (issue 13): one row per person per day saying whether they can help.
 * Spec 3: {person, start, end (end of that day), available}; spec 4: unknown, then 0, 1
 * or 2, 'unset' deletes it; only for the person themselves.
 */

/** 0 Unavailable, 1 Available, 2 Only if required. */
export const AVAILABILITY_STATES = [0, 1, 2] as const;
export const AvailabilityStateSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  errorMap: () => ({ message: 'Choose 0 (Unavailable), 1 (Available) or 2 (Only if required).' }),
});
export type AvailabilityState = z.infer<typeof AvailabilityStateSchema>;
export const AVAILABILITY_LABELS: Record<AvailabilityState, string> = {
  0: 'Unavailable',
  1: 'Available',
  2: 'Only if required',
};

/** Items of one POST or PUT. */
export const MAX_AVAILABILITY_ITEMS = 400;
/** A day lasts at most 25 hours (the autumn daylight-saving change). */
export const AVAILABILITY_MAX_DAY_HOURS = 25;
/** Days may be set at most this many days back or ahead of today. */
export const AVAILABILITY_RANGE_DAYS = 800;
/** The admin grid spans at most this many days (a month view, padded). */
export const AVAILABILITY_GRID_MAX_DAYS = 45;

/** 403 `detail` for availability of someone else. */
export const AVAILABILITY_NOT_YOURS_MESSAGE = 'You can only set your own availability.';
/** 400 `"0.end"`. */
export const AVAILABILITY_DAY_MESSAGE = 'End must be after start and within the same day.';
/** 400 `"0.start"`. */
export const AVAILABILITY_RANGE_MESSAGE = `Availability can be set up to ${AVAILABILITY_RANGE_DAYS} days from today.`;

/**
 * `POST /api/availability`: a list of days for the caller (`person` must be the caller,
 * else 403 AVAILABILITY_NOT_YOURS_MESSAGE, nothing written). `start` is the day's
 * midnight, `end` its last moment (the client's day). A day that already has a row
 * (same person and start) is updated: create-or-update, so the calendar's button needs
 * no id. Errors on the item's field (`"0.end"`). All or nothing.
 */
export const AvailabilityInputSchema = z.object({
  available: AvailabilityStateSchema,
  person: ref,
  start: MomentSchema,
  end: MomentSchema,
});
export type AvailabilityInput = z.infer<typeof AvailabilityInputSchema>;

/**
 * `PUT /api/availability`: a list of `{id, available}` of the caller's days (another's:
 * 403; unknown: 400 `"0.id"`). `person`, `start`, `end` may come along as the client
 * holds the row; a day is moved by unsetting it and setting the other.
 */
export const AvailabilityUpdateSchema = z.object({
  id: ref,
  available: AvailabilityStateSchema,
  person: ref.optional(),
});
export type AvailabilityUpdate = z.infer<typeof AvailabilityUpdateSchema>;

const items = <T extends z.ZodTypeAny>(item: T) =>
  z
    .array(item)
    .min(1, 'Send at least one item.')
    .max(MAX_AVAILABILITY_ITEMS, `Send at most ${MAX_AVAILABILITY_ITEMS} items at a time.`);

export const AvailabilityRowSchema = z.object({
  id,
  person: id,
  start: moment,
  end: moment,
  available: AvailabilityStateSchema,
  /** The day of `start` in the query's time zone (YYYY-MM-DD). */
  date: z.string(),
});
export type AvailabilityRow = z.infer<typeof AvailabilityRowSchema>;

/** The written rows, in the order sent. */
export const AvailabilityWriteResultSchema = z.object({ rows: z.array(AvailabilityRowSchema) });
/** The `date` of the rows POST and PUT answer is in the club's zone (`tz`: see TimeZoneSchema). */
const WriteQuerySchema = z.object({ tz: TimeZoneSchema.optional() });
/** 400 `"1.start"`: the same day twice in one POST. */
export const AVAILABILITY_TWICE_MESSAGE = 'This day is listed twice.';

/** A range of days: `start` and `end` dates (inclusive) in the club's zone. */
export const DayRangeQuerySchema = z.object({
  start: DateSchema,
  end: DateSchema,
  tz: TimeZoneSchema.optional(),
});

/** `GET /api/availability/mine`: the caller's days in the range (the calendar's button). */
export const MyAvailabilitySchema = z.object({ rows: z.array(AvailabilityRowSchema) });
export type MyAvailability = z.infer<typeof MyAvailabilitySchema>;

/** A person as the availability screens show them. */
export const AvailabilityPersonSchema = z.object({
  id,
  name: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(['admin', 'user']),
});
export type AvailabilityPerson = z.infer<typeof AvailabilityPersonSchema>;

/**
 * `GET /api/availability/grid?start=&end=&role=&tz=` (admin; at most
 * AVAILABILITY_GRID_MAX_DAYS days): active members (role user or admin, or only `role`)
 * by name, the dates of the range, and `days[date][personId]` = the state set that day
 * (absent: unknown).
 */
export const AvailabilityGridQuerySchema = DayRangeQuerySchema.extend({
  role: z.enum(['admin', 'user']).optional(),
});
export const AvailabilityGridSchema = z.object({
  people: z.array(AvailabilityPersonSchema),
  dates: z.array(z.string()),
  days: z.record(z.string(), z.record(z.string(), AvailabilityStateSchema)),
});
export type AvailabilityGrid = z.infer<typeof AvailabilityGridSchema>;

/**
 * `GET /api/availability/day/{date}?tz=` (any member; /unavailability/{date}): who set
 * that day, by state, names by name.
 */
export const AvailabilityDaySchema = z.object({
  date: z.string(),
  available: z.array(AvailabilityPersonSchema),
  if_required: z.array(AvailabilityPersonSchema),
  unavailable: z.array(AvailabilityPersonSchema),
});
export type AvailabilityDay = z.infer<typeof AvailabilityDaySchema>;

/**
 * `GET /api/events/{id}/availability` (admin; the planner's person selector): for each
 * person who set a day overlapping the event, the most restrictive state (0 before 2
 * before 1), keyed by person id. People absent: unknown.
 */
export const EventAvailabilitySchema = z.object({
  event: id,
  people: z.record(z.string(), AvailabilityStateSchema),
});
export type EventAvailability = z.infer<typeof EventAvailabilitySchema>;

// ---- the calls --------------------------------------------------------------------------

const idParams = idPathParams;

export const availabilityContract = c.router(
  {
    create: {
      method: 'POST',
      path: '/availability',
      query: WriteQuerySchema,
      body: items(AvailabilityInputSchema),
      responses: { 201: AvailabilityWriteResultSchema, ...commonErrorResponses },
      summary: 'Set days of the caller (create or update each day); all or nothing',
    },
    update: {
      method: 'PUT',
      path: '/availability',
      query: WriteQuerySchema,
      body: items(AvailabilityUpdateSchema),
      responses: { 200: AvailabilityWriteResultSchema, ...commonErrorResponses },
      summary: "Change the caller's days by id",
    },
    remove: {
      method: 'DELETE',
      path: '/availability/:id',
      pathParams: idParams,
      body: c.noBody(),
      responses: { 204: c.noBody(), ...commonErrorResponses },
      summary: "Unset one of the caller's days",
    },
    mine: {
      method: 'GET',
      path: '/availability/mine',
      query: DayRangeQuerySchema,
      responses: { 200: MyAvailabilitySchema, ...commonErrorResponses },
      summary: "The caller's days in a range",
    },
    grid: {
      method: 'GET',
      path: '/availability/grid',
      query: AvailabilityGridQuerySchema,
      responses: { 200: AvailabilityGridSchema, ...commonErrorResponses },
      summary: 'Members × days of a range (admin), filterable by role',
    },
    day: {
      method: 'GET',
      path: '/availability/day/:date',
      pathParams: z.object({ date: DateSchema }),
      query: z.object({ tz: TimeZoneSchema.optional() }),
      responses: { 200: AvailabilityDaySchema, ...commonErrorResponses },
      summary: 'Who is available, only if required, or unavailable on a day',
    },
    event: {
      method: 'GET',
      path: '/events/:id/availability',
      pathParams: idParams,
      responses: { 200: EventAvailabilitySchema, ...commonErrorResponses },
      summary: "Candidates' availability for an event's day (admin; the planner)",
    },
  },
  { strictStatusCodes: true },
);
