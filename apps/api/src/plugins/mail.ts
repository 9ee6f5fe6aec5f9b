import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clubMailJob } from '@/adapters/mail/club-mail-job';
import { keyedMail, type MailAdapter } from '@/adapters/mail/mail-adapter';
import { mailboxDir } from '@/adapters/mail/mailbox';
import { createOutboxLogMailAdapter } from '@/adapters/mail/outbox-log';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `app.mail.sendMail({organisationId, to, subject, text, html?})`: for job handlers
     * only. Everything else enqueues its mail as a job in its transaction (`enqueueClubMail`
     * or a module's own job), so a mail is neither lost in a crash nor sent for a change
     * that rolled back.
     */
    mail: MailAdapter;
  }
}

/** Picks the mail adapter named by MAIL_ADAPTER (only 'outbox-log' until SES lands). */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const adapters: Record<typeof app.config.MAIL_ADAPTER, () => MailAdapter> = {
      'outbox-log': () =>
        createOutboxLogMailAdapter(app.db, app.log, { mailboxDir: mailboxDir(app.config) }),
    };
    app.decorate('mail', adapters[app.config.MAIL_ADAPTER]());
    app.jobs.handle(clubMailJob, async (mail, job) => {
      await keyedMail(app.mail, job.key).sendMail({
        kind: 'club',
        organisationId: job.organisationId,
        ...mail,
      });
    });
  },
  { name: 'mail', dependencies: ['db', 'jobs'] },
);
