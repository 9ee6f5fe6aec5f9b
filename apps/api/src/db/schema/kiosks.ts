import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
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
