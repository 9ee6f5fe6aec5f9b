import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { messages } from '@/db/schema';
import type { MailAdapter, MailMessage } from './mail-adapter';

/**
 * Delivers nothing: records the message as sent in `messages` and writes it whole to the
 * log, so a developer (and the browser e2e test, which reads links from stdout) can follow
 * the links an email would carry.
 */
export function createOutboxLogMailAdapter(db: Db, log: FastifyBaseLogger): MailAdapter {
  return {
    name: 'outbox-log',
    async sendMail(message: MailMessage) {
      const [row] = await db
        .insert(messages)
        .values({
          organisationId: message.organisationId,
          channel: 'email',
          toPersonId: message.toPersonId ?? null,
          toAddress: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html ?? null,
          status: 'sent',
          sentAt: new Date(),
        })
        .returning({ id: messages.id });
      log.info(
        { messageId: row.id, org: message.organisationId, mailAdapter: 'outbox-log' },
        `mail to ${message.to}: ${message.subject}\n${message.text}`,
      );
      return { messageId: row.id };
    },
  };
}
