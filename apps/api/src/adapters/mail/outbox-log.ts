import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { messages } from '@/db/schema';
import type { MailAdapter, MailMessage, SendOptions } from './mail-adapter';
import { deliverToMailbox } from './mailbox';
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
  };
  return {
    name: 'outbox-log',
    deliver: (message, options) => deliver(message, options),
    async sendMail(message: MailMessage, options: SendOptions = {}) {
      const security = message.kind === 'security';
      const [row] = await db
        .insert(messages)
        .values({
          organisationId: message.organisationId,
          channel: 'email',
          kind: security ? 'security' : 'club',
          toPersonId: message.toPersonId ?? null,
          toAddress: message.to,
          subject: message.subject,
          body: security ? message.auditText : message.text,
          html: security ? null : (message.html ?? null),
          status: 'sent',
          sentAt: new Date(),
        })
        .returning({ id: messages.id });
      await deliver(message, options, row.id);
      return { messageId: row.id };
    },
  };
}
