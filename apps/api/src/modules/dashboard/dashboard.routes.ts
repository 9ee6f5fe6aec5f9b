import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { getDashboard } from './dashboard.service';

/** `GET /api/dashboard`: the whole dashboard in one call (issue 13). */
export async function dashboardRoutes(app: FastifyInstance) {
  registerContract(app, contract.dashboard, {
    dashboard: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ query, request }) => ({
        status: 200,
        body: await getDashboard(app.db, {
          club: request.organisation,
          reader: request.person,
          tz: query.tz,
        }),
      }),
    },
  });
}
