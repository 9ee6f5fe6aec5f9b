import { contract } from '@crewcall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '@/lib/http-errors';
import { registerContract } from '@/lib/ts-rest';
import { readableFields } from './access';
import type { CollectionDefinition } from './definition';
import { expandableFrom } from './expand';
import { parseListParams } from './list-params';
import { detailRow, listRows } from './read';
import type { CollectionRegistry } from './registry';
import { createRows, deleteRow, updateRows } from './write';

/**
 * `/api/{collection}/` and `/api/{collection}/{id}/` for every collection in `collections`
 * (the app's registry, modules/collection-registry.ts).
 *
 * The generic paths are narrowed to the registered names and to numeric ids, so anything
 * else (an unknown collection, /api/people/invite, /api/auth/...) never reaches these
 * handlers: what is left is the API's plain 404, answered before the tenant, the token or
 * the database are touched.
 */
export const collectionsRoutes = (collections: CollectionRegistry) =>
  async function collectionsRoutes(app: FastifyInstance) {
    await registerCollections(app, collections);
  };

async function registerCollections(app: FastifyInstance, collections: CollectionRegistry) {
  const namePattern = `:collection(^(?:${[...collections.keys()].join('|')})$)`;
  const narrow = (url: string) =>
    url.replace(':collection', namePattern).replace(':id', ':id(^\\d{1,20}$)');
  app.addHook('onRoute', (route) => {
    route.url = narrow(route.url);
    route.path = route.url;
  });
  const authenticate = { onRequest: app.authenticate };

  registerContract(app, contract.collections, {
    list: {
      hooks: authenticate,
      handler: async ({ params, request }) => {
        const def = definition(params.collection);
        const listParams = parseListParams(
          def,
          fields(def, request),
          expandable(def, request),
          rawQuery(request),
          request.person,
        );
        return { status: 200, body: await listRows(context(request), def, listParams) };
      },
    },
    detail: {
      hooks: authenticate,
      handler: async ({ params, request }) => {
        const def = definition(params.collection);
        const { expand } = parseListParams(
          def,
          fields(def, request),
          expandable(def, request),
          rawQuery(request),
        );
        return { status: 200, body: await detailRow(context(request), def, params.id, expand) };
      },
    },
    create: {
      hooks: authenticate,
      handler: async ({ params, body, request }) => ({
        status: 201,
        body: await createRows(context(request), definition(params.collection), body),
      }),
    },
    update: {
      hooks: authenticate,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await updateRows(context(request), definition(params.collection), body),
      }),
    },
    remove: {
      hooks: authenticate,
      handler: async ({ params, request }) => {
        await deleteRow(context(request), definition(params.collection), params.id);
        return { status: 204, body: undefined };
      },
    },
  });

  /** What every engine call gets: the database, the club, who asks, and the collections. */
  function context(request: FastifyRequest) {
    return {
      db: app.db,
      orgId: request.organisation.id,
      timeZone: request.organisation.timeZone,
      reader: request.person,
      collections,
      config: app.config,
    };
  }

  function definition(name: string): CollectionDefinition {
    const def = collections.get(name);
    if (!def) throw notFound(); // the route pattern already keeps unknown names out
    return def;
  }

  function expandable(def: CollectionDefinition, request: FastifyRequest) {
    return expandableFrom(collections, def, fields(def, request));
  }
}

/**
 * The query string as Fastify parsed it. The contract's copy is rebuilt by zod, which
 * drops a `__proto__` key: the raw one keeps it, so it is refused like any unknown filter.
 */
const rawQuery = (request: FastifyRequest) => request.query as Record<string, unknown>;

const fields = (def: CollectionDefinition, request: FastifyRequest) =>
  readableFields(def, request.person);
