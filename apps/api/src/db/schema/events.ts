import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { people } from './identity';
import { locations } from './locations';
import { organisationId, organisationIdGuaranteedBySameClubKey } from './organisations';
import { assignments, roles } from './roles';

// Lookups (type, series, location, role, assignment) use `set null`: deleting one must
// never take events, shifts or the hours recorded on them with it.

export const eventTypes = pgTable(
  'event_types',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    color: text('color').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('event_types_org_idx').on(t.organisationId)],
);

/** A run of events people can sign up to all at once; `consecutive` shows it as one calendar entry. */
export const series = pgTable(
  'series',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull().default(''),
    details: text('details').notNull().default(''),
    start: moment('start').notNull(),
    end: moment('end').notNull(),
    consecutive: boolean('consecutive').notNull().default(false),
    /**
     * The span of the series' events (earliest start, latest end), null while it has
     * none: kept by triggers on events in the writing statement (migration 0017), so the
     * dashboard's upcoming series need not add up every series' events on each call.
     */
    eventsStart: moment('events_start'),
    eventsEnd: moment('events_end'),
    createdAt: createdAt(),
  },
  (t) => [
    index('series_org_end_idx').on(t.organisationId, t.end),
    // Series not yet ended, as the dashboard asks (the span's end, else the stored end).
    index('series_org_span_end_idx').on(t.organisationId, sql`coalesce(${t.eventsEnd}, ${t.end})`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    details: text('details').notNull().default(''),
    start: moment('start').notNull(),
    end: moment('end').notNull(),
    /** Null: show the event type's colour. */
    color: text('color'),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    eventTypeId: integer('event_type_id').references(() => eventTypes.id, {
      onDelete: 'set null',
    }),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    /**
     * Shown on the public calendar, its public page and the club's iCal feed. False keeps
     * the event to members (a committee meeting, a private hire).
     */
    public: boolean('public').notNull().default(true),
    createdAt: createdAt(),
    modifiedAt: moment('modified_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('events_org_start_idx').on(t.organisationId, t.start),
    // The calendar finds events overlapping a range through (org, start) from the range's
    // start minus a week, and the few longer events through this one: work bounded by
    // the range, never by the club's history (modules/events/events.queries.ts).
    index('events_org_long_end_idx')
      .on(t.organisationId, t.end)
      .where(sql`${t.end} - ${t.start} > interval '7 days'`),
    index('events_org_location_idx').on(t.organisationId, t.locationId),
    index('events_org_event_type_idx').on(t.organisationId, t.eventTypeId),
    // INCLUDE (start, end) in migration 0014: the dashboard's series spans (min start, max
    // end per series) are read from the index alone.
    index('events_org_series_idx').on(t.organisationId, t.seriesId),
  ],
);

/** A slot on an event; person null is an open slot still to fill. */
export const shifts = pgTable(
  'shifts',
  {
    id: id(),
    // Guaranteed by the same-club key of its event (cascading): see the helper.
    organisationId: organisationIdGuaranteedBySameClubKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // The shift and its hours stay with the event when the person leaves.
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    assignmentId: integer('assignment_id').references(() => assignments.id, {
      onDelete: 'set null',
    }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    start: moment('start').notNull(),
    end: moment('end').notNull(),
    actualStart: moment('actual_start'),
    actualEnd: moment('actual_end'),
    // mode number: PGlite and postgres.js would otherwise disagree on the JS type.
    hours: numeric('hours', { precision: 6, scale: 2, mode: 'number' }),
    /** Null: saved but unpublished (hidden, no reminders). Set: published at that time. */
    draft: moment('draft'),
    reminderWeekSentAt: moment('reminder_week_sent_at'),
    reminderDaySentAt: moment('reminder_day_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // INCLUDE (hours, id) in migration 0013 (drizzle has no INCLUDE): a period's totals
    // and its page by start are read from the index alone (timesheets).
    index('shifts_org_start_idx').on(t.organisationId, t.start),
    // A timesheet by hours, either way (empty hours last, then newest id), read in order.
    index('shifts_org_hours_desc_idx').on(
      t.organisationId,
      t.hours.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('shifts_org_hours_asc_idx').on(
      t.organisationId,
      t.hours.asc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('shifts_org_event_idx').on(t.organisationId, t.eventId),
    // INCLUDE (end, draft, actual_end, hours) in migration 0016: a person's upcoming
    // shifts, Record Hours and the Time sheet card filter the person's shifts from the
    // index alone instead of visiting every past shift.
    index('shifts_org_person_start_idx').on(t.organisationId, t.personId, t.start),
    // Only rows that have one (the planner proves `role_id = $1` implies not null): these
    // serve the SET NULL of a deleted role/assignment/location and filters by one, and an
    // insert or update that leaves it empty skips the index.
    index('shifts_org_role_idx').on(t.organisationId, t.roleId).where(sql`${t.roleId} is not null`),
    index('shifts_org_assignment_idx')
      .on(t.organisationId, t.assignmentId)
      .where(sql`${t.assignmentId} is not null`),
    index('shifts_org_location_idx')
      .on(t.organisationId, t.locationId)
      .where(sql`${t.locationId} is not null`),
    // The dashboard's Unpublished card: the few saved-but-unpublished shifts, by event.
    index('shifts_org_unpublished_event_idx')
      .on(t.organisationId, t.eventId)
      .where(sql`${t.draft} is null`),
    check('shifts_hours_check', sql`${t.hours} >= 0`),
  ],
);

/** What became of a request (RequestRow.status). */
export const REQUEST_STATUSES = ['pending', 'filled', 'declined', 'dismissed'] as const;

/** A volunteer asking for a shift on an event; an admin actions it. */
export const requests = pgTable(
  'requests',
  {
    id: id(),
    // Guaranteed by the same-club key of its person, event (cascading): see the helper.
    organisationId: organisationIdGuaranteedBySameClubKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    comments: text('comments').notNull().default(''),
    assignmentId: integer('assignment_id').references(() => assignments.id, {
      onDelete: 'set null',
    }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** Null while outstanding (status 'pending'); when it was filled, declined or dismissed. */
    actionedAt: moment('actioned_at'),
    /**
     * pending (outstanding), filled (put on a shift), declined (told no, with
     * `declineReason`), dismissed (closed without an answer). Kept with `actionedAt`:
     * pending exactly while it is null (modules/shifts/requests.queries.ts).
     */
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    /** Why an admin declined it ('' for none), shown to the member. */
    declineReason: text('decline_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // (org, person) is the unique slot index's prefix below: no index of its own.
    index('requests_org_event_idx').on(t.organisationId, t.eventId),
    // Only rows that have one, as shifts' (most requests name no role, assignment or
    // location: a batch of 50 such requests then writes 3 index entries fewer per row).
    index('requests_org_assignment_idx')
      .on(t.organisationId, t.assignmentId)
      .where(sql`${t.assignmentId} is not null`),
    index('requests_org_role_idx')
      .on(t.organisationId, t.roleId)
      .where(sql`${t.roleId} is not null`),
    index('requests_org_location_idx')
      .on(t.organisationId, t.locationId)
      .where(sql`${t.locationId} is not null`),
    // One live request per person, event and slot (role, assignment, location; none = 0):
    // a declined or dismissed one leaves the slot free, so the person can ask again.
    uniqueIndex('requests_org_person_event_slot_key')
      .on(
        t.organisationId,
        t.personId,
        t.eventId,
        sql`coalesce(${t.roleId}, 0)`,
        sql`coalesce(${t.assignmentId}, 0)`,
        sql`coalesce(${t.locationId}, 0)`,
      )
      .where(sql`${t.status} in ('pending', 'filled')`),
    // The dashboard lists the oldest outstanding requests (by created, then id: in order
    // however many share a moment).
    index('requests_org_outstanding_idx')
      .on(t.organisationId, t.createdAt, t.id)
      .where(sql`${t.actionedAt} is null`),
    // A member's own outstanding requests (dashboard), oldest first, and their count.
    index('requests_org_person_outstanding_idx')
      .on(t.organisationId, t.personId, t.createdAt, t.id)
      .where(sql`${t.actionedAt} is null`),
    check(
      'requests_status_check',
      sql`${t.status} in ('pending', 'filled', 'declined', 'dismissed')`,
    ),
  ],
);

/** 0 unavailable, 1 available, 2 only if required; one row per person per day. */
export const availability = pgTable(
  'availability',
  {
    id: id(),
    // Guaranteed by the same-club key of its person (cascading): see the helper.
    organisationId: organisationIdGuaranteedBySameClubKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    start: moment('start').notNull(),
    end: moment('end').notNull(),
    available: smallint('available').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('availability_org_person_start_key').on(t.organisationId, t.personId, t.start),
    // INCLUDE (person_id, available) in migration 0013: the admin grid reads a month of
    // the club's days from the index alone.
    index('availability_org_start_idx').on(t.organisationId, t.start),
    check('availability_available_check', sql`${t.available} in (0, 1, 2)`),
  ],
);
