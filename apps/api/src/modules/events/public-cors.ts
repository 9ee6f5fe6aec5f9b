import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * CORS for the public calendar only: other clubs' sites read it from their own origin.
 * Any origin, read-only, never credentials (no `allow-credentials`, so a browser sends
 * no cookies and no token). The rest of the API sends no CORS headers at all.
 */
export async function allowAnyOrigin(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*');
  // helmet's same-origin default concerns no-cors loads; say plainly others may read it.
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/** Headers a preflight may ask for (a plain GET needs none; the list is the safe set). */
const ALLOWED_HEADERS = 'accept, accept-language, content-language, content-type';

/** Answers the browser's preflight (OPTIONS) for `url`: GET from any origin. */
export function answerPreflight(app: FastifyInstance, url: string) {
  app.options(url, { onRequest: allowAnyOrigin }, async (_request, reply) => {
    reply
      .header('access-control-allow-methods', 'GET, OPTIONS')
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', '86400')
      .code(204)
      .send();
  });
}
