import { contract } from '@crewcall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { addRecord, changeRecord } from './records.service';

/**
 * `POST /api/records/add` and `PUT /api/records/{id}` (admin): a person's record with the
 * spec's field errors, checked against the club. Reading records and deleting one are the
 * collection engine's (`records.collection.ts`); `PUT /api/records/{id}` is a path of its
 * own, so the engine's `PUT /api/:collection/` never sees it.
 */
export async function recordsRoutes(app: FastifyInstance) {
  const admin = { onRequest: app.requireAdmin };
  const context = (request: FastifyRequest) => ({
    orgId: request.organisation.id,
    timeZone: request.organisation.timeZone,
    by: request.person.id,
  });
  registerContract(app, contract.records, {
    addRecord: {
      hooks: admin,
      handler: async ({ body, request }) => ({
        status: 201,
        body: await addRecord(app.db, context(request), body),
      }),
    },
    updateRecord: {
      hooks: admin,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await changeRecord(app.db, context(request), params.id, body),
      }),
    },
  });
}
