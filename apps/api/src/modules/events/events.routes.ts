import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { getCalendar, getPublicCalendar, getSeriesDetail } from './events.service';
import { allowAnyOrigin, answerPreflight } from './public-cors';

/**
 * The calendar calls. The events and series collections themselves (list, CRUD) are the
 * engine's (events.collection.ts, series.collection.ts); `GET /api/series/{id}/` is
 * answered here instead of by the engine's detail route: Fastify tries this static
 * path first, and it adds the series' events.
 */
export async function eventsRoutes(app: FastifyInstance) {
  registerContract(app, contract.events, {
    calendar: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ query, request }) => ({
        status: 200,
        body: await getCalendar(app.db, { orgId: request.organisation.id, query }),
      }),
    },
    publicCalendar: {
      hooks: { onRequest: allowAnyOrigin },
      handler: async ({ query, request }) => ({
        status: 200,
        body: await getPublicCalendar(app.db, {
          orgId: request.organisation.id,
          clubName: request.organisation.name,
          query,
          links: app.config,
        }),
      }),
    },
    seriesDetail: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ params, request }) => ({
        status: 200,
        body: await getSeriesDetail(app.db, { orgId: request.organisation.id, id: params.id }),
      }),
    },
  });
  answerPreflight(app, '/api/events/public');
}
