import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  IdTextSchema,
  id,
  idPathParams,
  MomentSchema,
  moment,
  ref,
  text,
} from './collection-fields';
import { commonErrorResponses } from './common';
import { EventRowSchema } from './events';

const c = initContract();

/*
 * Shifts and requests (issue 12). Plain list/CRUD goes through the generic collection
 * calls (`/api/shifts/`, `/api/requests/`); the calls below have behaviour of their own.
 */

// ---- rules the server applies ----------------------------------------------------------

/** A shift may start this many hours before its event starts and end as long after it ends. */
export const SHIFT_EVENT_MARGIN_HOURS = 12;
/** Comments of the requests a series sign-up makes (spec 3, Request). */
export const SERIES_SIGNUP_COMMENTS = 'Series Auto-Signup';
/** The admin dashboard lists the first 20 outstanding requests (spec 9). */
export const DASHBOARD_REQUESTS_LIMIT = 20;
/**
 * The admin dashboard counts outstanding requests up to this many ("500+ outstanding"):
 * beyond it the number tells an admin nothing more, and counting a club's every
 * outstanding request on each dashboard load was its costliest statement.
 */
export const DASHBOARD_REQUESTS_COUNT_CAP = 500;
/** At most this many rows in each of the other dashboard lists. */
export const DASHBOARD_LIST_LIMIT = 50;
/** Items of one `POST /api/requests/batch`. */
export const MAX_BATCH_REQUESTS = 500;

/** Messages the server answers (on the item's field, e.g. `"0.end"`). */
export const SHIFT_END_MESSAGE = 'End must be after start.';
export const SHIFT_BOUNDS_MESSAGE = `A shift must lie within ${SHIFT_EVENT_MARGIN_HOURS} hours of its event's start and end.`;
/** `"0.person"`: "{name} already has shift {id} ({event}, {start}–{end}) at that time." */
export const shiftOverlapMessage = (o: {
  name: string;
  otherId: number;
  event: string;
  start: string;
  end: string;
}) => `${o.name} already has shift ${o.otherId} (${o.event}, ${o.start}–${o.end}) at that time.`;
/**
 * `"0.event"` of a batch: the same person, event, role, assignment and location again
 * while the first is pending or filled (after a decline, dismissal or withdrawal the
 * person may ask again). Said to the member asking for themselves...
 */
export const DUPLICATE_REQUEST_MESSAGE =
  'You have already asked for this shift (the same role and assignment) on this event.';
/** ... and to an admin asking for someone else. */
export const DUPLICATE_REQUEST_FOR_OTHER_MESSAGE =
  'This person has already asked for this shift (the same role and assignment) on this event.';
/** `"0.event"` of a batch naming an event that has ended. */
export const REQUEST_PAST_EVENT_MESSAGE =
  'This event is over: shifts on it can no longer be asked for.';
/** `"0.event"` of a batch naming an event without a published shift. */
export const REQUEST_NO_SHIFTS_MESSAGE = 'This event has no shifts to ask for yet.';
/** Decline or dismiss of a request that is no longer pending (400 non_field_errors). */
export const REQUEST_ANSWERED_MESSAGE = 'This request has been answered already.';
/** The longest reason an admin may give for declining a request. */
export const MAX_DECLINE_REASON = 500;
/** `"0.person"` of a batch from a member naming someone else (the answer is 403). */
export const REQUEST_FOR_OTHERS_MESSAGE = 'You can only ask for shifts for yourself.';

// ---- the collections: shifts, requests ---------------------------------------------------

/**
 * A shift as it is written (`POST /api/shifts/` a list of these; `PUT /api/shifts/` a
 * list of `{id, ...changes}`; `DELETE /api/shifts/{id}/`), admins only.
 * - `person` null: an open slot. Filling it with someone who asked for the event actions
 *   their outstanding request(s) for it.
 * - `draft`: null = saved but unpublished (members do not see it); a moment = published
 *   then. Publish by PUT `[{id, draft: now}]` or publish a whole event at once.
 * - Refs must be rows of the same club (400 `"0.role": ["Role 7 does not exist."]`).
 * - `end` after `start` (`"0.end": [SHIFT_END_MESSAGE]`), both within
 *   SHIFT_EVENT_MARGIN_HOURS of the event (`"0.start"`/`"0.end"`: [SHIFT_BOUNDS_MESSAGE]),
 *   also on a PUT changing only one of them or the event.
 * - A person holds no two overlapping shifts (touching is fine): `"0.person"`:
 *   [shiftOverlapMessage(...)] naming the other shift.
 * - Deleting a filled shift emails the person that they are off it.
 */
export const ShiftInputSchema = z.object({
  event: ref,
  person: ref.nullable().optional(),
  role: ref.nullable().optional(),
  assignment: ref.nullable().optional(),
  location: ref.nullable().optional(),
  start: MomentSchema,
  end: MomentSchema,
  draft: MomentSchema.nullable().optional(),
  actual_start: MomentSchema.nullable().optional(),
  actual_end: MomentSchema.nullable().optional(),
  hours: z.number().min(0).max(9999).nullable().optional(),
});
export type ShiftInput = z.infer<typeof ShiftInputSchema>;

/**
 * A shift as `GET /api/shifts/` answers it. Members see only published shifts and, of
 * the person on it, the id and `person_name` (never email or phone); `actual_start`,
 * `actual_end`, `hours` are admins' only (absent for members). Filters: `event=`,
 * `person=`, `draft__isnull=true` (unpublished), `start__ge=YYYY-MM-DD`, ...; default sort
 * `-start` (spec 9); `expand=events,roles,assignments,locations,people`.
 */
export const ShiftRowSchema = z.object({
  id,
  event: id,
  person: id.nullable(),
  person_name: z.string().nullable(),
  role: id.nullable(),
  assignment: id.nullable(),
  location: id.nullable(),
  start: moment,
  end: moment,
  draft: moment.nullable(),
  actual_start: moment.nullable().optional(),
  actual_end: moment.nullable().optional(),
  hours: z.number().nullable().optional(),
});
export type ShiftRow = z.infer<typeof ShiftRowSchema>;

/**
 * What became of a request: `pending` (outstanding: `actioned` false), `filled` (the
 * person was put on a shift of the event), `declined` (an admin said no, `decline_reason`
 * says why or is ''), `dismissed` (an admin closed it without an answer).
 */
export const REQUEST_STATUSES = ['pending', 'filled', 'declined', 'dismissed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * A request as `GET /api/requests/` answers it: members see only their own. Filters
 * `series=<id>` (requests for the series' events), `actioned=false|true`, `status=`,
 * `event=`, `person=`. Admins may PUT `[{id, actioned_at: now}]` (dismiss; null reopens)
 * or `comments`, and DELETE any; they decline or dismiss one with
 * `POST /api/requests/{id}/decline` / `.../dismiss`. A member withdraws their own
 * outstanding request with `POST /api/requests/{id}/withdraw` (admins any; an actioned
 * request is 400).
 */
export const RequestRowSchema = z.object({
  id,
  person: id,
  person_name: z.string(),
  event: id,
  series: id.nullable(),
  comments: z.string(),
  assignment: id.nullable(),
  role: id.nullable(),
  location: id.nullable(),
  actioned: z.boolean(),
  actioned_at: moment.nullable(),
  status: z.enum(REQUEST_STATUSES),
  decline_reason: z.string(),
  created: moment,
});
export type RequestRow = z.infer<typeof RequestRowSchema>;

/** What admins may change on a request with `PUT /api/requests/`. */
export const RequestUpdateSchema = z.object({
  comments: text.optional(),
  actioned_at: MomentSchema.nullable().optional(),
});

/**
 * `POST /api/requests/{id}/decline` (admins): the member is told no, with an optional
 * reason (trimmed; at most MAX_DECLINE_REASON characters). Answers the request row.
 */
export const DeclineRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(MAX_DECLINE_REASON, `Use at most ${MAX_DECLINE_REASON} characters.`)
    .optional(),
});
export type DeclineRequest = z.infer<typeof DeclineRequestSchema>;

/** Requests are created by `POST /api/requests/batch`, never by the generic POST. */
export const shiftsInputSchemas = { shifts: ShiftInputSchema } as const;
export const shiftsRowSchemas = { shifts: ShiftRowSchema, requests: RequestRowSchema } as const;

// ---- requests/batch and series sign-up ----------------------------------------------------

/**
 * One item of `POST /api/requests/batch` (spec 7). A member may name only themselves
 * (else 403, nothing written); an admin anyone of the club. `new` is the client's staging
 * mark and is ignored. Refs of another club: 400 on the field (`"0.event"`). The same
 * person, event and slot (role, assignment, location) twice: 400 `"0.event"`:
 * [DUPLICATE_REQUEST_MESSAGE]. All or nothing.
 */
export const RequestInputSchema = z.object({
  person: ref,
  event: ref,
  comments: text.optional(),
  assignment: ref.nullable().optional(),
  role: ref.nullable().optional(),
  location: ref.nullable().optional(),
  new: z.boolean().optional(),
});
export type RequestInput = z.infer<typeof RequestInputSchema>;

export const RequestBatchSchema = z
  .array(RequestInputSchema)
  .min(1, 'Send at least one request.')
  .max(MAX_BATCH_REQUESTS, `Send at most ${MAX_BATCH_REQUESTS} requests at a time.`);

/** The created requests, keyed by id (`results.requests`), `ids` in the order sent. */
export const RequestResultsSchema = z.object({
  results: z.object({ requests: z.record(z.string(), RequestRowSchema) }),
  count: z.number().int(),
  ids: z.array(z.number().int()),
});
export type RequestResults = z.infer<typeof RequestResultsSchema>;

/**
 * `POST /api/series/{id}/signup`: one request per event of the series for `person`
 * (default: the caller; members only themselves) that is still ahead (not ended), has a
 * published shift, and where the person has no shift and no request yet (see
 * SeriesSignupPlanSchema): repeating it adds nothing. `role`, `assignment` (of the club,
 * else 400 on the field) and `comments` as for one event; comments default to
 * SERIES_SIGNUP_COMMENTS.
 */
export const SeriesSignupSchema = z.object({
  person: ref.optional(),
  role: ref.nullable().optional(),
  assignment: ref.nullable().optional(),
  comments: text.optional(),
});
export type SeriesSignup = z.infer<typeof SeriesSignupSchema>;

/** Why a series sign-up leaves an event out. */
export const SERIES_SKIP_REASONS = ['past', 'shift', 'request', 'no_shifts'] as const;
export type SeriesSkipReason = (typeof SERIES_SKIP_REASONS)[number];
const PlanEventSchema = z.object({ id, name: z.string(), start: moment, end: moment });
/**
 * `GET /api/series/{id}/signup?person=`: what a sign-up would ask for now (`ask`, by
 * start) and what it would skip, with why (`skipped`: ended, the person has a shift, a
 * request, or the event has no published shift yet). The series page's dialog lists it.
 */
export const SeriesSignupPlanSchema = z.object({
  ask: z.array(PlanEventSchema),
  skipped: z.array(PlanEventSchema.extend({ reason: z.enum(SERIES_SKIP_REASONS) })),
});
export type SeriesSignupPlan = z.infer<typeof SeriesSignupPlanSchema>;
export const SeriesSignupResultSchema = RequestResultsSchema.extend({
  /** Requests made now (0 on a repeat). */
  created: z.number().int(),
  /** The series' events (the series page disables its button when the person's requests reach this). */
  event_count: z.number().int(),
});
export type SeriesSignupResult = z.infer<typeof SeriesSignupResultSchema>;

// ---- one-call reads: planner, event page, dashboard -------------------------------------

const NamedSchema = z.object({ id, name: z.string() });
const OrderedSchema = NamedSchema.extend({ order: z.number() });
/** A person as the shift screens show them: name and avatar only. */
export const ShiftPersonSchema = NamedSchema.extend({ avatar: z.string().nullable() });
export type ShiftPerson = z.infer<typeof ShiftPersonSchema>;
const byId = <T extends z.ZodTypeAny>(row: T) => z.record(z.string(), row);

/**
 * `GET /api/events/{id}/shifts` (admin): everything the planner needs for one event in
 * one call (a fixed number of statements). `results` keyed by id like the collections:
 * the event, all its shifts (published or not), its requests (outstanding first), the
 * people those name, and ALL the club's roles, assignments and locations (the planner's
 * pickers). `shift_ids`: by assignment order, role order, start; `request_ids`:
 * outstanding first, oldest first.
 */
export const ShiftPlannerSchema = z.object({
  results: z.object({
    events: byId(EventRowSchema),
    shifts: byId(ShiftRowSchema),
    requests: byId(RequestRowSchema),
    people: byId(ShiftPersonSchema),
    roles: byId(OrderedSchema),
    assignments: byId(OrderedSchema),
    locations: byId(NamedSchema),
  }),
  shift_ids: z.array(z.number().int()),
  request_ids: z.array(z.number().int()),
});
export type ShiftPlanner = z.infer<typeof ShiftPlannerSchema>;

/** A published shift on the member's event page: who is on it by name only. */
export const PageShiftSchema = ShiftRowSchema.pick({
  id: true,
  event: true,
  person: true,
  person_name: true,
  role: true,
  assignment: true,
  location: true,
  start: true,
  end: true,
});
export type PageShift = z.infer<typeof PageShiftSchema>;

/**
 * `GET /api/events/{id}/page` (members): the event, its PUBLISHED shifts grouped by
 * assignment (`groups` in assignment order, the group without assignment last, each
 * listing its shift ids by role order and start; `empty`: its open shifts), the names of
 * the roles/assignments/locations they use, and the caller's own requests for the event.
 */
export const EventPageSchema = z.object({
  event: EventRowSchema.extend({
    location_name: z.string().nullable(),
    series_name: z.string().nullable(),
  }),
  shifts: byId(PageShiftSchema),
  groups: z.array(
    z.object({
      assignment: id.nullable(),
      name: z.string(),
      shift_ids: z.array(z.number().int()),
      empty: z.number().int(),
    }),
  ),
  roles: byId(OrderedSchema),
  assignments: byId(OrderedSchema),
  locations: byId(NamedSchema),
  my_requests: z.array(RequestRowSchema),
});
export type EventPage = z.infer<typeof EventPageSchema>;

/** A request on the dashboard, with what its row shows. */
export const DashboardRequestSchema = RequestRowSchema.extend({
  person_avatar: z.string().nullable(),
  event_name: z.string(),
  event_start: moment,
});
export type DashboardRequest = z.infer<typeof DashboardRequestSchema>;

/** An upcoming shift of the caller (not yet ended), with the names its row shows. */
export const UpcomingShiftSchema = z.object({
  id,
  event: id,
  event_name: z.string(),
  start: moment,
  end: moment,
  role_name: z.string().nullable(),
  assignment_name: z.string().nullable(),
  location_name: z.string().nullable(),
});
export type UpcomingShift = z.infer<typeof UpcomingShiftSchema>;

/**
 * The dashboard's cards about shifts and requests (their part of `GET /api/dashboard`,
 * DashboardSchema in dashboard.ts; they had a call of their own until issue 21).
 * - `new_requests` (admins; [] for members): the first DASHBOARD_REQUESTS_LIMIT
 *   outstanding requests for events not yet ended (older ones leave by themselves), by
 *   the event's start, then oldest first; `new_requests_count`: how many such are
 *   outstanding, counted up to DASHBOARD_REQUESTS_COUNT_CAP (a club with more answers the cap).
 * - `unpublished_events` (admins; []): events with saved but unpublished shifts, by start
 *   (at most DASHBOARD_LIST_LIMIT), with how many are unpublished.
 * - `my_requests`: the caller's pending and declined requests (`status`, with the
 *   reason) for events not yet ended, by the event's start (event, its start, comments).
 * - `upcoming_shifts`: the caller's published shifts not yet ended, by start.
 */
export const ShiftDashboardSchema = z.object({
  new_requests: z.array(DashboardRequestSchema),
  new_requests_count: z.number().int(),
  unpublished_events: z.array(
    z.object({ id, name: z.string(), start: moment, unpublished: z.number().int() }),
  ),
  my_requests: z.array(DashboardRequestSchema),
  upcoming_shifts: z.array(UpcomingShiftSchema),
});
export type ShiftDashboard = z.infer<typeof ShiftDashboardSchema>;

/** `POST /api/events/{id}/publish`: how many shifts it published. */
export const PublishResultSchema = z.object({ published: z.number().int() });

// ---- the calls --------------------------------------------------------------------------

const idParams = idPathParams;

export const shiftsContract = c.router(
  {
    planner: {
      method: 'GET',
      path: '/events/:id/shifts',
      pathParams: idParams,
      responses: { 200: ShiftPlannerSchema, ...commonErrorResponses },
      summary: "The shift planner's load (admin): event, shifts, requests and their lookups",
    },
    eventPage: {
      method: 'GET',
      path: '/events/:id/page',
      pathParams: idParams,
      responses: { 200: EventPageSchema, ...commonErrorResponses },
      summary: "An event's page (members): published shifts by assignment, own requests",
    },
    publishEvent: {
      method: 'POST',
      path: '/events/:id/publish',
      pathParams: idParams,
      body: c.noBody(),
      responses: { 200: PublishResultSchema, ...commonErrorResponses },
      summary: 'Publish every unpublished shift of an event (admin): draft = now',
    },
    removeShift: {
      method: 'DELETE',
      path: '/shifts/:id/',
      pathParams: idParams,
      body: c.noBody(),
      responses: { 204: c.noBody(), ...commonErrorResponses },
      summary: 'Delete a shift (admin); the person on it is told by email',
    },
    requestBatch: {
      method: 'POST',
      path: '/requests/batch',
      body: RequestBatchSchema,
      responses: { 201: RequestResultsSchema, ...commonErrorResponses },
      summary: 'Ask for shifts (members for themselves, admins for anyone): all or nothing',
    },
    declineRequest: {
      method: 'POST',
      path: '/requests/:id/decline',
      pathParams: idParams,
      body: DeclineRequestSchema,
      responses: { 200: RequestRowSchema, ...commonErrorResponses },
      summary: 'Decline a pending request (admin), with an optional reason the member sees',
    },
    dismissRequest: {
      method: 'POST',
      path: '/requests/:id/dismiss',
      pathParams: idParams,
      body: c.noBody(),
      responses: { 200: RequestRowSchema, ...commonErrorResponses },
      summary: 'Dismiss a pending request (admin): closed without an answer',
    },
    withdrawRequest: {
      method: 'POST',
      path: '/requests/:id/withdraw',
      pathParams: idParams,
      body: c.noBody(),
      responses: { 204: c.noBody(), ...commonErrorResponses },
      summary: 'Withdraw an outstanding request (own; admins any)',
    },
    seriesSignupPlan: {
      method: 'GET',
      path: '/series/:id/signup',
      pathParams: idParams,
      query: z.object({
        person: IdTextSchema.optional(),
      }),
      responses: { 200: SeriesSignupPlanSchema, ...commonErrorResponses },
      summary: 'What a series sign-up would ask for, and what it skips and why',
    },
    seriesSignup: {
      method: 'POST',
      path: '/series/:id/signup',
      pathParams: idParams,
      body: SeriesSignupSchema,
      responses: { 200: SeriesSignupResultSchema, ...commonErrorResponses },
      summary: "Ask for every event of a series at once (idempotent): 'Series Auto-Signup'",
    },
  },
  { strictStatusCodes: true },
);
