import { KIOSK_AUTH_HEADER, KIOSK_SECRET_NOT_VALID_MESSAGE } from '@crewcall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { throttledFor, unauthorized } from '@/lib/http-errors';
import { bindToRequestLog } from '@/lib/log-bindings';
import { type KioskCaller, kioskOfSecret } from '@/modules/kiosks';

/**
 * The kiosk's credential: its secret in the `x-kiosk-auth` header, and nothing else.
 *
 *   registerContract(app, contract.kiosks, {
 *     data: { hooks: { onRequest: app.authenticateKiosk }, handler: ... },
 *   });
 *
 * Handlers then read `request.kiosk`. A person's bearer token is not looked at here (a
 * kiosk call without a valid secret is 401 whoever is logged in), and app.authenticate
 * never looks at the kiosk header, so a kiosk secret opens no other route. The header is
 * redacted from the request log (app.ts); the secret is never logged.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** 401 unless `x-kiosk-auth` holds an active kiosk secret of this club; 429 past the kiosk's limit. */
    authenticateKiosk: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The kiosk calling; set by `app.authenticateKiosk`, absent elsewhere. */
    kiosk: KioskCaller;
  }
}

export default fp(
  async function kioskAuthPlugin(app: FastifyInstance) {
    app.decorateRequest('kiosk', null as unknown as KioskCaller);
    // One limiter for the app (in memory each createRateLimit counts apart), per kiosk.
    const limit = app.createRateLimit({
      max: app.config.RATE_LIMIT_KIOSK_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `kiosk:${request.organisation.id}:${request.kiosk.kioskId}`,
    });

    app.decorate('authenticateKiosk', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.organisation) throw new Error('authenticateKiosk used outside a tenant scope');
      const kiosk = await kioskOfSecret(
        app.db,
        request.organisation,
        request.headers[KIOSK_AUTH_HEADER],
      );
      if (!kiosk) throw unauthorized(KIOSK_SECRET_NOT_VALID_MESSAGE);
      request.kiosk = kiosk;
      bindToRequestLog(request, { kiosk: kiosk.kioskId });
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded) throw throttledFor(reply, counted.ttlInSeconds);
    });
  },
  { name: 'kiosk-auth', dependencies: ['db', 'tenant', 'rate-limit'] },
);
