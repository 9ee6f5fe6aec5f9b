import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { sendJsonText, stringifyWithRaw } from '@/lib/json-text';
import { registerContract } from '@/lib/ts-rest';
import { getDashboard } from './dashboard.service';

/** `GET /api/dashboard`: the whole dashboard in one call (issue 13). */
export async function dashboardRoutes(app: FastifyInstance) {
  registerContract(app, contract.dashboard, {
    dashboard: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ query, request, reply }) => ({
        status: 200,
        // Its lists come as JSON text written by PostgreSQL, sent as they are.
        body: sendJsonText(
          reply,
          stringifyWithRaw(
            await getDashboard(app.db, {
              club: request.organisation,
              reader: request.person,
              tz: query.tz,
            }),
          ),
        ),
      }),
    },
  });
}
