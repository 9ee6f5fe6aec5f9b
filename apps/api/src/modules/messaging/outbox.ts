import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { clubIdColumn } from '@/db/club-sql';
import { messages } from '@/db/schema';
import type { MessageAttachment } from '@/db/schema/messaging';
import { defineJob, enqueueJobs } from '@/jobs';
import { type Executor, rowsOf } from '@/lib/postgres';

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
  // One statement of eleven text-array parameters, whatever the number of messages: a
  // VALUES list built by the query builder cost ~0.4 ms per row to build (850 ms for the
  // 2,000 of a reminder batch); arrays cost next to nothing. Every array is text[] and cast
  // in the select (the driver serialises text arrays alike on PostgreSQL and PGlite). Rows
  // come back in the order given (INSERT … SELECT … ORDER BY ordinality inserts, and so
  // returns, in that order).
  const now = new Date().toISOString();
  const column = (pick: (m: OutgoingMessage) => string | number | null | undefined) =>
    sql`${sql.param(
      list.map((m) => {
        const value = pick(m);
        return value == null ? null : String(value);
      }),
    )}::text[]`;
  const result = await db.execute(sql`
    insert into ${messages} (${clubIdColumn}, channel, kind, purpose, to_person_id, to_address,
      subject, body, html, attachments, broadcast_id, send_after, created_by)
    select ${organisationId}, m.channel::message_channel, 'club', m.purpose::message_purpose,
      m.to_person_id::int, m.to_address, m.subject, m.body, m.html, m.attachments::jsonb,
      m.broadcast_id::int, m.send_after::timestamptz, m.created_by::int
    from unnest(
      ${column((m) => m.channel)}, ${column((m) => m.purpose)}, ${column((m) => m.toPersonId)},
      ${column((m) => m.to)}, ${column((m) => m.subject ?? '')}, ${column((m) => m.text)},
      ${column((m) => m.html)},
      ${column((m) => (m.attachments ? JSON.stringify(m.attachments) : null))},
      ${column((m) => m.broadcastId)}, ${column((m) => m.sendAfter?.toISOString() ?? now)},
      ${column((m) => m.createdBy)}
    ) with ordinality as m(channel, purpose, to_person_id, to_address, subject, body, html,
      attachments, broadcast_id, send_after, created_by, n)
    order by m.n
    returning id, send_after`);
  const rows = rowsOf<{ id: number; send_after: string | Date }>(result).map((r) => ({
    id: Number(r.id),
    sendAfter: new Date(r.send_after),
  }));
  const jobs = [];
  for (let i = 0; i < rows.length; i += MESSAGES_PER_SEND_JOB) {
    const chunk = rows.slice(i, i + MESSAGES_PER_SEND_JOB);
    jobs.push({
      organisationId,
      payload: { ids: chunk.map((r) => r.id) },
      // Not before the latest of its messages (a job sends all it names when it runs).
      runAt: new Date(Math.max(...chunk.map((r) => r.sendAfter.getTime()))),
    });
  }
  await enqueueJobs(db, sendMessagesJob, jobs);
  return rows.map((r) => r.id);
}
