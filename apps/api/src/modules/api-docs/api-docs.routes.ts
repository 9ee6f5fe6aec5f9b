import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page';
import { openApiDocument } from './openapi-document';

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
    json ??= JSON.stringify(openApiDocument());
    return reply.type('application/json; charset=utf-8').send(json);
  });
  app.get('/api/docs', async (_request, reply) => {
    page ??= renderDocsPage(openApiDocument());
    reply.header('cache-control', 'public, max-age=300');
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
