import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectionRegistry } from '@/modules/collection-registry';
import { firstApiSegment, unknownCollectionName } from '@/modules/collections-engine';

/**
 * Serves the built web app on the API's port: hashed assets cached for a year, and
 * index.html for every other browser path so the client router can take over.
 * API paths never fall back to the app: an unknown `/api/...` is a JSON 404.
 *
 * Source maps are built hidden (no reference from the scripts: vite.config.ts) and are not
 * served in production either: they would hand out the app's source. They stay in dist for
 * an error service to symbolicate stack traces.
 */
export default fp(
  async function webAppPlugin(
    app: FastifyInstance,
    opts: { webDist: string; routeUrls: string[] },
  ) {
    const { routeUrls } = opts;
    const indexPath = path.join(opts.webDist, 'index.html');
    const hasWebApp = fs.existsSync(indexPath);
    if (!hasWebApp) app.log.warn(`No built web app at ${opts.webDist}: serving the API only.`);
    else {
      if (app.config.NODE_ENV === 'production') {
        app.addHook('onRequest', async (request, reply) => {
          if (isSourceMap(request.url)) return reply.status(404).send({ detail: 'Not found.' });
        });
      }
      await app.register(fastifyStatic, {
        root: opts.webDist,
        wildcard: false,
        index: false,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    // Every route registered so far (this plugin comes last): which /api names are ours.
    const knownSegments = new Set<string>();
    for (const route of routeUrls) {
      const segment = firstApiSegment(route);
      if (segment) knownSegments.add(segment);
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      const unknownCollection = isApi
        ? unknownCollectionName(request.url, knownSegments, collectionRegistry)
        : null;
      if (unknownCollection) {
        return reply
          .status(400)
          .send({ collection: [`Unknown collection '${unknownCollection}'.`] });
      }
      if (!isApi && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ detail: 'Not found.' });
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);

/** A request for a source map (`/assets/index-abc123.js.map`, with or without a query). */
export const isSourceMap = (url: string) => /\.map$/i.test(url.split(/[?#]/, 1)[0]);
