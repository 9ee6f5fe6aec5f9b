import { z } from 'zod';
import { id, MomentSchema, moment } from './collection-fields';

/** News posts: what each accepts. */
export const newsInputSchemas = {
  news: z.object({
    content: z.string().trim().min(1, 'Required.').max(50_000),
    posted: MomentSchema.optional(),
    show_until: MomentSchema.nullable().optional(),
  }),
} as const;

/** ... and what each answers. */
export const newsRowSchemas = {
  news: z.object({
    id,
    content: z.string(),
    posted: moment,
    show_until: moment.nullable(),
    author: id.nullable(),
  }),
} as const;
