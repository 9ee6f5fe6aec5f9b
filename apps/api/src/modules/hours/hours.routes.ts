import { contract } from '@crewcall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { listPersonShifts, listTimesheets } from './hours.service';
import { recordShiftTime } from './timing.service';

type TimingArgs = { params: { id: number }; body: { datetime: string }; request: FastifyRequest };

/**
 * Shift timing and the hours lists (issue 13). `PUT /api/shifts/{id}/start|end` are
 * static paths, tried before the collection engine's `/:collection/`.
 */
export async function hoursRoutes(app: FastifyInstance) {
  const member = { onRequest: app.authenticate };
  const admin = { onRequest: app.requireAdmin };
  const timing = (which: 'start' | 'end') => ({
    hooks: member,
    handler: async ({ params, body, request }: TimingArgs) => ({
      status: 200 as const,
      body: await recordShiftTime(app.db, {
        orgId: request.organisation.id,
        reader: request.person,
        id: params.id,
        which,
        datetime: body.datetime,
      }),
    }),
  });
  registerContract(app, contract.hours, {
    startShift: timing('start'),
    endShift: timing('end'),
    timesheets: {
      hooks: admin,
      handler: async ({ query, request }) => ({
        status: 200,
        body: await listTimesheets(app.db, { club: request.organisation, query }),
      }),
    },
    personShifts: {
      hooks: member,
      handler: async ({ params, query, request }) => ({
        status: 200,
        body: await listPersonShifts(app.db, {
          club: request.organisation,
          reader: request.person,
          personId: params.id,
          query,
        }),
      }),
    },
  });
}
