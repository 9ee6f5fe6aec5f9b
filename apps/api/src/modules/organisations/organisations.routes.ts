import { contract } from '@crewcall/contract';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { clubSiteUrl } from '@/modules/auth';
import { logoFromSettings, useMediaCleanup } from '@/modules/media';
import { updateOrganisation } from './organisations.service';
import { toSite } from './site';

export async function organisationsRoutes(app: FastifyInstance) {
  /**
   * The club's address for `url` and `mediaRoot`: its primary domain, PUBLIC_SCHEME and
   * the configured port, as in its mails (never the request's Host, which any client
   * writes: `Host: club:abc` still reaches the club on a port-less match).
   */
  const siteUrlOf = (orgId: number) => clubSiteUrl(app.db, orgId, app.config);
  // A save that replaces an uploaded logo by an address deletes the file once it commits.
  useMediaCleanup(app);
  registerContract(app, contract.organisations, {
    current: async ({ request }) => ({
      status: 200,
      body: toSite(request.organisation, await siteUrlOf(request.organisation.id)),
    }),
    update: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ body, request }) => {
        const orgId = request.organisation.id;
        const logo =
          body.logo === undefined
            ? undefined
            : await logoFromSettings(
                { db: app.db, media: app.media, request },
                { orgId, logo: body.logo, mediaRoot: `${await siteUrlOf(orgId)}/media/` },
              );
        const updated = await updateOrganisation(app.db, { orgId, changes: { ...body, logo } });
        app.organisationCache.forget(updated.id);
        return { status: 200, body: toSite(updated, await siteUrlOf(updated.id)) };
      },
    },
  });
}
