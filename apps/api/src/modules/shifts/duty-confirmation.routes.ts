import { contract } from '@crewcall/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { throttledFor } from '@/lib/http-errors';
import { registerContract } from '@/lib/ts-rest';
import { signedLinkKey } from '@/modules/messaging';
import { scanDutyChases } from './duty-chase';
import {
  answerDutyLink,
  confirmOwnDuty,
  type OfferUpDuty,
  readDutyLink,
} from './duty-confirmation.service';

/** Calls of duty links per client address a minute (the page reads once and answers once). */
export const DUTY_LINK_CALLS_PER_MINUTE = 60;

/**
 * Duty confirmation (issue 25, item 3): the links' calls, the app's Confirm, and the
 * chase of unconfirmed duties.
 *
 * The links need no login, on purpose: a member reads the reminder on a phone where they
 * are rarely logged in, and the token already proves whose duty it is (256 bits signed
 * for this club, person, shift and start, kept only as a hash), while it can do nothing
 * but answer that one duty, and only until it starts. A login would add a password to
 * a one-tap answer and protect nothing more: whoever holds the email could reset the
 * password from it. Guessing is slowed per client address; answers are never cached on
 * the way, and the page sends no referrer.
 *
 * `offerUp` is what "can't make it" starts besides telling the admins (the duty offered
 * up: modules/offers, handed in by tenant-modules.ts).
 */
export const dutyConfirmationRoutes = (offerUp?: OfferUpDuty) =>
  async function dutyConfirmationRoutes(app: FastifyInstance) {
    const key = signedLinkKey(app.config.JWT_SECRET);
    const context = (request: FastifyRequest) => ({
      orgId: request.organisation.id,
      key,
      links: app.config,
      offerUp,
    });
    // The chase of duties still unconfirmed DUTY_CHASE_HOURS before they start (duty-chase.ts).
    app.jobs.every('duty-chases', app.config.REMINDER_SCAN_SECONDS * 1000, async () => {
      await scanDutyChases({ db: app.db, links: app.config });
    });

    const limit = app.createRateLimit({
      max: DUTY_LINK_CALLS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `duty-links:ip:${normalizeIP(request.ip)}`,
    });
    const link = {
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) throw throttledFor(reply, result.ttlInSeconds);
        // The address is a credential: kept out of shared caches and other sites' logs.
        reply.header('cache-control', 'private, no-store');
        reply.header('referrer-policy', 'no-referrer');
      },
    };

    registerContract(app, contract.dutyConfirmation, {
      dutyLink: {
        hooks: link,
        handler: async ({ params, request }) => ({
          status: 200,
          body: await readDutyLink(app.db, context(request), params.token),
        }),
      },
      confirmByLink: {
        hooks: link,
        handler: async ({ params, request }) => ({
          status: 200,
          body: await answerDutyLink(app.db, context(request), params.token, 'confirmed'),
        }),
      },
      cantMakeItByLink: {
        hooks: link,
        handler: async ({ params, request }) => ({
          status: 200,
          body: await answerDutyLink(app.db, context(request), params.token, 'cant_make_it'),
        }),
      },
      confirmMyDuty: {
        hooks: { onRequest: app.authenticate },
        handler: async ({ params, request }) => ({
          status: 200,
          body: await confirmOwnDuty(app.db, context(request), {
            shiftId: params.id,
            personId: request.person.id,
          }),
        }),
      },
    });
  };
