import { contract } from '@crewcall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import {
  acceptOfferLink,
  getOfferCandidates,
  getOfferLink,
  getOfferSettings,
  getOffersBoard,
  setOfferSettings,
} from './offer-board.service';
import { offerLinksJob, sendOfferLinks } from './offer-links';
import { lockedShift } from './offers.queries';
import {
  approveOffer,
  declineOffer,
  startOfferUp,
  takeOffer,
  withdrawOffer,
} from './offers.service';
import { getWaitingList, joinWaitingList, leaveWaitingList, scanOffers } from './waitlist.service';

/**
 * Offers, swaps and waiting lists (issue 25, items 1 and 2). The accept link's two calls
 * need no login: the token (random, stored hashed, its club's only) is the recipient's
 * proof, as a password-reset link is; a login would add a step on a phone for nothing
 * the token does not already prove. Every other call is a member's or an admin's.
 */
export async function offersRoutes(app: FastifyInstance) {
  const ctx = (request: FastifyRequest) => ({
    orgId: request.organisation.id,
    by: request.person.id,
    links: app.config,
  });
  const anonymous = (request: FastifyRequest) => ({
    orgId: request.organisation.id,
    by: null,
    links: app.config,
  });
  const isAdmin = (request: FastifyRequest) => request.person.role === 'admin';
  app.jobs.handle(offerLinksJob, async ({ offerId }, job) => {
    await sendOfferLinks(
      { db: job.db, mail: app.mail, sms: app.sms, links: app.config },
      { orgId: job.organisationId, offerId, key: job.key },
    );
  });
  // Expired offers close and waiting lists move on at the reminders' cadence
  // (REMINDER_SCAN_SECONDS; 0, as in the tests, leaves it to whoever calls scanOffers).
  // Every process runs it: each step is a conditional update, safe to meet twice.
  app.jobs.every('offers-scan', app.config.REMINDER_SCAN_SECONDS * 1000, async () => {
    await scanOffers({ db: app.db, links: app.config });
  });
  const member = { onRequest: app.authenticate };
  const admin = { onRequest: app.requireAdmin };
  registerContract(app, contract.offers, {
    board: {
      hooks: member,
      handler: async ({ request }) => ({
        status: 200,
        body: await getOffersBoard(app.db, {
          orgId: request.organisation.id,
          personId: request.person.id,
          admin: isAdmin(request),
        }),
      }),
    },
    candidates: {
      hooks: member,
      handler: async ({ query, request }) => ({
        status: 200,
        body: await getOfferCandidates(app.db, {
          orgId: request.organisation.id,
          personId: request.person.id,
          admin: isAdmin(request),
          shiftId: query.shift,
        }),
      }),
    },
    createOffer: {
      hooks: member,
      handler: async ({ body, request }) => {
        // An admin offers anyone's shift as its holder would; a member only their own.
        let personId = request.person.id;
        if (isAdmin(request)) {
          const shift = await lockedShift(app.db, request.organisation.id, body.shift, false);
          if (shift?.personId) personId = shift.personId;
        }
        return {
          status: 201,
          body: await startOfferUp(app.db, ctx(request), {
            shiftId: body.shift,
            personId,
            toPersonId: body.to ?? null,
            swapShiftId: body.swap_shift ?? null,
          }),
        };
      },
    },
    withdrawOffer: {
      hooks: member,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await withdrawOffer(app.db, ctx(request), {
          offerId: params.id,
          admin: isAdmin(request),
        }),
      }),
    },
    takeOffer: {
      hooks: member,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await takeOffer(app.db, ctx(request), {
          offerId: params.id,
          takerId: request.person.id,
        }),
      }),
    },
    offerLink: {
      handler: async ({ params, request }) => ({
        status: 200,
        body: await getOfferLink(app.db, anonymous(request), params.token),
      }),
    },
    acceptLink: {
      handler: async ({ params, request }) => ({
        status: 200,
        body: await acceptOfferLink(app.db, anonymous(request), params.token),
      }),
    },
    approveOffer: {
      hooks: admin,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await approveOffer(app.db, ctx(request), { offerId: params.id }),
      }),
    },
    declineOffer: {
      hooks: admin,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await declineOffer(app.db, ctx(request), { offerId: params.id }),
      }),
    },
    offerSettings: {
      hooks: admin,
      handler: async ({ request }) => ({
        status: 200,
        body: await getOfferSettings(app.db, request.organisation.id),
      }),
    },
    setOfferSettings: {
      hooks: admin,
      handler: async ({ body, request }) => ({
        status: 200,
        body: await setOfferSettings(app.db, request.organisation.id, body),
      }),
    },
    waitingList: {
      hooks: admin,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await getWaitingList(app.db, request.organisation.id, params.id),
      }),
    },
    joinWaitingList: {
      hooks: member,
      handler: async ({ params, request }) => ({
        status: 200,
        body: await joinWaitingList(app.db, ctx(request), { shiftId: params.id }),
      }),
    },
    leaveWaitingList: {
      hooks: member,
      handler: async ({ params, request }) => {
        await leaveWaitingList(app.db, ctx(request), { shiftId: params.id });
        return { status: 204, body: undefined };
      },
    },
  });
}
