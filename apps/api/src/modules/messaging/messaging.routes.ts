import type { FastifyInstance } from 'fastify';
import { deliveryDeps } from './deliver';
import { sendMessagesJob } from './outbox';
import { sendQueuedMessages } from './send-messages';

/** Messaging: the sender of queued messages (and, later, the bulk messaging calls). */
export async function messagingRoutes(app: FastifyInstance) {
  app.jobs.handle(sendMessagesJob, ({ ids }, job) =>
    sendQueuedMessages(deliveryDeps(app, job, ids), ids, job),
  );
}
