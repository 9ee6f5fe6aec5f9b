import { AsyncResource } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailboxDir } from '@/adapters/mail/mailbox';
import type { MailAdapter } from '@/adapters/mail/mail-adapter';
import { createOutboxLogMailAdapter } from '@/adapters/mail/outbox-log';

/**
 * Work that must not delay (or shape) the answer, e.g. mailing a reset link: the answer
 * is the same, and as fast, whether or not the email is known.
 */
export type DeferredWork = {
  /** Runs `work` after the current request has answered, outside its transaction. */
  run(work: () => Promise<unknown>): void;
  /** Resolves when everything started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.mail.sendMail({organisationId, to, subject, text, html?})`. */
    mail: MailAdapter;
    deferredWork: DeferredWork;
  }
}

function createDeferredWork(log: FastifyBaseLogger): DeferredWork {
  // Bound to the context the app starts in, where no request transaction is active: the
  // work opens its own scope instead of using a request's transaction that has ended.
  const detached = new AsyncResource('crewcall.deferred-work');
  const running = new Set<Promise<void>>();
  return {
    run(work) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => detached.runInAsyncScope(work))
        .then(
          () => undefined,
          (error) => log.error({ err: error }, 'deferred work failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size) await Promise.all([...running]);
    },
  };
}

/** Picks the mail adapter named by MAIL_ADAPTER (only 'outbox-log' until SES lands). */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const adapters: Record<typeof app.config.MAIL_ADAPTER, () => MailAdapter> = {
      'outbox-log': () =>
        createOutboxLogMailAdapter(app.db, app.log, { mailboxDir: mailboxDir(app.config) }),
    };
    app.decorate('mail', adapters[app.config.MAIL_ADAPTER]());
    const deferred = createDeferredWork(app.log);
    app.decorate('deferredWork', deferred);
    app.addHook('onClose', () => deferred.settled());
  },
  { name: 'mail', dependencies: ['db'] },
);
