import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { clubTimeZone } from '@/db/read/club-time';
import { registerContract } from '@/lib/ts-rest';
import { allocationJob, runAllocation } from './allocation.job';
import {
  closeRound,
  createRound,
  getRun,
  myRound,
  setMarks,
  setQuotas,
  startRun,
} from './allocation.service';

/**
 * The allocation round's calls (allocation.service.ts) and the auto-fill job's handler
 * (allocation.job.ts): members read the open round and mark its shifts; admins open a
 * round, set quotas, start the auto-fill and read its progress and report.
 */
export async function allocationRoutes(app: FastifyInstance) {
  app.jobs.handle(allocationJob, runAllocation);
  const member = { onRequest: app.authenticate };
  const admin = { onRequest: app.requireAdmin };
  registerContract(app, contract.allocation, {
    openRound: {
      hooks: admin,
      handler: async ({ body, request }) => ({
        status: 201,
        body: await createRound(app.db, request.organisation.id, body),
      }),
    },
    closeRound: {
      hooks: admin,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await closeRound(app.db, request.organisation.id, params.id),
      }),
    },
    myRound: {
      hooks: member,
      handler: async ({ request }) => ({
        status: 200,
        body: await myRound(app.db, {
          orgId: request.organisation.id,
          personId: request.person.id,
          admin: request.person.role === 'admin',
          tz: clubTimeZone(request.organisation),
        }),
      }),
    },
    setMarks: {
      hooks: member,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await setMarks(app.db, {
          orgId: request.organisation.id,
          personId: request.person.id,
          roundId: params.id,
          tz: clubTimeZone(request.organisation),
          input: body,
        }),
      }),
    },
    setQuotas: {
      hooks: admin,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await setQuotas(app.db, {
          orgId: request.organisation.id,
          roundId: params.id,
          input: body,
        }),
      }),
    },
    startRun: {
      hooks: admin,
      handler: async ({ params, body, request }) => ({
        status: 202,
        body: await startRun(app.db, {
          orgId: request.organisation.id,
          roundId: params.id,
          by: request.person.id,
          timeLimitSeconds: body.time_limit_seconds,
        }),
      }),
    },
    run: {
      hooks: admin,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await getRun(app.db, request.organisation.id, params.id),
      }),
    },
  });
}
