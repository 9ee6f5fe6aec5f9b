import { z } from 'zod';
import { id, name, ref, text } from './collection-fields';

/** Locations and the equipment kept at them: what each accepts. */
export const locationsInputSchemas = {
  locations: z.object({ name, address: text.optional(), details: text.optional() }),
  equipment: z.object({
    name,
    description: text.optional(),
    location: ref.nullable().optional(),
    is_active: z.boolean().optional(),
  }),
} as const;

/** ... and what each answers. */
export const locationsRowSchemas = {
  locations: z.object({ id, name: z.string(), address: z.string(), details: z.string() }),
  equipment: z.object({
    id,
    name: z.string(),
    description: z.string(),
    location: id.nullable(),
    is_active: z.boolean(),
  }),
} as const;
