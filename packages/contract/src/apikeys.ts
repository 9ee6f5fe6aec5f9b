import { z } from 'zod';
import { id, moment } from './collection-fields';

/** API keys: made through their own call, only read through the collection. */
export const apikeysRowSchemas = {
  /** The key itself is shown once when made; only its prefix is ever read back. */
  apikeys: z.object({
    id,
    name: z.string(),
    key_prefix: z.string(),
    scopes: z.array(z.string()),
    last_used_at: moment.nullable(),
    revoked_at: moment.nullable(),
    created_by: id.nullable(),
    created_at: moment,
  }),
} as const;
