import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAdapter } from '@/adapters/mail/mail-adapter';
import { messages } from '@/db/schema';
import type { JobContext } from '@/jobs';

/**
 * Sends the queued messages a send job names (modules/messaging/outbox.ts), in the job's
 * club scope. Email goes through the mail adapter; SMS is written to the log until an
 * SMS provider exists. A message no longer 'queued' (sent, cancelled) is skipped, so a
 * job run twice sends nothing twice.
 */
export async function sendQueuedMessages(
  deps: { mail: MailAdapter; log: FastifyBaseLogger },
  ids: number[],
  job: JobContext,
) {
  const due = await job.db
    .select()
    .from(messages)
    .where(and(inArray(messages.id, ids), eq(messages.status, 'queued')));
  for (const message of due) {
    if (message.channel === 'email') {
      await deps.mail.deliver(
        {
          organisationId: job.organisationId,
          to: message.toAddress,
          toPersonId: message.toPersonId,
          subject: message.subject,
          text: message.body,
          html: message.html ?? undefined,
        },
        { key: `${job.key}-${message.id}` },
      );
    } else {
      deps.log.info(
        { messageId: message.id, org: job.organisationId, sms: true },
        `SMS to ${message.toAddress}: ${message.body}`,
      );
    }
    await job.db
      .update(messages)
      .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1 })
      .where(eq(messages.id, message.id));
  }
}
