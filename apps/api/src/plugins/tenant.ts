import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/env';
import { notFound } from '@/lib/http-errors';
import { bindToRequestLog } from '@/lib/log-bindings';
import {
  findOrganisationByHost,
  type Organisation,
  OrganisationCache,
  resolveRequestHost,
} from '@/modules/organisations';
import { embeddedAnswers } from './embedded-answers';
import { useClubTransaction } from './club-transaction';

declare module 'fastify' {
  interface FastifyRequest {
    /** The club this request is for; set on every tenant route (the hook 404s otherwise). */
    organisation: Organisation;
  }
}

export const SITE_NOT_FOUND = 'Site not found. This domain has not been configured.';

/**
 * Resolves the club from the Host header on every request of the scope it is registered in.
 * Register tenant modules inside `withTenant` so none can forget it.
 */
export default fp(
  async function tenantPlugin(app: FastifyInstance, opts: { config: Config }) {
    app.decorateRequest('organisation', null as unknown as Organisation);
    const cache = new OrganisationCache();
    app.decorate('organisationCache', cache);

    app.decorate('resolveTenant', async (request: FastifyRequest) => {
      const host = resolveRequestHost({
        host: request.headers.host,
        forwardedHost: request.headers['x-forwarded-host'],
        trustProxy: opts.config.TRUST_PROXY,
      });
      let organisation = host ? cache.get(host) : undefined;
      if (host && !organisation) {
        organisation = (await findOrganisationByHost(app.db, host)) ?? undefined;
        if (organisation) cache.set(host, organisation);
      }
      if (!organisation) throw notFound(SITE_NOT_FOUND);
      request.organisation = organisation;
      bindToRequestLog(request, { org: organisation.id });
    });
  },
  { name: 'tenant', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    resolveTenant: (request: FastifyRequest) => Promise<void>;
    /** Drop a club from it after changing the club, so this process answers fresh at once. */
    organisationCache: OrganisationCache;
  }
}

/** Registers `routes` in a scope where every request is resolved to a club first. */
export function withTenant(routes: (scope: FastifyInstance) => Promise<void> | void) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request) => scope.resolveTenant(request));
    // The embedded database's kept answers: looked up before the club transaction opens
    // (a kept answer needs none), kept after it committed.
    // (A scope built without the app's config, as the request-path probes are, keeps them.)
    const generation = scope.database.writeGeneration;
    const turnedOff = scope.config?.EMBEDDED_ANSWERS === false;
    const answers = generation && !turnedOff ? embeddedAnswers({ generation }) : null;
    if (answers) scope.addHook('onRequest', answers.serveKept);
    useClubTransaction(scope);
    if (answers) {
      scope.addHook('onSend', answers.keep);
      scope.addHook('onResponse', answers.forget);
      scope.addHook('onRequestAbort', answers.forget);
    }
    await routes(scope);
  };
}
