import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { events, shifts } from './events';
import { people } from './identity';
import { organisationId } from './organisations';
import { roles } from './roles';
import { competencies, records } from './training';

/*
 * Duties that fill and keep themselves filled (issue 25): who was on a shift and when it
 * changed, what a role requires, and which expiring records their person was told about.
 */

/**
 * Every change to who is on a shift (and its publishing, moves and kiosk sign-ins), one
 * row per change, written in the change's transaction (modules/shifts/shift-history.ts).
 * The history outlives its shift: a deleted shift, event or person leaves the rows with a
 * null reference, and `details` keeps what the row needs to be read without them.
 * `by_person_id` null: the system or a kiosk (`details.kiosk`).
 */
export const shiftHistory = pgTable(
  'shift_history',
  {
    id: id(),
    organisationId: organisationId(),
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    /** One of SHIFT_HISTORY_ACTIONS (contract, duties.ts); text so new actions need no migration. */
    action: text('action').notNull(),
    byPersonId: integer('by_person_id').references(() => people.id, { onDelete: 'set null' }),
    at: moment('at').notNull().defaultNow(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('shift_history_org_shift_at_idx').on(t.organisationId, t.shiftId, t.at),
    index('shift_history_org_at_idx').on(t.organisationId, t.at),
    index('shift_history_org_event_idx').on(t.organisationId, t.eventId),
    index('shift_history_org_person_idx').on(t.organisationId, t.personId),
    index('shift_history_org_by_idx').on(t.organisationId, t.byPersonId),
  ],
);

/** A competency a role requires: nobody without a current record of it is put on such a shift. */
export const roleCompetencies = pgTable(
  'role_competencies',
  {
    id: id(),
    organisationId: organisationId(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('role_competencies_org_role_competency_key').on(
      t.organisationId,
      t.roleId,
      t.competencyId,
    ),
    index('role_competencies_org_competency_idx').on(t.organisationId, t.competencyId),
  ],
);

/**
 * A record's "expires soon" notice, claimed once per record and expiry day (a renewed
 * record with a new expiry is told again), in the transaction that queues its email.
 */
export const recordExpiryNotices = pgTable(
  'record_expiry_notices',
  {
    id: id(),
    organisationId: organisationId(),
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    expires: date('expires', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('record_expiry_notices_org_record_expires_key').on(
      t.organisationId,
      t.recordId,
      t.expires,
    ),
  ],
);

/**
 * A member's answer to the club's request to confirm a duty (issue 25, item 3), one row
 * per shift, person and start (a moved shift or another person is a new duty). Made when
 * the first message with the duty's links is queued (a reminder, or the chase), or when
 * the person answers in the app. `token_hash`: the SHA-256 of the duty's link token, the
 * only form the token is kept in (modules/shifts/duty-links.ts). `answer` null: not
 * answered yet; 'confirmed' or 'cant_make_it' (one of DUTY_ANSWERS but 'pending').
 */
export const dutyConfirmations = pgTable(
  'duty_confirmations',
  {
    id: id(),
    organisationId: organisationId(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    shiftStart: moment('shift_start').notNull(),
    tokenHash: text('token_hash').notNull(),
    answer: text('answer').$type<'confirmed' | 'cant_make_it'>(),
    answeredAt: moment('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('duty_confirmations_duty_key').on(
      t.organisationId,
      t.shiftId,
      t.personId,
      t.shiftStart,
    ),
    uniqueIndex('duty_confirmations_token_key').on(t.organisationId, t.tokenHash),
  ],
);

/**
 * An unconfirmed duty's chase (its second message), claimed once per shift, person and
 * start by the periodic scan, in the transaction that queues the email (duty-chase.ts).
 */
export const dutyChases = pgTable(
  'duty_chases',
  {
    id: id(),
    organisationId: organisationId(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    shiftStart: moment('shift_start').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('duty_chases_once_key').on(t.organisationId, t.shiftId, t.personId, t.shiftStart),
  ],
);
