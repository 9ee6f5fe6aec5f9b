import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { updateOrganisation } from './organisations.service';
import { toSite } from './site';

export async function organisationsRoutes(app: FastifyInstance) {
  registerContract(app, contract.organisations, {
    current: async ({ request }) => ({
      status: 200,
      body: toSite(request.organisation, request.siteUrl),
    }),
    update: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ body, request }) => {
        const updated = await updateOrganisation(app.db, {
          orgId: request.organisation.id,
          changes: body,
        });
        app.organisationCache.forget(updated.id);
        return { status: 200, body: toSite(updated, request.siteUrl) };
      },
    },
  });
}
