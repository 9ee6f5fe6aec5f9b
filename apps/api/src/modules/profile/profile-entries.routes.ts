import { contract } from '@crewcall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import {
  deleteProfileEntry,
  readProfileEntries,
  saveProfileEntries,
} from './profile-entries.service';

/**
 * `/api/profileentries` (GET, PUT, POST, DELETE): a person's profile fields and entries,
 * for any logged-in person; who may see and change whose is the service's to say. Static
 * paths: the collection engine's `/api/:collection/` never answers them.
 */
export async function profileEntriesRoutes(app: FastifyInstance) {
  const member = { onRequest: app.authenticate };
  const caller = (request: FastifyRequest) => ({
    id: request.person.id,
    role: request.person.role,
  });

  registerContract(app, contract.profileEntries, {
    list: {
      hooks: member,
      handler: async ({ query, request }) => ({
        status: 200,
        body: await readProfileEntries(app.db, {
          orgId: request.organisation.id,
          caller: caller(request),
          personId: query.person,
        }),
      }),
    },
    save: {
      hooks: member,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await saveProfileEntries(app.db, {
          orgId: request.organisation.id,
          caller: caller(request),
          items: body,
          mode: 'save',
        }),
      }),
    },
    create: {
      hooks: member,
      handler: async ({ body, request }) => ({
        status: 201,
        body: await saveProfileEntries(app.db, {
          orgId: request.organisation.id,
          caller: caller(request),
          items: body,
          mode: 'create',
        }),
      }),
    },
    remove: {
      hooks: member,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await deleteProfileEntry(app.db, {
          orgId: request.organisation.id,
          caller: caller(request),
          id: params.id,
        }),
      }),
    },
  });
}
