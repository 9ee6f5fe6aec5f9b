import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@/env';
import { registerContract } from '@/lib/ts-rest';
import { assertOperatorTokenStrength, operatorGuard } from './operator-guard';
import { createOrganisation, listOrganisations } from './platform.service';

/**
 * Operator calls: no Host involved, guarded by the deployment's OPERATOR_TOKEN (refused at
 * startup when too short) and rate-limited per client IP.
 */
export function platformRoutes(config: Config) {
  assertOperatorTokenStrength(config);

  return async (app: FastifyInstance) => {
    // Guard before body parsing so an unauthenticated caller learns nothing from validation.
    app.addHook('onRequest', operatorGuard(app, config));
    registerContract(app, contract.platform, {
      createOrganisation: async ({ body }) => ({
        status: 201,
        body: await createOrganisation(app.db, body, config),
      }),
      listOrganisations: async () => ({
        status: 200,
        body: { organisations: await listOrganisations(app.db, config) },
      }),
    });
  };
}
