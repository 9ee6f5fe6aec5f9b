import type { FastifyBaseLogger } from 'fastify';
import type { MailAdapter } from '@/adapters/mail/mail-adapter';
import type { SmsAdapter } from '@/adapters/sms/sms-adapter';
import type { Db } from '@/db/client';
import type { messages } from '@/db/schema';
import type { Executor } from '@/lib/postgres';
import type { LinkConfig } from '@/modules/auth';
import { type ClubMailContext, composeClubEmail, createClubMailContext } from './club-email';

export { ProviderError } from '@/adapters/provider-error';

export type MessageRow = typeof messages.$inferSelect;

export type DeliverDeps = {
  mail: MailAdapter;
  sms: SmsAdapter;
  log: FastifyBaseLogger;
  /** What composing needs from the database, read once per job (club-email.ts). */
  clubMail: ClubMailContext;
};

/**
 * The deps of one sending job: the app's providers and a composing context of its own
 * (its club and its recipients' email-settings uids, read once for `messageIds`).
 */
export function deliveryDeps(
  app: {
    mail: MailAdapter;
    sms: SmsAdapter;
    log: FastifyBaseLogger;
    config: LinkConfig & { JWT_SECRET?: string };
  },
  job: { db: Executor; step?: <T>(work: (tx: Db) => Promise<T>) => Promise<T> },
  messageIds: number[] = [],
): DeliverDeps {
  // A send job commits its own steps: its `db` is outside the club's scope, so the club
  // and its recipients are read in a step (a short transaction of the job's club).
  const step = job.step;
  return {
    mail: app.mail,
    sms: app.sms,
    log: app.log,
    clubMail: createClubMailContext(step ? (work) => step((tx) => work(tx)) : job.db, app.config, {
      messageIds,
    }),
  };
}

/**
 * Hands one message to its channel's provider and answers the provider's id for it (SES's
 * MessageId, Twilio's sid; null from the local defaults). A club's email is composed as it
 * leaves (club-email.ts: sender name, footer, List-Unsubscribe). Throws on failure (a
 * ProviderError says whether to retry). Knows nothing of the message's state: the sender
 * (send-messages.ts) records it before and after.
 */
export async function deliverMessage(
  deps: DeliverDeps,
  row: MessageRow,
  options: { key: string },
): Promise<{ providerId: string | null }> {
  if (row.channel === 'sms') {
    return deps.sms.send(
      {
        organisationId: row.organisationId,
        to: row.toAddress,
        toPersonId: row.toPersonId,
        text: row.body,
      },
      { key: options.key },
    );
  }
  if (row.kind === 'security') {
    // Never queued (account mail is sent by its own jobs): refuse rather than send its audit line.
    throw new Error(`Message ${row.id} is security mail: it is not sent from the outbox.`);
  }
  const mail = await composeClubEmail(deps.clubMail, {
    kind: 'club',
    organisationId: row.organisationId,
    to: row.toAddress,
    toPersonId: row.toPersonId,
    subject: row.subject,
    text: row.body,
    html: row.html ?? undefined,
    attachments: row.attachments ?? undefined,
  });
  return deps.mail.deliver(mail, { key: options.key });
}
