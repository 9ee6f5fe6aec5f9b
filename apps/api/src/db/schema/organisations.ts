import { DEFAULT_TIME_ZONE } from '@crewcall/contract';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** A club: the tenant. Every tenant table points here through `organisation_id`. */
export const organisations = pgTable('organisations', {
  id: id(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  logo: text('logo'),
  contactName: text('contact_name').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  smsEnabled: boolean('sms_enabled').notNull().default(false),
  featureTimesheets: boolean('feature_timesheets').notNull().default(false),
  /** Members are asked to confirm each published duty (issue 25, modules/shifts/duty-confirmation*). */
  confirmDuties: boolean('confirm_duties').notNull().default(false),
  allowedExternalCalendars: text('allowed_external_calendars').array().notNull().default([]),
  /**
   * The club's time zone (IANA name): "today", day ranges and every time shown, mailed or
   * put in a feed are read in it, whatever the browser's (issue 20). Checked against Intl
   * and PostgreSQL when set (organisations.service.ts).
   */
  timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
  /**
   * Bumped by triggers, in the writing transaction, whenever a row the calendar shows
   * changes (events, series, event types, locations, shifts, domains): the calendar's
   * answer cache and the dashboard's kept event cards are keyed by it (migration
   * 0012_calendar_version, modules/events/calendar-cache.ts, db/read/).
   */
  calendarVersion: bigint('calendar_version', { mode: 'number' }).notNull().default(0),
  /**
   * Bumped by triggers, in the writing transaction, by every write to the club's shifts
   * (any column, hours included): the timesheet totals cache is keyed by it (migration
   * 0016_shifts_version, modules/hours/totals-cache.ts).
   */
  shiftsVersion: bigint('shifts_version', { mode: 'number' }).notNull().default(0),
  /**
   * Bumped by triggers, in the writing transaction, by every write to the club's
   * availability or people: the availability grid's answers (and the dashboard's New
   * Registrations) are cached by it (migration 0019_availability_version,
   * modules/availability/grid-cache.ts).
   */
  availabilityVersion: bigint('availability_version', { mode: 'number' }).notNull().default(0),
  /** Issue 25: an accepted offer or swap waits for an admin's approve/decline (modules/offers). */
  swapApproval: boolean('swap_approval').notNull().default(false),
  /** Issue 25: how long a waiting list's turn lasts before the next is offered the shift. */
  waitlistOfferHours: integer('waitlist_offer_hours').notNull().default(24),
  createdAt: createdAt(),
});

/** The owning club of a tenant row: NOT NULL, and the row goes when the club goes. */
export function organisationId() {
  return integer('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });
}

/**
 * The owning club of a row that also has a NOT NULL same-club key (organisation_id, x_id)
 * -> parent(organisation_id, id) ON DELETE CASCADE (migration 0007/0015) to a parent that
 * is itself an organisationId() row (a person, an event). That key already proves the club
 * exists (a row naming a missing club matches no parent) and the club's deletion still
 * reaches the row, through the parent's cascade. A key of its own to organisations only
 * checked the same club again, once per inserted row: a batch of 50 requests ran 50 such
 * checks (~1.1-1.5 ms of 2.6-3.6 for the insert). Only for such tables; see
 * row-security.test.ts.
 */
export function organisationIdGuaranteedBySameClubKey() {
  return integer('organisation_id').notNull();
}

/** The host names a club answers on; a host belongs to exactly one club. */
export const organisationDomains = pgTable(
  'organisation_domains',
  {
    id: id(),
    organisationId: organisationId(),
    domain: text('domain').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organisation_domains_domain_key').on(t.domain),
    index('organisation_domains_org_idx').on(t.organisationId),
  ],
);
