import { contract } from '@crewcall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keyedMail } from '@/adapters/mail/mail-adapter';
import { tooManyRequests } from '@/lib/http-errors';
import { registerContract } from '@/lib/ts-rest';
import { passwordAttemptsFor, type SessionDeps } from '@/modules/auth';
import { changeEmailSelf, setPasswordSelf } from './account.service';
import { emailChangedJob, sendEmailChangedNotice } from './email-changed.job';
import { changePhoneSelf, type SendWait, verifyPhoneSelf } from './phone.service';
import { phoneCodeKey } from './phone-codes';
import { phoneVerificationJob, sendPhoneCode } from './phone-verification.job';
import { changeSettingsSelf } from './settings.service';

/**
 * The member's own account: `/api/people/*_self` and `verify_check`. Every call is the
 * logged-in person's own; they are static paths, so the collection engine's
 * `/api/:collection/:id/` never answers them.
 */
export async function profileRoutes(app: FastifyInstance) {
  const codeKey = phoneCodeKey(app.config.JWT_SECRET);
  const sessions = {
    db: app.db,
    signAccessToken: app.signAccessToken,
    refreshTtlMs: app.config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60_000,
  } satisfies SessionDeps;

  app.jobs.handle(phoneVerificationJob, (payload, job) =>
    sendPhoneCode({ key: codeKey, sms: app.sms }, payload, job),
  );
  app.jobs.handle(emailChangedJob, (payload, job) =>
    sendEmailChangedNotice(keyedMail(app.mail, job.key), payload, job),
  );

  /** Only the header is needed; ts-rest's reply type differs from a hook's in its generics. */
  type Reply = { header(name: string, value: string): unknown };
  const attemptsFor = (request: FastifyRequest, reply: Reply) => (email: string) =>
    passwordAttemptsFor(app, request, reply, email);
  /** 429 saying when another code may be asked for (also as Retry-After). */
  const throttled = (reply: Reply) => (wait: SendWait) => {
    reply.header('retry-after', String(wait.seconds));
    return tooManyRequests(wait.detail);
  };
  const member = { onRequest: app.authenticate };
  const club = (request: FastifyRequest) => ({
    id: request.organisation.id,
    name: request.organisation.name,
    smsEnabled: request.organisation.smsEnabled,
  });

  registerContract(app, contract.profile, {
    changeSettingsSelf: {
      hooks: member,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await changeSettingsSelf(app.db, {
          orgId: request.organisation.id,
          personId: request.person.id,
          change: body,
        }),
      }),
    },
    changeEmailSelf: {
      hooks: member,
      handler: async ({ body, request, reply }) => ({
        status: 200,
        body: await changeEmailSelf(app.db, {
          club: club(request),
          person: request.person,
          email: body.email,
          password: body.password,
          attemptsFor: attemptsFor(request, reply),
        }),
      }),
    },
    setPasswordSelf: {
      hooks: member,
      handler: async ({ body, request, reply }) => ({
        status: 200,
        body: await setPasswordSelf(sessions, {
          person: request.person,
          password: body.password,
          newPassword: body.new_password,
          attemptsFor: attemptsFor(request, reply),
        }),
      }),
    },
    phoneChangeSelf: {
      hooks: member,
      handler: async ({ body, request, reply }) => ({
        status: 200,
        body: await changePhoneSelf(app.db, {
          club: club(request),
          personId: request.person.id,
          phone: body.phone,
          throttled: throttled(reply),
        }),
      }),
    },
    verifyCheck: {
      hooks: member,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await verifyPhoneSelf(app.db, {
          orgId: request.organisation.id,
          personId: request.person.id,
          key: codeKey,
          phone: body.phone,
          code: body.verify_code,
          smsNotifications: body.sms_notifications,
          keepTries: () => request.keepChangesOnError(),
        }),
      }),
    },
  });
}
