import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { toSite } from './site';

export async function organisationsRoutes(app: FastifyInstance) {
  registerContract(app, contract.organisations, {
    current: async ({ request }) => ({
      status: 200,
      body: toSite(request.organisation, request.siteUrl),
    }),
  });
}
