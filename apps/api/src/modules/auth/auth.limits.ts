import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { throttledFor } from '@/lib/http-errors';
import { sha256 } from '@/lib/secrets';
import type { PasswordAttempts } from './password-attempts';

const MINUTE = 60_000;

/** Only the header is needed; ts-rest's reply type differs from a hook's in its generics. */
type Reply = { header(name: string, value: string): unknown };

/**
 * The abuse limits of the account endpoints, on @fastify/rate-limit's store (Redis or
 * memory). Keys carry the limit's name, since every limiter shares one store. Two kinds:
 * - per client IP: `onRequest` hooks, before the body is even read;
 * - per account (and for wrong passwords, per account and client IP): called from handlers
 *   with the validated email (hashed in the key, so the store holds no email addresses).
 *   Wrong passwords are counted whether or not the email exists: the answer reveals
 *   nothing. Reset mails are counted per club and address when one is actually sent (see
 *   `resetEmails`).
 */
export function createAuthLimits(app: FastifyInstance) {
  const c = app.config;

  const perIp = (name: string, max: number) => {
    const limit = app.createRateLimit({
      max,
      timeWindow: MINUTE,
      keyGenerator: (request) => `auth:${name}:ip:${normalizeIP(request.ip)}`,
    });
    return async (request: FastifyRequest, reply: Reply) => {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw throttledFor(reply, result.ttlInSeconds);
    };
  };

  // createRateLimit keys a request, not a value: hand the email over through this map.
  const subjects = new WeakMap<FastifyRequest, string>();
  const counter =
    (key: (request: FastifyRequest, account: string) => string) =>
    (name: string, max: number, timeWindow: number) => {
      const limit = app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: (request) => `auth:${name}:${key(request, subjects.get(request) ?? '')}`,
      });
      return (request: FastifyRequest, email: string, increment: boolean) => {
        subjects.set(request, sha256(email.trim().toLowerCase()));
        return limit(request, { increment });
      };
    };
  const byAccount = counter((_request, account) => `account:${account}`);
  const byAccountAndAddress = counter(
    (request, account) => `account:${account}:ip:${normalizeIP(request.ip)}`,
  );
  /** A counter's state (no allow list is configured, so every key is counted). */
  type Count = Extract<Awaited<ReturnType<ReturnType<typeof byAccount>>>, { isAllowed: false }>;
  const usedUp = (count: Count) => count.remaining <= 0 && count.ttl > 0;

  const byClubAndAccount = counter(
    (request, account) => `club:${request.organisation.id}:account:${account}`,
  );

  /**
   * Reset mails to one address of one club, counted only when a mail is about to go: a
   * request for an unknown address, for someone who gets no mail, or on another club's
   * host spends nothing (keyed by email alone, three requests from anywhere used to block
   * a member's reset for an hour). Past the allowance the request answers as every other
   * does and sends nothing: a 429 would tell a stranger that the address has an account.
   */
  const resetEmails = () => {
    const sent = byClubAndAccount(
      'reset-email',
      c.RATE_LIMIT_RESET_EMAILS_PER_ACCOUNT,
      60 * MINUTE,
    );
    return {
      /**
       * Counts one mail to `email` at club `orgId`; false when it would be one too many.
       * Called by the reset job, after the request has answered: no request is at hand, so
       * the counter is keyed by a stand-in carrying only what the key is made of (the club).
       */
      async spend(orgId: number, email: string): Promise<boolean> {
        const club = { organisation: { id: orgId }, routeOptions: {} } as FastifyRequest;
        const result = await sent(club, email, true);
        return result.isAllowed || !result.isExceeded;
      },
    };
  };

  /**
   * Wrong passwords. Counted per account AND client address, so five guesses at club A
   * lock out that address, not the person logging in at club B from their own. A slower
   * ceiling per account over all addresses (ASVS: at most 100 failures an hour) stops a
   * guesser who spreads over addresses: once it is reached, only addresses that have not
   * failed for this account may still try, so the owner logging in from their own device
   * is never refused the right password, and each guessing address gets no further try.
   */
  const failedPasswords = () => {
    const fromAddress = byAccountAndAddress(
      'failed-password',
      c.RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT,
      15 * MINUTE,
    );
    const overall = byAccount(
      'failed-password-hourly',
      c.RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT_PER_HOUR,
      60 * MINUTE,
    );
    return {
      /** 429 if this address, or (once it has failed too) everyone, used up the allowance. */
      async assertOpen(request: FastifyRequest, reply: Reply, email: string) {
        const here = await fromAddress(request, email, false);
        if (here.isAllowed) return;
        if (usedUp(here)) throw throttledFor(reply, here.ttlInSeconds);
        const addressHasFailed = here.remaining < here.max;
        if (!addressHasFailed) return;
        const all = await overall(request, email, false);
        if (!all.isAllowed && usedUp(all)) throw throttledFor(reply, all.ttlInSeconds);
      },
      /** Counts one wrong password, for this address and for the account. */
      async hit(request: FastifyRequest, email: string) {
        await fromAddress(request, email, true);
        await overall(request, email, true);
      },
    };
  };

  return {
    check: perIp('check', c.RATE_LIMIT_CHECK_PER_MINUTE),
    register: perIp('register', c.RATE_LIMIT_REGISTER_PER_MINUTE),
    login: perIp('login', c.RATE_LIMIT_LOGIN_PER_MINUTE),
    resetRequest: perIp('reset-request', c.RATE_LIMIT_RESET_PER_MINUTE),
    resetCheck: perIp('reset-check', c.RATE_LIMIT_RESET_PER_MINUTE),
    resetToken: perIp('reset-token', c.RATE_LIMIT_RESET_PER_MINUTE),
    /** Wrong passwords per account, at login and when joining a club with an existing account. */
    failedPasswords: failedPasswords(),
    /** Reset mails per club and address: a mailbox cannot be flooded through the reset form. */
    resetEmails: resetEmails(),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

/**
 * The app's one set of limits. Each module is registered in a context of its own, and in
 * memory every `createRateLimit` keeps its own counters: a second set would count wrong
 * passwords apart from login's. Keyed by the app's config, the one object every context
 * of an app shares.
 */
const limitsOfApp = new WeakMap<object, AuthLimits>();
export function authLimitsOf(app: FastifyInstance): AuthLimits {
  let limits = limitsOfApp.get(app.config);
  if (!limits) {
    limits = createAuthLimits(app);
    limitsOfApp.set(app.config, limits);
  }
  return limits;
}

/**
 * The wrong-password guard for checking `email`'s password in `request` (a member's own
 * email or password change asks for the current one): counted with login's, so guesses
 * through any door use up the same allowance.
 */
export function passwordAttemptsFor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: Reply,
  email: string,
): PasswordAttempts {
  const limits = authLimitsOf(app);
  return {
    assertOpen: () => limits.failedPasswords.assertOpen(request, reply, email),
    recordFailure: () => limits.failedPasswords.hit(request, email),
  };
}
