import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { sendJsonText, stringifyWithRaw } from '@/lib/json-text';
import { registerContract } from '@/lib/ts-rest';
import { dashboardReader } from './dashboard.service';
import type { AnyDashboardCard } from './dashboard-card';

/**
 * `GET /api/dashboard`: the whole dashboard in one call (issue 13), from the cards the
 * domains contribute (modules/dashboard-cards.ts, handed over in tenant-modules.ts).
 */
export const dashboardRoutes = (cards: readonly AnyDashboardCard[]) =>
  async function dashboardRoutes(app: FastifyInstance) {
    const getDashboard = dashboardReader(cards);
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
  };
