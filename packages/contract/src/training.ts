import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  DATE_FORMAT_MESSAGE,
  ID_RANGE_MESSAGE,
  INT4_MAX,
  id,
  idPathParams,
  isIsoDate,
  name,
  ref,
  text,
} from './collection-fields';
import { commonErrorResponses } from './common';

const c = initContract();

/**
 * Competencies and training courses, written through the generic collection calls: what
 * each accepts. Records are written through their own calls below (`POST /api/records/add`,
 * `PUT /api/records/{id}`), the engine only reads and deletes them.
 */
export const trainingInputSchemas = {
  competencies: z.object({
    name,
    description: text.optional(),
    /** Months an achievement stays current; null: for ever. */
    validity_months: z.number().int().min(1).max(1200).nullable().optional(),
  }),
  training: z.object({ name, description: text.optional(), competency: ref.nullable().optional() }),
} as const;

/** A record as it is answered (admins; members read their own without `details`). */
export const RecordRowSchema = z.object({
  id,
  person: id,
  competency: id.nullable(),
  training: id.nullable(),
  achieved: z.string(),
  details: z.string(),
  current: z.boolean(),
  /** achieved + the competency's validity; null: does not expire. Set by the server. */
  expires: z.string().nullable(),
  /** Whether `expires` is today or earlier, on the club's calendar (its time zone). */
  expired: z.boolean(),
});
export type RecordRow = z.infer<typeof RecordRowSchema>;

/** ... and what each answers. */
export const trainingRowSchemas = {
  competencies: z.object({
    id,
    name: z.string(),
    description: z.string(),
    validity_months: z.number().nullable(),
  }),
  training: z.object({ id, name: z.string(), description: z.string(), competency: id.nullable() }),
  records: RecordRowSchema,
} as const;

// ---- records (spec sections 3, 5, 7) -----------------------------------------------------

/** 'Required.' when a required reference is missing or null (the spec's form message). */
const requiredRef = z
  .number({
    errorMap: (issue, ctx) =>
      issue.code === 'invalid_type' && (issue.received === 'undefined' || issue.received === 'null')
        ? { message: 'Required.' }
        : { message: ctx.defaultError },
  })
  .int()
  .positive()
  .max(INT4_MAX, ID_RANGE_MESSAGE);

/** A day, YYYY-MM-DD: 'Required.' when empty, else the spec's date message. */
const requiredDay = z
  .string({ required_error: 'Required.', invalid_type_error: DATE_FORMAT_MESSAGE })
  .trim()
  .min(1, 'Required.')
  .refine((v) => v === '' || isIsoDate(v), DATE_FORMAT_MESSAGE);

/**
 * `POST /api/records/add` (admin): who achieved which competency, when, through which
 * course. Person, competency and training must be the club's (else a field error on that
 * field). `expires` follows from the competency's validity.
 */
export const RecordInputSchema = z
  .object({
    person: requiredRef,
    competency: requiredRef,
    training: ref.nullable().optional(),
    achieved: requiredDay,
    /** For managers only (spec section 3): members never read it. */
    details: text.optional(),
    /** Whether it still counts (default true); an admin clears it by hand. */
    current: z.boolean().optional(),
  })
  // `expires` (or a typo) is not silently dropped: it is set by the server only.
  .strict();
export type RecordInput = z.input<typeof RecordInputSchema>;

/** `PUT /api/records/{id}` (admin): the fields to change, each as in RecordInputSchema. */
export const RecordUpdateSchema = RecordInputSchema.partial();
export type RecordUpdate = z.input<typeof RecordUpdateSchema>;

/** The answer of both: the record, in the collections' results shape. */
export const RecordResultsSchema = z.object({
  results: z.object({ records: z.record(z.string(), RecordRowSchema) }),
  count: z.number().int(),
  ids: z.array(z.number().int()),
});
export type RecordResults = z.infer<typeof RecordResultsSchema>;

const recordParams = idPathParams;

/**
 * Writing records (spec section 7: "POST records/add …; PUT and DELETE records"). Reading
 * is the generic `GET /api/records/` (members: only their own, without `details`), and
 * deleting the generic `DELETE /api/records/{id}/` (admin).
 */
export const recordsContract = c.router(
  {
    addRecord: {
      method: 'POST',
      path: '/records/add',
      body: RecordInputSchema,
      responses: { 201: RecordResultsSchema, ...commonErrorResponses },
      summary: "Add a person's record (admin): competency, training, achieved, details, current",
    },
    updateRecord: {
      method: 'PUT',
      path: '/records/:id',
      pathParams: recordParams,
      body: RecordUpdateSchema,
      responses: { 200: RecordResultsSchema, ...commonErrorResponses },
      summary: 'Change a record (admin); its expiry follows the achieved date and competency',
    },
  },
  { strictStatusCodes: true },
);
