import type { Audience } from '@crewcall/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkedTimeZone } from '@/db/read/club-time';
import { organisations } from '@/db/schema';
import { defineJob, type JobContext } from '@/jobs';
import { audienceRecipients } from './audience.queries';
import { claimScheduled, finishExpansion } from './broadcast.queries';
import { type OutgoingMessage, queueMessages } from './outbox';
import { fillPlaceholders, placeholderValues } from './placeholders';

/** A bulk message's send: at its `send_at`, its audience becomes messages. */
export const sendBroadcastJob = defineJob(
  'messaging.broadcast',
  z.object({ broadcastId: z.number().int().positive() }),
);

/**
 * Messages written per statement: 1,000 rows of 13 values stay far below PostgreSQL's
 * 65,535 parameters of one statement, and 5,000 recipients take five inserts (and five
 * of the send jobs' inserts), not one per person.
 */
export const BROADCAST_INSERT_BATCH = 1000;

/**
 * Expands a broadcast into messages, in the job's transaction: the audience read now (one
 * statement, each person once, settings as they are now), the text filled per person,
 * and the messages queued in batches. A broadcast cancelled before this runs is left
 * alone; one whose club turned SMS off meanwhile is cancelled, sending nothing.
 */
export async function expandBroadcast(db: JobContext['db'], orgId: number, broadcastId: number) {
  const broadcast = await claimScheduled(db, orgId, broadcastId);
  if (!broadcast) return;
  const [club] = await db
    .select({
      name: organisations.name,
      timeZone: organisations.timeZone,
      smsEnabled: organisations.smsEnabled,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  if (broadcast.channel === 'sms' && !club.smsEnabled) {
    await finishExpansion(db, orgId, broadcastId, { recipients: 0, status: 'cancelled' });
    return;
  }
  const timeZone = checkedTimeZone(club.timeZone);
  const recipients = await audienceRecipients(db, {
    orgId,
    channel: broadcast.channel,
    newsletter: broadcast.newsletter,
    audience: broadcast.audience as Audience,
    timeZone,
  });
  const purpose = broadcast.newsletter ? 'newsletter' : 'message';
  for (let i = 0; i < recipients.length; i += BROADCAST_INSERT_BATCH) {
    const batch: OutgoingMessage[] = recipients.slice(i, i + BROADCAST_INSERT_BATCH).map((r) => {
      const values = placeholderValues({ name: club.name, timeZone }, r);
      return {
        organisationId: orgId,
        channel: broadcast.channel,
        purpose,
        toPersonId: r.id,
        to: r.to,
        subject: broadcast.channel === 'email' ? fillPlaceholders(broadcast.subject, values) : '',
        text: fillPlaceholders(broadcast.body, values),
        broadcastId,
        createdBy: broadcast.createdBy,
      };
    });
    await queueMessages(db, batch);
  }
  await finishExpansion(db, orgId, broadcastId, {
    recipients: recipients.length,
    status: recipients.length ? 'sending' : 'sent',
  });
}
