import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '@/env';
import { embeddable } from './frame-policy';

/**
 * Security headers of every answer (helmet), with the two that depend on the request:
 *
 * - HTTPS only (`Strict-Transport-Security`, CSP `upgrade-insecure-requests`) when the site
 *   is served over https: PUBLIC_SCHEME=https, or the request arrived over https (behind a
 *   trusted proxy, from X-Forwarded-Proto). On plain http they would blank the app: a club
 *   trying Crewcall at http://clubserver:3000 would have every asset upgraded to https.
 *   HSTS leaves out includeSubDomains: a club's domain is the club's, and its other sites
 *   under it are none of our business.
 * - Reading other origins (`connect-src`): https anywhere (other clubs' public calendars), and
 *   http as well when the site itself is served over http.
 * - Framing (`frame-ancestors`): any site may frame the pages the spec embeds (the public
 *   calendar, the kiosk, and a member's pages asked for with `?iframe`; the allow-list is
 *   in frame-policy.ts); every other answer, admin screens and the API included, may be
 *   framed only by the app itself, also said with `X-Frame-Options: SAMEORIGIN` for older
 *   browsers.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { config } = opts;
    // Every answer gets one of four fixed sets of headers (framed by any site or not,
    // https or not), worked out once by helmet here: helmet built per request (as
    // @fastify/helmet does) cost more API CPU than a small route's own work.
    const headerSets = new Map<string, Headers>();
    for (const framedByAny of [false, true]) {
      for (const https of [false, true]) {
        headerSets.set(`${framedByAny}/${https}`, helmetHeaders(config, { framedByAny, https }));
      }
    }
    app.addHook('onRequest', async (request, reply) => {
      const https = servedOverHttps(request, config);
      reply.headers(headerSets.get(`${embeddable(request.url)}/${https}`) as Headers);
    });
  },
  { name: 'security-headers' },
);

type Headers = Record<string, string>;

/** The headers helmet sets for one kind of answer (see the top of this file). */
function helmetHeaders(
  config: Pick<Config, 'ANALYTICS_ORIGIN' | 'PUBLIC_SCHEME'>,
  kind: { framedByAny: boolean; https: boolean },
): Headers {
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet({
    frameguard: kind.framedByAny ? false : { action: 'sameorigin' },
    // No includeSubDomains: a club's domain is the club's, its other sites are its own.
    hsts: kind.https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(config.ANALYTICS_ORIGIN ? [config.ANALYTICS_ORIGIN] : [])],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // Other clubs' public calendars (a club's allowed external calendars) are read by
        // the browser. A site on plain http (a club's LAN server) may read them over http
        // too; over https the browser refuses http anyway (mixed content).
        'connect-src': ["'self'", 'https:', ...(config.PUBLIC_SCHEME === 'https' ? [] : ['http:'])],
        'frame-ancestors': [kind.framedByAny ? '*' : "'self'"],
        'upgrade-insecure-requests': kind.https ? [] : null,
      },
    },
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Whether this request reached us over https, by configuration or by a trusted proxy. */
export function servedOverHttps(request: FastifyRequest, config: Pick<Config, 'PUBLIC_SCHEME'>) {
  // request.protocol believes X-Forwarded-Proto only when TRUST_PROXY is on.
  return config.PUBLIC_SCHEME === 'https' || request.protocol === 'https';
}
