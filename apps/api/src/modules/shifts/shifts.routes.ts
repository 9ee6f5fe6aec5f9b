import { contract } from '@crewcall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendJsonText } from '@/lib/json-text';
import { registerContract } from '@/lib/ts-rest';
import { getEventPage, getShiftPlannerJson } from './planner.service';
import {
  answerRequest,
  createRequests,
  planSeriesSignup,
  signUpForSeries,
  withdrawRequest,
} from './requests.service';
import { scanReminders } from './shift-reminders';
import { exportShiftHistory, getShiftHistory, publishEvent, removeShift } from './shifts.service';

/**
 * The shift calls with behaviour of their own. Lists and plain writes of `shifts` and
 * `requests` are the engine's (shifts.collection.ts, requests.collection.ts);
 * `DELETE /api/shifts/{id}/` is answered here instead (it tells the person on the shift):
 * Fastify tries these static paths before the engine's `/:collection/:id/`.
 */
export async function shiftsRoutes(app: FastifyInstance) {
  /** Who changes shifts here, for the notices the change sends (duty-notices.ts). */
  const noticeContext = (request: FastifyRequest) => ({
    orgId: request.organisation.id,
    by: request.person.id,
    links: app.config,
  });
  // Reminders a week and a day before each published shift (shift-reminders.ts).
  app.jobs.every('shift-reminders', app.config.REMINDER_SCAN_SECONDS * 1000, async () => {
    await scanReminders({ db: app.db, links: app.config });
  });
  const member = { onRequest: app.authenticate };
  const admin = { onRequest: app.requireAdmin };
  registerContract(app, contract.shifts, {
    planner: {
      hooks: admin,
      handler: async ({ params, request, reply }) => ({
        status: 200,
        body: sendJsonText(
          reply,
          await getShiftPlannerJson(app.db, { orgId: request.organisation.id, eventId: params.id }),
        ),
      }),
    },
    eventPage: {
      hooks: member,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await getEventPage(app.db, {
          orgId: request.organisation.id,
          eventId: params.id,
          personId: request.person.id,
          admin: request.person.role === 'admin',
        }),
      }),
    },
    publishEvent: {
      hooks: admin,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await publishEvent(app.db, noticeContext(request), { eventId: params.id }),
      }),
    },
    removeShift: {
      hooks: admin,
      handler: async ({ params, request }) => {
        await removeShift(app.db, noticeContext(request), { id: params.id });
        return { status: 204, body: undefined };
      },
    },
    requestBatch: {
      hooks: member,
      handler: async ({ body, request, reply }) => ({
        status: 201,
        body: sendJsonText(
          reply,
          await createRequests(app.db, {
            orgId: request.organisation.id,
            reader: request.person,
            items: body,
          }),
        ),
      }),
    },
    declineRequest: {
      hooks: admin,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await answerRequest(app.db, {
          orgId: request.organisation.id,
          id: params.id,
          status: 'declined',
          reason: body.reason,
        }),
      }),
    },
    dismissRequest: {
      hooks: admin,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await answerRequest(app.db, {
          orgId: request.organisation.id,
          id: params.id,
          status: 'dismissed',
        }),
      }),
    },
    withdrawRequest: {
      hooks: member,
      handler: async ({ params, request }) => {
        await withdrawRequest(app.db, {
          orgId: request.organisation.id,
          reader: request.person,
          id: params.id,
        });
        return { status: 204, body: undefined };
      },
    },
    seriesSignup: {
      hooks: member,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await signUpForSeries(app.db, {
          orgId: request.organisation.id,
          reader: request.person,
          seriesId: params.id,
          body,
        }),
      }),
    },
    seriesSignupPlan: {
      hooks: member,
      handler: async ({ params, query, request }) => ({
        status: 200,
        body: await planSeriesSignup(app.db, {
          orgId: request.organisation.id,
          reader: request.person,
          seriesId: params.id,
          person: query.person,
        }),
      }),
    },
  });
  // In a scope of its own: ts-rest installs an error handler per registration, and a scope
  // holds one (lib/ts-rest.ts).
  await app.register(async (history) =>
    registerContract(history, contract.shiftHistory, {
      shiftHistory: {
        hooks: admin,
        handler: async ({ params, request }) => ({
          status: 200,
          body: await getShiftHistory(app.db, { orgId: request.organisation.id, id: params.id }),
        }),
      },
      historyExport: {
        hooks: admin,
        handler: async ({ query, request }) => ({
          status: 200,
          body: await exportShiftHistory(app.db, {
            orgId: request.organisation.id,
            tz: request.organisation.timeZone,
            query,
          }),
        }),
      },
    }),
  );
}
