import { contract } from '@crewcall/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { throttledFor } from '@/lib/http-errors';
import { registerContract } from '@/lib/ts-rest';
import { readEmailSettings, updateEmailSettings } from './email-settings.service';

/** Calls of the email-settings page per client address a minute (reads and saves). */
export const EMAIL_SETTINGS_CALLS_PER_MINUTE = 60;

/**
 * The public email-settings page's calls, `GET|PUT /api/emailsettings/:uid` (no login:
 * the link in every club email is the key, and it opens these two calls and nothing
 * else). A uid cannot be guessed (244 random bits), and guessing is slowed further per
 * client address; the answers are never cached by anyone on the way.
 */
export async function emailSettingsRoutes(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: EMAIL_SETTINGS_CALLS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `emailsettings:ip:${normalizeIP(request.ip)}`,
  });
  const perAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw throttledFor(reply, result.ttlInSeconds);
  };
  const noStore = (reply: { header(name: string, value: string): unknown }) => {
    // The address is a credential: keep it out of shared caches and of other sites' logs.
    reply.header('cache-control', 'private, no-store');
    reply.header('referrer-policy', 'no-referrer');
  };

  registerContract(app, contract.emailSettings, {
    get: {
      hooks: { onRequest: perAddress },
      handler: async ({ params, request, reply }) => {
        noStore(reply);
        return {
          status: 200,
          body: await readEmailSettings(app.db, request.organisation, params.uid),
        };
      },
    },
    update: {
      hooks: { onRequest: perAddress },
      handler: async ({ params, body, request, reply }) => {
        noStore(reply);
        return {
          status: 200,
          body: await updateEmailSettings(app.db, request.organisation, params.uid, body),
        };
      },
    },
  });
}
