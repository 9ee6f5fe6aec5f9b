import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { importMembers } from './member-import.service';

/**
 * A membership file of up to 5,000 rows with profile values is larger than the app's
 * default body limit; this route alone may take more (the rows are bounded by the contract).
 */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** `POST /api/people/import` (admin): check or import a club's membership file. */
export async function memberImportRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.url === '/api/people/import') route.bodyLimit = IMPORT_BODY_LIMIT;
  });
  registerContract(app, contract.memberImport, {
    importPeople: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await importMembers(app.db, { orgId: request.organisation.id, body }),
      }),
    },
  });
}
