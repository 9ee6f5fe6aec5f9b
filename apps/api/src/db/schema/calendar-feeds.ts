import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { people } from './identity';
import { organisationId } from './organisations';

/**
 * A member's personal calendar feed (webcal): one per person. The secret in the feed's
 * address is a credential (it shows their shifts without a login), so only its SHA-256 is
 * kept; resetting replaces the hash and the old address stops working at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    organisationId: organisationId(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_org_person_key').on(t.organisationId, t.personId),
    uniqueIndex('calendar_feeds_org_secret_key').on(t.organisationId, t.secretHash),
  ],
);
