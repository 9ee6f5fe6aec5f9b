import { z } from 'zod';
import { id, name, order } from './collection-fields';

/** The club's own profile fields: what each accepts. */
export const profileInputSchemas = {
  profilefields: z.object({
    display_name: name,
    user_visible: z.boolean().optional(),
    user_editable: z.boolean().optional(),
    order: order.optional(),
    field_type: z.enum(['text', 'number', 'date', 'boolean']).optional(),
  }),
} as const;

/** ... and what each answers. */
export const profileRowSchemas = {
  profilefields: z.object({
    id,
    display_name: z.string(),
    user_visible: z.boolean(),
    user_editable: z.boolean(),
    order: z.number(),
    field_type: z.string(),
  }),
} as const;
