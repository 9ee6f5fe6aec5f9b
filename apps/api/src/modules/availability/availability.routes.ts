import { type AvailabilityGrid, contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { AnswerCache, sendAnswer } from '@/db/read/answer-cache';
import { clubTimeZone } from '@/db/read/club-time';
import { registerContract } from '@/lib/ts-rest';
import {
  availabilityDay,
  availabilityGrid,
  changeDays,
  eventAvailability,
  myDays,
  setDays,
  unsetDay,
} from './availability.service';
import { GRID_CACHE_LIMITS } from './grid-cache';

/** Availability per day (issue 13): only one's own is written; admins read the grid. */
export async function availabilityRoutes(app: FastifyInstance) {
  const member = { onRequest: app.authenticate };
  const admin = { onRequest: app.requireAdmin };
  // One per app, as the calendar's (grid-cache.ts).
  const answers = new AnswerCache(GRID_CACHE_LIMITS);
  registerContract(app, contract.availability, {
    create: {
      hooks: member,
      handler: async ({ query, body, request }) => ({
        status: 201,
        body: await setDays(app.db, {
          orgId: request.organisation.id,
          reader: request.person,
          items: body,
          tz: clubTimeZone(request.organisation, query.tz),
        }),
      }),
    },
    update: {
      hooks: member,
      handler: async ({ query, body, request }) => ({
        status: 200,
        body: await changeDays(app.db, {
          orgId: request.organisation.id,
          reader: request.person,
          items: body,
          tz: clubTimeZone(request.organisation, query.tz),
        }),
      }),
    },
    remove: {
      hooks: member,
      handler: async ({ params, request }) => {
        await unsetDay(app.db, {
          orgId: request.organisation.id,
          reader: request.person,
          id: params.id,
        });
        return { status: 204, body: undefined };
      },
    },
    mine: {
      hooks: member,
      handler: async ({ query, request }) => ({
        status: 200,
        body: await myDays(app.db, {
          orgId: request.organisation.id,
          reader: request.person,
          range: { ...query, tz: clubTimeZone(request.organisation, query.tz) },
        }),
      }),
    },
    grid: {
      hooks: admin,
      handler: async ({ query, request, reply }) => ({
        status: 200,
        body: sendAnswer<AvailabilityGrid>(
          { request, reply },
          await availabilityGrid(app.db, answers, {
            orgId: request.organisation.id,
            range: { ...query, tz: clubTimeZone(request.organisation, query.tz) },
          }),
        ),
      }),
    },
    day: {
      hooks: member,
      handler: async ({ params, query, request }) => ({
        status: 200,
        body: await availabilityDay(app.db, {
          orgId: request.organisation.id,
          date: params.date,
          tz: clubTimeZone(request.organisation, query.tz),
        }),
      }),
    },
    event: {
      hooks: admin,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await eventAvailability(app.db, {
          orgId: request.organisation.id,
          eventId: params.id,
        }),
      }),
    },
  });
}
