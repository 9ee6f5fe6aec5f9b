import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '@/db/schema';
import type { JobContext } from '@/jobs';
import { type DeliverDeps, deliverMessage } from './deliver';

/**
 * Sends the queued messages a send job names (modules/messaging/outbox.ts), in the job's
 * club scope, through deliver.ts. A message no longer 'queued' (sent, cancelled) is skipped, so a
 * job run twice sends nothing twice.
 */
export async function sendQueuedMessages(deps: DeliverDeps, ids: number[], job: JobContext) {
  const due = await job.db
    .select()
    .from(messages)
    .where(and(inArray(messages.id, ids), eq(messages.status, 'queued')));
  for (const message of due) {
    const { providerId } = await deliverMessage(deps, message, { key: `${job.key}-${message.id}` });
    await job.db
      .update(messages)
      .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, providerId })
      .where(eq(messages.id, message.id));
  }
}
