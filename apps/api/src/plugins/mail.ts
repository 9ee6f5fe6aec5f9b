import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clubMailJob } from '@/adapters/mail/club-mail-job';
import { keyedMail, type MailAdapter } from '@/adapters/mail/mail-adapter';
import { mailboxDir } from '@/adapters/mail/mailbox';
import { createOutboxLogMailAdapter } from '@/adapters/mail/outbox-log';
import { countSend } from '@/lib/metrics';
import { composeClubEmail, createClubMailContext } from '@/modules/messaging';

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

/** Picks the mail adapter named by MAIL_ADAPTER ('outbox-log', the default, or 'ses'). */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const config = app.config;
    // A provider's SDK is loaded only when it is the one configured (the AWS SDK is large).
    const adapters: Record<typeof config.MAIL_ADAPTER, () => MailAdapter | Promise<MailAdapter>> = {
      'outbox-log': () =>
        createOutboxLogMailAdapter(app.db, app.log, { mailboxDir: mailboxDir(config) }),
      ses: async () => {
        if (!config.MAIL_FROM) throw new Error('MAIL_ADAPTER=ses needs MAIL_FROM (an address).');
        const { createSesMailAdapter } = await import('@/adapters/mail/ses');
        return createSesMailAdapter(app.db, app.log, {
          from: config.MAIL_FROM,
          region: config.SES_REGION,
          endpoint: config.SES_ENDPOINT,
        });
      },
    };
    app.decorate('mail', countedMail(await adapters[config.MAIL_ADAPTER]()));
    app.jobs.handle(clubMailJob, async (mail, job) => {
      // Club mail: composed as it leaves, like the outbox's (sender name, footer, unsubscribe).
      const composed = await composeClubEmail(createClubMailContext(job.db, config), {
        kind: 'club',
        organisationId: job.organisationId,
        ...mail,
      });
      await keyedMail(app.mail, job.key).sendMail(composed);
    });
  },
  { name: 'mail', dependencies: ['db', 'jobs'] },
);

/** `adapter`, each provider call counted in the metrics (crewcall_messages_total). */
function countedMail(adapter: MailAdapter): MailAdapter {
  return {
    name: adapter.name,
    sendMail: (message, options) => countSend('email', () => adapter.sendMail(message, options)),
    deliver: (message, options) => countSend('email', () => adapter.deliver(message, options)),
  };
}
