import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import type { MailAdapter, MailMessage, SendOptions } from './mail-adapter';
import { deliverToMailbox } from './mailbox';
import { recordSentMail } from './record-mail';
import { redactSecrets } from './redact-secrets';

/**
 * Sends nothing out: records the message as sent in `messages` (security mail only as an
 * audit line without its link), writes it to the log with every secret link masked, and,
 * when a mailbox folder is configured, delivers it there whole so that a developer (and
 * the browser journeys) can follow its links.
 * Sent from a job, the record is written in the job's transaction (`db` is the app's handle,
 * which resolves to it), so it commits with the job marked done, or not at all; the mailbox
 * file is keyed by the job, so a retry replaces it.
 */
export function createOutboxLogMailAdapter(
  db: Db,
  log: FastifyBaseLogger,
  opts: { mailboxDir?: string | null } = {},
): MailAdapter {
  const deliver = async (message: MailMessage, options: SendOptions = {}, messageId?: number) => {
    if (opts.mailboxDir) await deliverToMailbox(opts.mailboxDir, message, new Date(), options);
    log.info(
      { messageId, org: message.organisationId, mailAdapter: 'outbox-log' },
      redactSecrets(`mail to ${message.to}: ${message.subject}\n${message.text}`),
    );
    return { providerId: null };
  };
  return {
    name: 'outbox-log',
    deliver: (message, options) => deliver(message, options),
    async sendMail(message: MailMessage, options: SendOptions = {}) {
      const messageId = await recordSentMail(db, message);
      await deliver(message, options, messageId);
      return { messageId };
    },
  };
}
