import { contract } from '@crewcall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '@/lib/ts-rest';
import { clubSiteUrl, toAuthUser } from '@/modules/auth';
import { type Organisation, toSite } from '@/modules/organisations';
import { acceptImageUploads, readImageUpload } from './image-upload';
import { changeAvatar, changeLogo, type MediaDeps } from './media.service';
import { useMediaCleanup } from './media-cleanup';

/**
 * `POST /api/people/upload_image_self` and `DELETE /api/people/remove_image_self` (the
 * logged-in person's own picture), `POST`/`DELETE /api/organisations/current/logo` (admin).
 * Uploads are multipart (field `file`), parsed in this module's scope only. The answers
 * are what the web app keeps: the auth user (as `GET /api/auth/user`) and the site (as
 * `GET /api/organisations/current/`). Serving the files: media-files.routes.ts.
 */
export async function mediaRoutes(app: FastifyInstance) {
  await acceptImageUploads(app);
  useMediaCleanup(app);
  const deps = (request: FastifyRequest): MediaDeps => ({ db: app.db, media: app.media, request });
  const site = async (organisation: Organisation) => {
    app.organisationCache.forget(organisation.id); // this process answers the new logo at once
    return toSite(organisation, await clubSiteUrl(app.db, organisation.id, app.config));
  };

  registerContract(app, contract.media, {
    uploadAvatar: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ request }) => {
        const upload = await readImageUpload(request);
        const person = await changeAvatar(deps(request), {
          orgId: request.organisation.id,
          personId: request.person.id,
          upload,
        });
        return { status: 200, body: toAuthUser(person) };
      },
    },
    removeAvatar: {
      hooks: { onRequest: app.authenticate },
      handler: async ({ request }) => {
        const person = await changeAvatar(deps(request), {
          orgId: request.organisation.id,
          personId: request.person.id,
          upload: null,
        });
        return { status: 200, body: toAuthUser(person) };
      },
    },
    uploadLogo: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ request }) => {
        const upload = await readImageUpload(request);
        const saved = await changeLogo(deps(request), { orgId: request.organisation.id, upload });
        return { status: 200, body: await site(saved) };
      },
    },
    removeLogo: {
      hooks: { onRequest: app.requireAdmin },
      handler: async ({ request }) => {
        const saved = await changeLogo(deps(request), {
          orgId: request.organisation.id,
          upload: null,
        });
        return { status: 200, body: await site(saved) };
      },
    },
  });
}
