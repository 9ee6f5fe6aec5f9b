import { apiKeys } from '@/db/schema';
import {
  type CollectionDefinition,
  idField,
  listField,
  momentField,
  refField,
  textField,
} from '@/modules/collections-engine';

/**
 * Integration keys: listed and deleted here, made elsewhere (the key is shown once when
 * made). key_hash is a credential and is deliberately not a field: it cannot be read,
 * filtered, sorted or searched.
 */
export const apiKeysCollection: CollectionDefinition = {
  name: 'apikeys',
  label: 'API key',
  table: apiKeys,
  fields: {
    id: idField(apiKeys.id),
    name: textField(apiKeys.name),
    key_prefix: textField(apiKeys.keyPrefix),
    scopes: listField(apiKeys.scopes),
    last_used_at: momentField(apiKeys.lastUsedAt),
    revoked_at: momentField(apiKeys.revokedAt),
    created_by: refField(apiKeys.createdBy, 'people'),
    created_at: momentField(apiKeys.createdAt),
  },
  defaultSort: ['-created_at'],
  search: ['name', 'key_prefix'],
  read: 'admin',
  write: { delete: true },
};
