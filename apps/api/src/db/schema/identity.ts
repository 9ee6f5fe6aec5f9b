import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { organisationId } from './organisations';

/**
 * A platform-wide login: one per email across every club on the deployment.
 * Membership of a club is a `people` row pointing here.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * Bumped by logout-everywhere, a password reset and deactivation: access tokens carry
     * the version they were minted with and stop working the moment it moves on.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`)],
);

export const personRole = pgEnum('person_role', ['new', 'user', 'admin']);

export type PersonSettings = {
  dateFormat?: string;
  timeFormat?: string;
  dateTimeFormat?: string;
  theme?: 'Auto' | 'Light' | 'Dark';
  hidden_external_calendars?: string;
};

/** A person in one club. Admins may add people who have no login yet (account_id null). */
export const people = pgTable(
  'people',
  {
    id: id(),
    organisationId: organisationId(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    avatar: text('avatar'),
    role: personRole('role').notNull().default('new'),
    isActive: boolean('is_active').notNull().default(false),
    smsVerified: boolean('sms_verified').notNull().default(false),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    emailReminders: boolean('email_reminders').notNull().default(true),
    emailNewsletters: boolean('email_newsletters').notNull().default(true),
    smsNotifications: boolean('sms_notifications').notNull().default(false),
    /** Admins: an email when someone registers with the club (a new person to approve). */
    notifyRegistrations: boolean('notify_registrations').notNull().default(false),
    settings: jsonb('settings').$type<PersonSettings>().notNull().default({}),
    /** When an admin last emailed this person an invitation to set a password (null: never). */
    invitedAt: moment('invited_at'),
    /**
     * Unguessable id for the public email-settings (unsubscribe) page: two v4 UUIDs
     * (244 bits from the server's strong random source), not random(), which is not
     * meant to be unpredictable.
     */
    emailSettingsUid: text('email_settings_uid')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    // Lower-cased copies the people search looks in (strpos; the people collection's
    // `searchTogether` and name's `searchLower`): an admin's search looks for each word once
    // in name, email and phone joined by newlines (a word never holds whitespace, so it
    // matches within one of them), a member's in the name alone. No index can serve a
    // contains-search under row-level security (pg_trgm's operators are not leakproof, so
    // they may not run before the club policy): the search reads the club's rows and tests
    // each, and one strpos on a lower-cased copy costs a fraction of ILIKE on each column,
    // which lower-cases every value on every search.
    nameLower: text('name_lower').generatedAlwaysAs(sql`lower(name)`),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name) || E'\n' || lower(email) || E'\n' || lower(phone)`,
    ),
  },
  (t) => [
    uniqueIndex('people_org_account_key').on(t.organisationId, t.accountId),
    index('people_org_email_idx').on(t.organisationId, sql`lower(${t.email})`),
    index('people_org_role_idx').on(t.organisationId, t.role),
    index('people_org_name_idx').on(t.organisationId, sql`lower(${t.name})`),
    uniqueIndex('people_email_settings_uid_key').on(t.emailSettingsUid),
    // An account is platform-wide: a password reset ends its sessions in every club.
    index('people_account_idx').on(t.accountId),
  ],
);

/**
 * Refresh tokens, stored hashed. Each rotation issues a new row in the same family;
 * presenting a used or revoked token revokes the whole family (theft detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    organisationId: organisationId(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    family: text('family').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    revokedAt: moment('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_org_family_idx').on(t.organisationId, t.family),
    // Revoking a person's sessions (deactivation, password reset) finds them by person.
    index('refresh_tokens_org_person_idx').on(t.organisationId, t.personId),
  ],
);

export const passwordLinkPurpose = pgEnum('password_link_purpose', ['reset', 'invite']);

/**
 * Single-use "choose a password" links, stored hashed: a reset (valid for an hour) or an
 * admin's invitation. A person the club has but who has no login yet gets one too: then
 * `account_id` is null and `person_id` says whom the new account will belong to.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    organisationId: organisationId(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => people.id, { onDelete: 'cascade' }),
    purpose: passwordLinkPurpose('purpose').notNull().default('reset'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_org_account_idx').on(t.organisationId, t.accountId),
  ],
);
