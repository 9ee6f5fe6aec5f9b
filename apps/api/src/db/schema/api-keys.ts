import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns';
import { people } from './identity';
import { organisationId } from './organisations';

/**
 * Keys for integrations. Only the hash is kept; the prefix (first characters of the key)
 * is shown so an admin can recognise a key. Revoked keys stay for the record.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    scopes: text('scopes').array().notNull().default([]),
    lastUsedAt: moment('last_used_at'),
    revokedAt: moment('revoked_at'),
    createdBy: integer('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_org_key_hash_key').on(t.organisationId, t.keyHash),
    index('api_keys_org_created_by_idx').on(t.organisationId, t.createdBy),
  ],
);
