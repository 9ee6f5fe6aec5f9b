import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { clientErrorLogFields } from './client-error-log';
import { checkReadiness, readinessChecks } from './readiness';

const partNames = { database: 'the database', redis: 'Redis', storage: 'the media store' };

/**
 * Health (liveness), readiness and client error intake: answered whatever the Host, so
 * load balancers and orchestrators can probe.
 */
export async function systemRoutes(app: FastifyInstance) {
  const checks = readinessChecks(app);
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
    ready: async ({ request }) => {
      if (app.lifecycle.draining) {
        // Shutting down (bootstrap/shutdown.ts): no new requests here, whatever is up.
        return {
          status: 503,
          body: {
            status: 'unavailable' as const,
            detail: 'Shutting down: finishing the requests in flight.',
            checks: { database: 'skipped', redis: 'skipped', storage: 'skipped' } as const,
          },
        };
      }
      const result = await checkReadiness(checks, (part, error) =>
        request.log.error({ err: error, part }, `readiness: ${part} unreachable`),
      );
      if (!result.failed.length) {
        return { status: 200, body: { status: 'ready' as const, checks: result.checks } };
      }
      const names = result.failed.map((part) => partNames[part]).join(', ');
      return {
        status: 503,
        body: {
          status: 'unavailable' as const,
          detail: `Not answering: ${names}.`,
          checks: result.checks,
        },
      };
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
