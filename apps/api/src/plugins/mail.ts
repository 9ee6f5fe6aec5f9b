import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailAdapter } from '@/adapters/mail/mail-adapter';
import { createOutboxLogMailAdapter } from '@/adapters/mail/outbox-log';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.mail.sendMail({organisationId, to, subject, text, html?})`. */
    mail: MailAdapter;
  }
}

/** Picks the mail adapter named by MAIL_ADAPTER (only 'outbox-log' until SES lands). */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const adapters: Record<typeof app.config.MAIL_ADAPTER, () => MailAdapter> = {
      'outbox-log': () => createOutboxLogMailAdapter(app.db, app.log),
    };
    app.decorate('mail', adapters[app.config.MAIL_ADAPTER]());
  },
  { name: 'mail', dependencies: ['db'] },
);
