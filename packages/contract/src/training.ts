import { z } from 'zod';
import { DateSchema, id, name, ref, text } from './collection-fields';

/** Competencies, training courses and the records of who achieved what: what each accepts. */
export const trainingInputSchemas = {
  competencies: z.object({
    name,
    description: text.optional(),
    /** Months an achievement stays current; null: for ever. */
    validity_months: z.number().int().min(1).max(1200).nullable().optional(),
  }),
  training: z.object({ name, description: text.optional(), competency: ref.nullable().optional() }),
  records: z.object({
    person: ref,
    competency: ref,
    training: ref.nullable().optional(),
    achieved: DateSchema,
    details: text.optional(),
    current: z.boolean().optional(),
  }),
} as const;

/** ... and what each answers. */
export const trainingRowSchemas = {
  competencies: z.object({
    id,
    name: z.string(),
    description: z.string(),
    validity_months: z.number().nullable(),
  }),
  training: z.object({ id, name: z.string(), description: z.string(), competency: id.nullable() }),
  records: z.object({
    id,
    person: id,
    competency: id.nullable(),
    training: id.nullable(),
    achieved: z.string(),
    details: z.string(),
    current: z.boolean(),
    /** achieved + the competency's validity; null: does not expire. Set by the server. */
    expires: z.string().nullable(),
  }),
} as const;
