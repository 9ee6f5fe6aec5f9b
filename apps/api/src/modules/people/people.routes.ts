import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { findPeople, updatePeople } from './people.service';

/**
 * The people calls the dashboard's New Registrations card needs (admin only). Issue 5
 * turns people into a full collection; these keep the same paths and shapes.
 */
export async function peopleRoutes(app: FastifyInstance) {
  registerContract(app, contract.people, {
    list: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ query, request }) => ({
        status: 200,
        body: await findPeople(app.db, { orgId: request.organisation.id, role: query.role }),
      }),
    },
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
