import { z } from 'zod';
import { color, id, name, text } from './collection-fields';

/** Event types: what each accepts. */
export const eventsInputSchemas = {
  eventtypes: z.object({ name, color: color.optional(), description: text.optional() }),
} as const;

/** ... and what each answers. */
export const eventsRowSchemas = {
  eventtypes: z.object({ id, name: z.string(), color: z.string(), description: z.string() }),
} as const;
