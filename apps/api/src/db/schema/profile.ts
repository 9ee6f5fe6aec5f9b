import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { people } from './identity';
import { organisationId } from './organisations';

/** Club-defined extra person fields. Hidden and admin-only until the admin says otherwise. */
export const profileFields = pgTable(
  'profile_fields',
  {
    id: id(),
    organisationId: organisationId(),
    displayName: text('display_name').notNull(),
    userVisible: boolean('user_visible').notNull().default(false),
    userEditable: boolean('user_editable').notNull().default(false),
    order: integer('order').notNull().default(0),
    fieldType: text('field_type').notNull().default('text'),
    createdAt: createdAt(),
  },
  (t) => [index('profile_fields_org_order_idx').on(t.organisationId, t.order)],
);

/** One person's value for one profile field; an empty value is deleted, not stored. */
export const profileEntries = pgTable(
  'profile_entries',
  {
    id: id(),
    organisationId: organisationId(),
    // Named entry_type after the API field; it is the profile field's id.
    entryType: integer('entry_type')
      .notNull()
      .references(() => profileFields.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('profile_entries_org_person_entry_type_key').on(
      t.organisationId,
      t.personId,
      t.entryType,
    ),
    index('profile_entries_org_entry_type_idx').on(t.organisationId, t.entryType),
  ],
);

/**
 * A person's phone verification (one row per person): the code texted to `phone`, stored
 * only as an HMAC (modules/profile/phone-codes.ts) with its expiry, the wrong tries
 * against it, and what the per-person send limit counts. The row stays while the person
 * has not verified (its counters are the rate limit); a successful check deletes it.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: id(),
    organisationId: organisationId(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** The number the latest code was asked for. */
    phone: text('phone').notNull().default(''),
    /** HMAC-SHA-256 of the code (hex); null until the job has sent it, or once superseded. */
    codeHash: text('code_hash'),
    expiresAt: moment('expires_at'),
    /** Wrong codes entered against the current code; at the limit it is locked. */
    failedTries: integer('failed_tries').notNull().default(0),
    /** When the latest code was asked for (the job sends only for the latest request). */
    requestedAt: moment('requested_at'),
    /** The hour the send limit counts in: when it began and how many codes were asked. */
    windowStartedAt: moment('window_started_at'),
    sendsInWindow: integer('sends_in_window').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('phone_verifications_org_person_key').on(t.organisationId, t.personId)],
);
