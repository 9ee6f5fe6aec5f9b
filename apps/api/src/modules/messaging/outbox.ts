import { z } from 'zod';
import { messages } from '@/db/schema';
import type { MessageAttachment } from '@/db/schema/messaging';
import { defineJob, enqueueJobs } from '@/jobs';
import type { Executor } from '@/lib/postgres';

/**
 * One message to one recipient, as the code that decides to send it composes it. Whoever
 * sends (a duty notice, a reminder, a bulk message) calls `queueMessages` in the
 * transaction of the change that caused it: the message is a `messages` row (status
 * 'queued') from that commit on, and a job sends it. Deciding whether a person wants it
 * (their settings, a verified phone, the club's SMS switch) is the caller's part; the
 * sender only delivers and records the outcome.
 */
export type OutgoingMessage = {
  organisationId: number;
  channel: 'email' | 'sms';
  purpose: 'notice' | 'reminder' | 'message' | 'newsletter';
  toPersonId: number | null;
  /** An email address, or a phone number in E.164 for SMS. */
  to: string;
  /** Email only. */
  subject?: string;
  text: string;
  html?: string;
  attachments?: MessageAttachment[];
  /** Not before (a scheduled message); default now. */
  sendAfter?: Date;
  broadcastId?: number | null;
  createdBy?: number | null;
};

/** A send job carries message ids only (the message is the row), at most this many. */
export const MESSAGES_PER_SEND_JOB = 50;

export const sendMessagesJob = defineJob(
  'messages.send',
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(MESSAGES_PER_SEND_JOB) }),
  // Each message's claim commits before its provider call (send-messages.ts says why).
  { ownTransactions: true },
);

/**
 * Writes the messages (status 'queued') and the jobs that send them, in `db`'s
 * transaction. Answers the new rows' ids in the order given. Messages of one club only
 * per call.
 */
export async function queueMessages(db: Executor, list: OutgoingMessage[]): Promise<number[]> {
  if (!list.length) return [];
  const organisationId = list[0].organisationId;
  if (list.some((m) => m.organisationId !== organisationId)) {
    throw new Error('queueMessages: messages of one club per call');
  }
  const rows = await db
    .insert(messages)
    .values(
      list.map((m) => ({
        organisationId,
        channel: m.channel,
        kind: 'club' as const,
        purpose: m.purpose,
        toPersonId: m.toPersonId,
        toAddress: m.to,
        subject: m.subject ?? '',
        body: m.text,
        html: m.html ?? null,
        attachments: m.attachments ?? null,
        broadcastId: m.broadcastId ?? null,
        sendAfter: m.sendAfter ?? new Date(),
        createdBy: m.createdBy ?? null,
      })),
    )
    .returning({ id: messages.id, sendAfter: messages.sendAfter });
  const jobs = [];
  for (let i = 0; i < rows.length; i += MESSAGES_PER_SEND_JOB) {
    const chunk = rows.slice(i, i + MESSAGES_PER_SEND_JOB);
    jobs.push({
      organisationId,
      payload: { ids: chunk.map((r) => r.id) },
      runAt: chunk[0].sendAfter,
    });
  }
  await enqueueJobs(db, sendMessagesJob, jobs);
  return rows.map((r) => r.id);
}
