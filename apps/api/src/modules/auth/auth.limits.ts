import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '@/lib/http-errors';
import { sha256 } from '@/lib/secrets';

const MINUTE = 60_000;

/** Only the header is needed; ts-rest's reply type differs from a hook's in its generics. */
type Reply = { header(name: string, value: string): unknown };

/** 429 in the spec's shape, saying when to come back (also as Retry-After). */
function throttled(reply: Reply, seconds: number) {
  const wait = Math.max(1, seconds);
  reply.header('retry-after', String(wait));
  return tooManyRequests(
    `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`,
  );
}

/**
 * The abuse limits of the account endpoints, on @fastify/rate-limit's store (Redis or
 * memory). Keys carry the limit's name, since every limiter shares one store. Two kinds:
 * - per client IP: `onRequest` hooks, before the body is even read;
 * - per account: called from handlers with the validated email (hashed in the key, so the
 *   store holds no addresses). Both apply whether or not the email exists: the answer
 *   reveals nothing.
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
      if (!result.isAllowed && result.isExceeded) throw throttled(reply, result.ttlInSeconds);
    };
  };

  // createRateLimit keys a request, not a value: hand the email over through this map.
  const subjects = new WeakMap<FastifyRequest, string>();
  const perAccount = (name: string, max: number, timeWindow: number) => {
    const limit = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `auth:${name}:account:${subjects.get(request)}`,
    });
    const run = (request: FastifyRequest, email: string, increment: boolean) => {
      subjects.set(request, sha256(email.trim().toLowerCase()));
      return limit(request, { increment });
    };
    return {
      /** 429 once the allowance is used up; this call itself is not counted. */
      async assertOpen(request: FastifyRequest, reply: Reply, email: string) {
        const result = await run(request, email, false);
        if (!result.isAllowed && result.remaining <= 0 && result.ttl > 0) {
          throw throttled(reply, result.ttlInSeconds);
        }
      },
      /** Counts one attempt (e.g. a wrong password). */
      async hit(request: FastifyRequest, email: string) {
        await run(request, email, true);
      },
      /** Counts this attempt, and 429 if it goes over the allowance. */
      async consume(request: FastifyRequest, reply: Reply, email: string) {
        const result = await run(request, email, true);
        if (!result.isAllowed && result.isExceeded) throw throttled(reply, result.ttlInSeconds);
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
    failedPasswords: perAccount(
      'failed-password',
      c.RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT,
      15 * MINUTE,
    ),
    /** Reset emails per account: a mailbox cannot be flooded through the reset form. */
    resetEmails: perAccount('reset-email', c.RATE_LIMIT_RESET_EMAILS_PER_ACCOUNT, 60 * MINUTE),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
