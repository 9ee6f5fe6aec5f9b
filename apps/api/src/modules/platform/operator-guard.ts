import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StartupError } from '@/bootstrap/startup-error';
import type { Config } from '@/env';
import { throttledFor, unauthorized } from '@/lib/http-errors';
import { secretsEqual } from '@/lib/secrets';

/** Shorter operator tokens are refused at startup: the token opens every club. */
export const OPERATOR_TOKEN_MIN_LENGTH = 32;

/** A wrong or missing token costs this many calls of the allowance: guessing runs out fast. */
export const FAILED_OPERATOR_CALL_WEIGHT = 5;

/** Throws (so the server does not start) when OPERATOR_TOKEN is set but too short to be safe. */
export function assertOperatorTokenStrength(config: Pick<Config, 'OPERATOR_TOKEN'>) {
  const token = config.OPERATOR_TOKEN;
  if (token !== undefined && token.length < OPERATOR_TOKEN_MIN_LENGTH) {
    throw new StartupError(
      `OPERATOR_TOKEN must be at least ${OPERATOR_TOKEN_MIN_LENGTH} characters long ` +
        '(e.g. `openssl rand -hex 24`), or unset to turn the platform API off.',
    );
  }
}

/**
 * The `onRequest` guard of the platform API: calls per client IP per minute (429 beyond),
 * then the bearer token, compared in constant time. A failed check is counted
 * FAILED_OPERATOR_CALL_WEIGHT times, so a guesser gets a handful of tries a minute.
 */
export function operatorGuard(app: FastifyInstance, config: Config) {
  const limit = app.createRateLimit({
    max: config.RATE_LIMIT_PLATFORM_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `platform:ip:${normalizeIP(request.ip)}`,
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) throw throttledFor(reply, counted.ttlInSeconds);
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const refusal = !token
      ? unauthorized('Authentication credentials were not provided.', 'operator_token_missing')
      : !config.OPERATOR_TOKEN || !secretsEqual(token, config.OPERATOR_TOKEN)
        ? unauthorized('The operator token is not valid.', 'operator_token_invalid')
        : null;
    if (refusal) {
      for (let i = 1; i < FAILED_OPERATOR_CALL_WEIGHT; i++) await limit(request);
      throw refusal;
    }
  };
}
