import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import {
  buildClubFeed,
  buildPersonalFeed,
  describeMyFeed,
  describePersonFeed,
  type FeedDeps,
  resetMyFeed,
  revokePersonFeed,
} from './calendar-feeds.service';
import {
  describeExternalCalendars,
  saveHiddenExternalCalendars,
} from './external-calendars.service';

/**
 * Calendar feeds (iCalendar) and the member's external-calendar choices:
 * - `GET /api/events/feed.ics` (public): the club's public events;
 * - `GET /api/calendar-feeds/<secret>.ics` (public, the secret is the key): a member's shifts;
 * - `GET|POST /api/calendar-feeds/mine[/reset]` (member): their feed and a new address;
 * - `GET|DELETE /api/calendar-feeds/people/:id` (admin): whether a person has a feed; end it;
 * - `GET|PUT /api/calendar-feeds/external` (member): hide or show the club's external calendars.
 */
export async function calendarFeedsRoutes(app: FastifyInstance) {
  const deps: FeedDeps = { db: app.db, links: app.config };
  registerContract(app, contract.calendarFeeds, {
    clubFeed: async ({ request, reply }) => {
      // Public data, the same for everyone on this host: shared caches may keep it a while.
      reply.header('cache-control', 'public, max-age=300');
      return { status: 200, body: await buildClubFeed(deps, request.organisation) };
    },
    personalFeed: async ({ params, request, reply }) => {
      // The address is a credential: no shared cache may keep the answer.
      reply.header('cache-control', 'private, no-store');
      reply.header('referrer-policy', 'no-referrer');
      return {
        status: 200,
        body: await buildPersonalFeed(deps, request.organisation, params.feed),
      };
    },
    mine: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ request }) => ({
        status: 200,
        body: await describeMyFeed(app.db, {
          orgId: request.organisation.id,
          personId: request.person.id,
        }),
      }),
    },
    resetMine: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ request, reply }) => {
        reply.header('cache-control', 'no-store');
        return {
          status: 200,
          body: await resetMyFeed(deps, {
            orgId: request.organisation.id,
            personId: request.person.id,
          }),
        };
      },
    },
    personFeed: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ params, request }) => ({
        status: 200,
        body: await describePersonFeed(app.db, {
          orgId: request.organisation.id,
          personId: params.id,
        }),
      }),
    },
    revokePersonFeed: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ params, request }) => ({
        status: 200,
        body: await revokePersonFeed(app.db, {
          orgId: request.organisation.id,
          personId: params.id,
        }),
      }),
    },
    externalCalendars: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ request }) => ({
        status: 200,
        body: describeExternalCalendars(
          request.organisation.allowedExternalCalendars,
          request.person.settings ?? {},
        ),
      }),
    },
    setHiddenExternalCalendars: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await saveHiddenExternalCalendars(app.db, {
          orgId: request.organisation.id,
          personId: request.person.id,
          allowed: request.organisation.allowedExternalCalendars,
          hidden: body.hidden,
        }),
      }),
    },
  });
}
