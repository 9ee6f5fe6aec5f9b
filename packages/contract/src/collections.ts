import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { CollectionResultsSchema, commonErrorResponses, DetailErrorSchema } from './common';
import { PersonSchema } from './auth';

const c = initContract();

/**
 * Generic collection calls (spec section 7): one route shape for every named collection.
 * The server validates the query per collection (fields, operators, sort keys) and each
 * written item with the collection's input schema below, which client forms can share.
 */
export const COLLECTION_NAMES = [
  'roles',
  'rolegroups',
  'assignments',
  'locations',
  'eventtypes',
  'profilefields',
  'competencies',
  'training',
  'equipment',
  'news',
  'records',
  'messagetemplates',
  'messagerecords',
  'apikeys',
  'people',
] as const;
export const CollectionNameSchema = z.enum(COLLECTION_NAMES);
export type CollectionName = z.infer<typeof CollectionNameSchema>;

// ---- field schemas shared by inputs -------------------------------------------------

/** Ids are PostgreSQL `integer`s: a larger number can name no row and is refused as such. */
export const INT4_MAX = 2_147_483_647;
export const ID_RANGE_MESSAGE = `Ensure this value is less than or equal to ${INT4_MAX}.`;
/** A row id or a reference to one: a positive 32-bit integer. */
export const IdSchema = z.number().int().positive().max(INT4_MAX, ID_RANGE_MESSAGE);

/**
 * Days and moments PostgreSQL can store and JavaScript prints back the same way: years
 * 0001 to 9999 (there is no year 0000, and 10000 does not fit YYYY).
 */
const FIRST_MOMENT = Date.parse('0001-01-01T00:00:00Z');
const LAST_MOMENT = Date.parse('9999-12-31T23:59:59.999Z');
const inStorableRange = (time: number) => time >= FIRST_MOMENT && time <= LAST_MOMENT;

export const isIsoDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && inStorableRange(d.getTime())
  );
};
const isIsoMoment = (v: string) =>
  isIsoDate(v) ||
  (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) &&
    inStorableRange(Date.parse(v)));

export const DATE_FORMAT_MESSAGE = 'Date format must be YYYY-MM-DD.';
/** A calendar day, YYYY-MM-DD (record achieved). */
export const DateSchema = z.string().refine(isIsoDate, DATE_FORMAT_MESSAGE);
/** A moment: an ISO 8601 date-time with its zone, or a day (midnight UTC). */
export const MomentSchema = z
  .string()
  .refine(isIsoMoment, 'Enter a date (YYYY-MM-DD) or an ISO 8601 date and time.');

const name = z.string().trim().min(1, 'Required.').max(200);
const text = z.string().max(10_000);
const order = z.number().int().min(0).max(1_000_000);
const ref = IdSchema;
/** `#rgb` / `#rrggbb`, or empty for "no colour". */
const color = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/, 'Enter a colour such as #01579B.');

// ---- what each collection accepts (POST items; PUT items are partial plus `id`) -------

export const collectionInputSchemas = {
  roles: z.object({
    name,
    order: order.optional(),
    role_group: ref.nullable().optional(),
    description: text.optional(),
  }),
  rolegroups: z.object({ name, order: order.optional() }),
  assignments: z.object({ name, order: order.optional(), description: text.optional() }),
  locations: z.object({ name, address: text.optional(), details: text.optional() }),
  eventtypes: z.object({ name, color: color.optional(), description: text.optional() }),
  profilefields: z.object({
    display_name: name,
    user_visible: z.boolean().optional(),
    user_editable: z.boolean().optional(),
    order: order.optional(),
    field_type: z.enum(['text', 'number', 'date', 'boolean']).optional(),
  }),
  competencies: z.object({
    name,
    description: text.optional(),
    /** Months an achievement stays current; null: for ever. */
    validity_months: z.number().int().min(1).max(1200).nullable().optional(),
  }),
  training: z.object({ name, description: text.optional(), competency: ref.nullable().optional() }),
  equipment: z.object({
    name,
    description: text.optional(),
    location: ref.nullable().optional(),
    is_active: z.boolean().optional(),
  }),
  news: z.object({
    content: z.string().trim().min(1, 'Required.').max(50_000),
    posted: MomentSchema.optional(),
    show_until: MomentSchema.nullable().optional(),
  }),
  records: z.object({
    person: ref,
    competency: ref,
    training: ref.nullable().optional(),
    achieved: DateSchema,
    details: text.optional(),
    current: z.boolean().optional(),
  }),
  messagetemplates: z.object({
    name,
    subject: z.string().max(500).optional(),
    body: z.string().max(50_000).optional(),
    channel: z.enum(['email', 'sms']).optional(),
  }),
} as const;

// ---- what each collection answers (an admin's view; users may see fewer fields) -------

const id = z.number().int();
const moment = z.string(); // ISO 8601 in JSON
export const collectionRowSchemas = {
  people: PersonSchema,
  roles: z.object({
    id,
    name: z.string(),
    order: z.number(),
    role_group: id.nullable(),
    description: z.string(),
  }),
  rolegroups: z.object({ id, name: z.string(), order: z.number() }),
  assignments: z.object({ id, name: z.string(), order: z.number(), description: z.string() }),
  locations: z.object({ id, name: z.string(), address: z.string(), details: z.string() }),
  eventtypes: z.object({ id, name: z.string(), color: z.string(), description: z.string() }),
  profilefields: z.object({
    id,
    display_name: z.string(),
    user_visible: z.boolean(),
    user_editable: z.boolean(),
    order: z.number(),
    field_type: z.string(),
  }),
  competencies: z.object({
    id,
    name: z.string(),
    description: z.string(),
    validity_months: z.number().nullable(),
  }),
  training: z.object({ id, name: z.string(), description: z.string(), competency: id.nullable() }),
  equipment: z.object({
    id,
    name: z.string(),
    description: z.string(),
    location: id.nullable(),
    is_active: z.boolean(),
  }),
  news: z.object({
    id,
    content: z.string(),
    posted: moment,
    show_until: moment.nullable(),
    author: id.nullable(),
  }),
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
  messagetemplates: z.object({
    id,
    name: z.string(),
    subject: z.string(),
    body: z.string(),
    channel: z.enum(['email', 'sms']),
  }),
  messagerecords: z.object({
    id,
    channel: z.enum(['email', 'sms']),
    to_person: id.nullable(),
    to_address: z.string(),
    subject: z.string(),
    body: z.string(),
    status: z.enum(['queued', 'sending', 'sent', 'failed']),
    attempts: z.number(),
    last_error: z.string().nullable(),
    send_after: moment,
    sent_at: moment.nullable(),
    created_by: id.nullable(),
    created_at: moment,
  }),
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
} satisfies Record<CollectionName, z.ZodTypeAny>;

// ---- the calls ------------------------------------------------------------------------

/**
 * List parameters. Any other key is a filter: `field` or `field__op` with op one of eq,
 * ne, gt, ge, lt, le, in (comma list) for numbers and ids; contains (the default) or eq
 * for text; eq for booleans; eq, gt, ge, lt, le (YYYY-MM-DD) for dates; isnull (true or
 * false) for optional fields. Empty, 'null' and 'undefined' values are ignored.
 */
export const CollectionQuerySchema = z
  .object({
    /** Words, each matching (ILIKE) one of the collection's search fields. */
    search: z.string().optional(),
    /** Page size, default 10, at most 1000; 0 or 'all' for every row. */
    limit: z.union([z.number(), z.string()]).optional(),
    offset: z.union([z.number(), z.string()]).optional(),
    /** Comma list of fields; '-' before a field sorts it descending. */
    sort: z.string().optional(),
    /** Comma list of related collections to side-load under their own names. */
    expand: z.string().optional(),
    /** Only what users are shown (e.g. user_visible profile fields). */
    visibleOnly: z.union([z.boolean(), z.string()]).optional(),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null(), z.undefined()]));
export type CollectionQuery = z.infer<typeof CollectionQuerySchema>;

const collectionParam = z.object({ collection: CollectionNameSchema });
const itemParams = collectionParam.extend({
  id: z.coerce.number().int().positive().max(INT4_MAX, ID_RANGE_MESSAGE),
});
const MAX_WRITE_ITEMS = 1000;
const writeItems = <T extends z.ZodTypeAny>(item: T) =>
  z
    .array(item)
    .min(1, 'Send at least one item.')
    .max(MAX_WRITE_ITEMS, `Send at most ${MAX_WRITE_ITEMS} items at a time.`);
const responses = { ...commonErrorResponses, 405: DetailErrorSchema } as const;

export const collectionsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/:collection/',
      pathParams: collectionParam,
      query: CollectionQuerySchema,
      responses: { 200: CollectionResultsSchema, ...responses },
      summary: 'A page of a collection: search, filters, sort, paging, expand',
    },
    detail: {
      method: 'GET',
      path: '/:collection/:id/',
      pathParams: itemParams,
      query: CollectionQuerySchema,
      responses: { 200: CollectionResultsSchema, ...responses },
      summary: 'One row, in the same results shape (expand works here too)',
    },
    create: {
      method: 'POST',
      path: '/:collection/',
      pathParams: collectionParam,
      body: writeItems(z.record(z.string(), z.unknown())),
      responses: { 201: CollectionResultsSchema, ...responses },
      summary: 'Create rows (admin): all or nothing; answers the created rows',
    },
    update: {
      method: 'PUT',
      path: '/:collection/',
      pathParams: collectionParam,
      body: writeItems(z.object({ id: IdSchema }).passthrough()),
      responses: { 200: CollectionResultsSchema, ...responses },
      summary:
        'Change rows (admin): [{id, ...changes}], all or nothing; e.g. reorder by {id, order}',
    },
    remove: {
      method: 'DELETE',
      path: '/:collection/:id/',
      pathParams: itemParams,
      body: c.noBody(),
      responses: { 204: c.noBody(), ...responses },
      summary: 'Delete a row (admin); 400 when it is still in use',
    },
  },
  { strictStatusCodes: true },
);
