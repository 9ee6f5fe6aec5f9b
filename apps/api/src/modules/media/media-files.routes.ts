import type { FastifyInstance } from 'fastify';
import { imageContentType, isMediaPath } from '@/adapters/media/media-paths';
import { notFound } from '@/lib/http-errors';

/**
 * `GET /media/<path>`: the pictures of the club whose host the request came to (avatars,
 * logos), read from `org-<club>/<path>` and nowhere else: another club's object has
 * another prefix, which no path can name (adapters/media/media-paths.ts). A path that is
 * not a media path (`..`, `/etc/x`, `%2e%2e`), is not an image type, or names nothing is a
 * 404, as is an unknown host.
 *
 * Outside the tenant scope on purpose: the tenant plugin resolves the club
 * (`app.resolveTenant`), but no club transaction is opened. A page of avatars is twenty
 * requests; none needs the database beyond the host lookup (cached), and none should hold
 * a pooled connection while it streams.
 *
 * S3 objects are streamed through here rather than redirected to a signed URL: the bucket
 * stays private with no second origin in the pages' content security policy; the answer is
 * cacheable for a year (a signed URL expires, so a redirect to one could not be); a CDN in
 * front of the site caches the bytes like any asset. What it costs: the bytes pass through
 * the API process (an avatar is a few tens of kilobytes).
 */
export async function mediaFilesRoutes(app: FastifyInstance) {
  app.get('/media/*', async (request, reply) => {
    await app.resolveTenant(request);
    const path = (request.params as { '*': string })['*'];
    const contentType = isMediaPath(path) ? imageContentType(path) : undefined;
    if (!contentType) throw notFound();
    const object = await app.media.get(request.organisation.id, path);
    if (!object) throw notFound();
    reply
      .header('content-type', contentType)
      // Random names, never reused: an object never changes, so it is cached for a year.
      .header('cache-control', 'public, max-age=31536000, immutable')
      // mediaRoot names the club's primary domain: a page on its other domains loads from it.
      .header('cross-origin-resource-policy', 'cross-origin')
      // Opened directly, a picture runs nothing, whatever its bytes.
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}
