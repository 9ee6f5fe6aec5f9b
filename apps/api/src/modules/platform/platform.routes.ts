import { contract } from '@crewcall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '@/env';
import { unauthorized } from '@/lib/http-errors';
import { secretsEqual } from '@/lib/secrets';
import { registerContract } from '@/lib/ts-rest';
import { createOrganisation, listOrganisations } from './platform.service';

/** Operator calls: no Host involved, guarded by the deployment's OPERATOR_TOKEN. */
export function platformRoutes(config: Config) {
  const requireOperator = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token)
      throw unauthorized('Authentication credentials were not provided.', 'operator_token_missing');
    if (!config.OPERATOR_TOKEN || !secretsEqual(token, config.OPERATOR_TOKEN)) {
      throw unauthorized('The operator token is not valid.', 'operator_token_invalid');
    }
  };
  const link = { scheme: config.PUBLIC_SCHEME, port: config.PORT };

  return async (app: FastifyInstance) => {
    // Guard before body parsing so an unauthenticated caller learns nothing from validation.
    app.addHook('onRequest', requireOperator);
    registerContract(app, contract.platform, {
      createOrganisation: async ({ body }) => ({
        status: 201,
        body: await createOrganisation(app.db, body, link),
      }),
      listOrganisations: async () => ({
        status: 200,
        body: { organisations: await listOrganisations(app.db, link) },
      }),
    });
  };
}
