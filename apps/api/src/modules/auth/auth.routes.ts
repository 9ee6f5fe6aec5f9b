import { contract } from '@crewcall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keyedMail } from '@/adapters/mail/mail-adapter';
import { enqueueJob } from '@/jobs';
import { getDecoyHash } from '@/lib/password';
import { registerContract } from '@/lib/ts-rest';
import { type AuthLimits, authLimitsOf } from './auth.limits';
import { RESET_REQUESTED } from './auth-messages';
import { toAuthUser } from './auth-user';
import { logIn } from './login.service';
import type { PasswordAttempts } from './password-attempts';
import { passwordResetJob } from './password-reset.job';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset.service';
import { register, registrationStatus } from './registration.service';
import {
  endAllSessions,
  endSession,
  rotateSession,
  type SessionDeps,
  startSession,
} from './sessions.service';

/** Registration, login, sessions and password reset of the request's club (spec 4, 7). */
export async function authRoutes(app: FastifyInstance) {
  const limits = authLimitsOf(app);
  const sessions = {
    db: app.db,
    signAccessToken: app.signAccessToken,
    refreshTtlMs: app.config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60_000,
  } satisfies SessionDeps;
  // Compute the decoy now, so the first unknown-email login costs what any other does.
  void getDecoyHash();

  const attemptsFor = (
    request: FastifyRequest,
    reply: Parameters<AuthLimits['failedPasswords']['assertOpen']>[1],
    email: string,
  ) =>
    ({
      assertOpen: () => limits.failedPasswords.assertOpen(request, reply, email),
      recordFailure: () => limits.failedPasswords.hit(request, email),
    }) satisfies PasswordAttempts;

  // Only a mail that goes spends the address's allowance of reset mails (per attempt: a
  // retried job counts again, which errs on the side of fewer mails).
  app.jobs.handle(passwordResetJob, ({ email, clubName }, job) =>
    requestPasswordReset(
      { db: job.db, mail: keyedMail(app.mail, job.key), links: app.config },
      {
        org: { id: job.organisationId, name: clubName },
        email,
        mayMail: () => limits.resetEmails.spend(job.organisationId, email),
      },
    ),
  );

  registerContract(app, contract.auth, {
    registerCheck: {
      hooks: { onRequest: limits.check },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await registrationStatus(app.db, {
          orgId: request.organisation.id,
          email: body.email,
        }),
      }),
    },
    register: {
      hooks: { onRequest: limits.register },
      handler: async ({ body, request, reply }) => {
        await register(app.db, {
          club: { id: request.organisation.id, name: request.organisation.name },
          input: body,
          attempts: attemptsFor(request, reply, body.email),
          links: app.config,
        });
        return { status: 204, body: undefined };
      },
    },
    login: {
      hooks: { onRequest: limits.login },
      handler: async ({ body, request, reply }) => {
        const person = await logIn(app.db, {
          orgId: request.organisation.id,
          email: body.email,
          password: body.password,
          attempts: attemptsFor(request, reply, body.email),
        });
        return { status: 200, body: await startSession(sessions, person) };
      },
    },
    refresh: async ({ body, request }) => ({
      status: 200,
      body: await rotateSession(sessions, {
        orgId: request.organisation.id,
        refresh: body.refresh,
        keepChangesOnError: () => request.keepChangesOnError?.(),
      }),
    }),
    logout: async ({ body, request }) => {
      if (body.refresh) {
        await endSession(app.db, { orgId: request.organisation.id, refresh: body.refresh });
      }
      return { status: 204, body: undefined };
    },
    logoutAll: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ request }) => {
        // authenticate refuses people without a login: a token's person has an account.
        if (request.person.accountId !== null) {
          await endAllSessions(app.db, request.person.accountId);
        }
        return { status: 204, body: undefined };
      },
    },
    user: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ request }) => ({ status: 200, body: toAuthUser(request.person) }),
    },
    passwordResetRequest: {
      hooks: { onRequest: limits.resetRequest },
      handler: async ({ body, request }) => {
        // Answered before the email is even looked up: the same answer, in the same time,
        // for known and unknown emails. The request only enqueues a job (in its own
        // transaction, so it is kept if the process dies); the lookup and the mail run in
        // the job (below).
        await enqueueJob(app.db, passwordResetJob, {
          organisationId: request.organisation.id,
          payload: { email: body.email, clubName: request.organisation.name },
        });
        return { status: 200, body: { detail: RESET_REQUESTED } };
      },
    },
    passwordResetCheck: {
      hooks: { onRequest: limits.resetCheck },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await checkResetToken(app.db, { orgId: request.organisation.id, token: body.token }),
      }),
    },
    passwordResetToken: {
      hooks: { onRequest: limits.resetToken },
      handler: async ({ body, request, reply }) => ({
        status: 200,
        body: await resetPassword(sessions, {
          orgId: request.organisation.id,
          token: body.token,
          password: body.password,
          // Only an invitation to an existing login checks a password (its current one).
          attemptsFor: (email) => attemptsFor(request, reply, email),
        }),
      }),
    },
  });
}
