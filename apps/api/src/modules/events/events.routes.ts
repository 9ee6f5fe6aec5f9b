import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { AnswerCache, sendAnswer } from '@/db/read/answer-cache';
import { registerContract } from '@/lib/ts-rest';
import { calendarAnswer, publicCalendarAnswer } from './calendar-answers';
import { CALENDAR_CACHE_LIMITS } from './calendar-cache';
import { getPublicEvent, getSeriesDetail } from './events.service';
import { allowAnyOrigin, answerPreflight } from './public-cors';

/**
 * The calendar calls. The events and series collections themselves (list, CRUD) are the
 * engine's (events.collection.ts, series.collection.ts); `GET /api/series/{id}/` is
 * answered here instead of by the engine's detail route: Fastify tries this static
 * path first, and it adds the series' events.
 */
export async function eventsRoutes(app: FastifyInstance) {
  // One per app: answers hold links built from this app's configuration.
  const answers = new AnswerCache(CALENDAR_CACHE_LIMITS);
  registerContract(app, contract.events, {
    calendar: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ query, request, reply }) => ({
        status: 200,
        body: sendAnswer(
          { request, reply },
          await calendarAnswer(app.db, answers, {
            orgId: request.organisation.id,
            timeZone: request.organisation.timeZone,
            query,
            admin: request.person.role === 'admin',
          }),
        ),
      }),
    },
    publicCalendar: {
      hooks: { onRequest: allowAnyOrigin },
      handler: async ({ query, request, reply }) => ({
        status: 200,
        body: sendAnswer(
          { request, reply },
          await publicCalendarAnswer(app.db, answers, {
            orgId: request.organisation.id,
            clubName: request.organisation.name,
            timeZone: request.organisation.timeZone,
            query,
            links: app.config,
          }),
        ),
      }),
    },
    publicEvent: {
      hooks: { onRequest: allowAnyOrigin },
      handler: async ({ params, request }) => ({
        status: 200,
        body: await getPublicEvent(app.db, {
          orgId: request.organisation.id,
          id: params.id,
          clubName: request.organisation.name,
          links: app.config,
        }),
      }),
    },
    seriesDetail: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ params, request }) => ({
        status: 200,
        body: await getSeriesDetail(app.db, {
          orgId: request.organisation.id,
          id: params.id,
          admin: request.person.role === 'admin',
        }),
      }),
    },
  });
  answerPreflight(app, '/api/events/public');
  answerPreflight(app, '/api/events/public/:id');
}
