import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { updatePeople } from './people.service';

/**
 * `PUT /api/people` (admin): activation and edits with people's own rules. Reading people
 * is the collection engine's `GET /api/people/` (see collections/definitions/people.ts);
 * this static route wins over the engine's `PUT /api/:collection` for people.
 */
export async function peopleRoutes(app: FastifyInstance) {
  registerContract(app, contract.people, {
    update: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await updatePeople(app.db, {
          orgId: request.organisation.id,
          actorId: request.person.id,
          changes: body,
        }),
      }),
    },
  });
}
