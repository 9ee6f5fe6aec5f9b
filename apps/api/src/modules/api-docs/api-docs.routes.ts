import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page';

/**
 * The document's builder (and with it @ts-rest/open-api and its zod-to-OpenAPI converter,
 * 1.7 MB of heap imported alone) is loaded on the first request for it, not at start.
 */
const buildDocument = async () => (await import('./openapi-document')).openApiDocument();

/**
 * The API's own description, public and answered whatever the Host (as /api/health):
 * `/api/openapi.json` (OpenAPI 3.1, from the contract) and `/api/docs` (the same as a page
 * for people). Both are built on first use and kept in memory.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  let json: string | undefined;
  let page: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    // Changes only with a deploy: caches may keep it a little while.
    reply.header('cache-control', 'public, max-age=300');
    json ??= JSON.stringify(await buildDocument());
    return reply.type('application/json; charset=utf-8').send(json);
  });
  app.get('/api/docs', async (_request, reply) => {
    page ??= renderDocsPage(await buildDocument());
    reply.header('cache-control', 'public, max-age=300');
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
