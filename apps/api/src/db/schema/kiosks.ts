import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { events, shifts } from './events';
import { locations } from './locations';
import { organisationId } from './organisations';

/**
 * A shared sign-in tablet. Its secret is a credential, so only a hash is kept; the hint
 * (last 4 characters) lets an admin tell kiosks apart.
 */
export const kiosks = pgTable(
  'kiosks',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    secretHint: text('secret_hint').notNull().default(''),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    lastSeenAt: moment('last_seen_at'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('kiosks_org_secret_hash_key').on(t.organisationId, t.secretHash),
    index('kiosks_org_location_idx').on(t.organisationId, t.locationId),
  ],
);

/**
 * Each sign-in or sign-out a kiosk sent, by the id the kiosk made for it: claimed before
 * it is applied, so the same id again (a retry, a queue replayed after an outage, two
 * requests at once) finds its row and changes nothing. `shift_id` is the shift it started
 * or ended (null again if that shift is deleted: the id stays spent).
 */
export const kioskConfirms = pgTable(
  'kiosk_confirms',
  {
    id: id(),
    organisationId: organisationId(),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    sign: text('sign').notNull(),
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('kiosk_confirms_org_kiosk_client_key').on(t.organisationId, t.kioskId, t.clientId),
    index('kiosk_confirms_org_shift_idx').on(t.organisationId, t.shiftId),
  ],
);

/**
 * The event walk-in shifts of a day are put on (shifts need an event): one per club and
 * day (in the club's zone), made by the day's first walk-in. Deleting the event frees the
 * day; the next walk-in makes a new one.
 */
export const kioskWalkInDays = pgTable(
  'kiosk_walk_in_days',
  {
    id: id(),
    organisationId: organisationId(),
    day: date('day', { mode: 'string' }).notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('kiosk_walk_in_days_org_day_key').on(t.organisationId, t.day),
    index('kiosk_walk_in_days_org_event_idx').on(t.organisationId, t.eventId),
  ],
);
