import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { expandBroadcast, sendBroadcastJob } from './broadcast.job';
import {
  audienceCount,
  cancelOf,
  outboxOf,
  previewMessage,
  progressOf,
  sendBroadcast,
} from './bulk.service';
import { deliveryDeps } from './deliver';
import { sendMessagesJob } from './outbox';
import { sendQueuedMessages } from './send-messages';

/** Messaging: the sender of queued messages, and the admins' bulk messaging calls. */
export async function messagingRoutes(app: FastifyInstance) {
  app.jobs.handle(sendMessagesJob, ({ ids }, job) =>
    sendQueuedMessages(deliveryDeps(app, job, ids), ids, job),
  );
  app.jobs.handle(sendBroadcastJob, ({ broadcastId }, job) =>
    expandBroadcast(job.db, job.organisationId, broadcastId),
  );

  const admin = { onRequest: app.requireAdmin };
  registerContract(app, contract.messaging, {
    audience: {
      hooks: admin,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await audienceCount(app.db, request.organisation, body),
      }),
    },
    preview: {
      hooks: admin,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await previewMessage(app.db, request.organisation, body),
      }),
    },
    send: {
      hooks: admin,
      handler: async ({ body, request }) => ({
        status: 201,
        body: {
          broadcast: await sendBroadcast(app.db, request.organisation, request.person, body),
        },
      }),
    },
    outbox: {
      hooks: admin,
      handler: async ({ request }) => ({
        status: 200,
        body: await outboxOf(app.db, request.organisation.id),
      }),
    },
    progress: {
      hooks: admin,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await progressOf(app.db, request.organisation.id, params.id),
      }),
    },
    cancel: {
      hooks: admin,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await cancelOf(app.db, request.organisation.id, params.id),
      }),
    },
  });
}
