import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { clientErrorLogFields } from './client-error-log';

/** Health and client error intake: answered whatever the Host, so load balancers can probe. */
export async function systemRoutes(app: FastifyInstance) {
  registerContract(app, contract.system, {
    health: async ({ request }) => {
      try {
        await app.database.ping();
        return { status: 200, body: { status: 'ok' as const } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return {
          status: 503,
          body: { status: 'unavailable' as const, detail: 'The database is not answering.' },
        };
      }
    },
    reportClientError: {
      // Browsers report from every page: keep a lid on it per client.
      hooks: { onRequest: app.rateLimit({ max: 60, timeWindow: '1 minute' }) },
      handler: async ({ body, request }) => {
        const clientError = clientErrorLogFields(body);
        request.log.warn(
          { clientError, host: request.headers.host },
          `client ${body.level}: ${clientError.message}`,
        );
        return { status: 204, body: undefined };
      },
    },
  });
}
