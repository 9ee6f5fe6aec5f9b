import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { apikeysRowSchemas } from './apikeys';
import { PersonSchema } from './auth';
import { IdSchema, IdTextSchema } from './collection-fields';
import { CollectionResultsSchema, commonErrorResponses, DetailErrorSchema } from './common';
import { eventsInputSchemas, eventsRowSchemas } from './events';
import { locationsInputSchemas, locationsRowSchemas } from './locations';
import { messagingInputSchemas, messagingRowSchemas } from './messaging';
import { newsInputSchemas, newsRowSchemas } from './news';
import { profileInputSchemas, profileRowSchemas } from './profile';
import { rolesInputSchemas, rolesRowSchemas } from './roles';
import { shiftsInputSchemas, shiftsRowSchemas } from './shifts';
import { trainingInputSchemas, trainingRowSchemas } from './training';

export {
  DATE_FORMAT_MESSAGE,
  DateSchema,
  ID_RANGE_MESSAGE,
  IdSchema,
  INT4_MAX,
  isIsoDate,
  MomentSchema,
} from './collection-fields';
export * from './collection-filters';

const c = initContract();

/**
 * Generic collection calls (spec section 7): one route shape for every named collection.
 * The server validates the query per collection (fields, operators, sort keys) and each
 * written item with the collection's input schema, which client forms can share. Each
 * domain's schemas live in its own file (roles.ts, training.ts, ...); a new collection adds
 * its schemas there and its domain's maps here, and its name follows from the map.
 */

/** What each collection answers (an admin's view; users may see fewer fields). */
export const collectionRowSchemas = {
  ...rolesRowSchemas,
  ...locationsRowSchemas,
  ...eventsRowSchemas,
  ...profileRowSchemas,
  ...trainingRowSchemas,
  ...newsRowSchemas,
  ...messagingRowSchemas,
  ...apikeysRowSchemas,
  ...shiftsRowSchemas,
  people: PersonSchema,
} as const;

export type CollectionName = keyof typeof collectionRowSchemas;

/** Every collection's name: the keys of the map above. */
export const COLLECTION_NAMES = Object.keys(collectionRowSchemas) as [
  CollectionName,
  ...CollectionName[],
];
export const CollectionNameSchema = z.enum(COLLECTION_NAMES);

/** What each writable collection accepts (POST items; PUT items are partial plus `id`). */
export const collectionInputSchemas = {
  ...rolesInputSchemas,
  ...locationsInputSchemas,
  ...eventsInputSchemas,
  ...profileInputSchemas,
  ...trainingInputSchemas,
  ...newsInputSchemas,
  ...messagingInputSchemas,
  ...shiftsInputSchemas,
} as const satisfies Partial<Record<CollectionName, z.ZodTypeAny>>;

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
  id: IdTextSchema,
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
