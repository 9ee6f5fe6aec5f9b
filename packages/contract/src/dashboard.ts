import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { AllocationRoundCardSchema } from './allocation';
import { id, moment } from './collection-fields';
import { commonErrorResponses } from './common';
import { ExpiringRecordSchema } from './duties';
import { MyDutyAnswerSchema, UnconfirmedDutySchema } from './duty-confirmation';
import { HoursRowSchema } from './hours';
import { ShiftDashboardSchema } from './shifts';
import { TimeZoneSchema } from './time-zone';

const c = initContract();

/*
 * `GET /api/dashboard` (issue 13): everything the dashboard shows for the caller's role
 * in one call and a fixed number of statements (spec section 2, Dashboard, in order:
 * Verify phone, New Registrations, New requests, Unpublished, Time sheet, Upcoming
 * shifts, Upcoming events, Pending shift requests, Record Hours, News).
 */

/** Spec 9: the Upcoming events card lists 5. */
export const DASHBOARD_UPCOMING_EVENTS = 5;
/** The New Registrations card lists at most this many (scrolls at 500px). */
export const DASHBOARD_NEW_PEOPLE_LIMIT = 50;
/** The News card lists at most this many items, newest first. */
export const DASHBOARD_NEWS_LIMIT = 10;

/** A person waiting for activation (role new). */
export const NewPersonSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  created: moment,
});

/**
 * An Upcoming events item: an event outside any series (`type` 'event') or a series
 * (`type` 'series'), not yet ended, soonest first. `empty`: the event's unfilled shifts
 * (admins' badge; 0 for series).
 */
export const DashboardEventSchema = z.object({
  type: z.enum(['event', 'series']),
  id,
  name: z.string(),
  start: moment,
  end: moment,
  color: z.string(),
  location_name: z.string().nullable(),
  empty: z.number().int(),
});
export type DashboardEvent = z.infer<typeof DashboardEventSchema>;

export const DashboardNewsSchema = z.object({
  id,
  content: z.string(),
  posted: moment,
  show_until: moment.nullable(),
});

/**
 * The Time sheet card (only when `feature_timesheets` is on; null otherwise): the
 * caller's recorded hours this month and this calendar year (in the club's zone), and how many of
 * their ended shifts still have no actual end.
 */
export const DashboardTimesheetSchema = z.object({
  month_hours: z.number(),
  year_hours: z.number(),
  untimed: z.number().int(),
});

/**
 * Cards that do not apply are empty or null: `new_people`, `new_requests`,
 * `unpublished_events` are [] for members; `timesheet` is null when the feature is off;
 * `verify_phone` is true when the club has SMS on and the caller's phone is not verified.
 */
export const DashboardSchema = ShiftDashboardSchema.extend({
  role: z.enum(['admin', 'user', 'new']),
  features: z.object({ timesheets: z.boolean(), sms: z.boolean() }),
  verify_phone: z.boolean(),
  new_people: z.array(NewPersonSchema),
  timesheet: DashboardTimesheetSchema.nullable(),
  upcoming_events: z.array(DashboardEventSchema),
  /** Record Hours: the caller's shifts today or ended without an actual end (see hours.ts). */
  record_hours: z.array(HoursRowSchema),
  /** Today's date in the club's zone (YYYY-MM-DD), for the relative-day labels and Start buttons. */
  today: z.string(),
  news: z.array(DashboardNewsSchema),
  /** Admins: records of the club that run out within EXPIRING_RECORDS_DAYS (duties.ts). */
  expiring_records: z.array(ExpiringRecordSchema),
  /** Admins, when the club asks to confirm duties: duties unconfirmed near their start (duty-confirmation.ts). */
  unconfirmed_duties: z.array(UnconfirmedDutySchema),
  /** When the club asks to confirm duties: the caller's answer for each upcoming duty. */
  my_duty_answers: z.array(MyDutyAnswerSchema),
  /** Admins: the open allocation round's progress (allocation.ts), null when none is open. */
  allocation_round: AllocationRoundCardSchema.nullable(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const dashboardContract = c.router(
  {
    dashboard: {
      method: 'GET',
      path: '/dashboard',
      query: z.object({ tz: TimeZoneSchema.optional() }),
      responses: { 200: DashboardSchema, ...commonErrorResponses },
      summary: "Every dashboard card for the caller's role, in one call",
    },
  },
  { strictStatusCodes: true },
);
