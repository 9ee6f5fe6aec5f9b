import { randomBytes } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { StartupError } from '@/bootstrap/startup-error';
import type { Config } from '@/env';
import { forbidden, unauthorized } from '@/lib/http-errors';
import { bindToRequestLog } from '@/lib/log-bindings';
import { findPersonForToken, authMessages as m } from '@/modules/auth';
import { accessRefusal, type Person } from '@/modules/people';

/**
 * Access tokens and the guards every protected route uses:
 *
 *   registerContract(app, contract.x, {
 *     mine: { hooks: { onRequest: app.authenticate }, handler: ... },   // any logged-in person
 *     admin: { hooks: { onRequest: app.requireAdmin }, handler: ... },  // admins only
 *   });
 *
 * or for a whole module: `app.addHook('onRequest', app.authenticate)`. Handlers then read
 * `request.person` (the `people` row, re-read on every request).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** 401 unless the bearer token is valid for this club and its person may use the app. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** authenticate, then 403 unless the person is an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** A signed access token (JWT) for the person in a login session; see AccessClaims. */
    signAccessToken: (
      person: Pick<Person, 'id' | 'organisationId'>,
      session: TokenSession,
    ) => string;
  }
  interface FastifyRequest {
    /** The logged-in person; set by `app.authenticate`, absent on public routes. */
    person: Person;
  }
}

/**
 * What an access token carries: the person (sub), their club (org), its kind, the token
 * version of the account it was minted at (tv: a bump revokes it, see token-version.ts)
 * and the login session it belongs to (sid: the refresh-token family; logout revokes it).
 */
type AccessClaims = { sub: string; org: number; typ: 'access'; tv: number; sid?: string };

/** The account's current token version, and the login session (refresh family) if any. */
export type TokenSession = { tokenVersion: number; sessionId?: string };

export default fp(
  async function authPlugin(app: FastifyInstance) {
    const { config } = app;
    await app.register(jwt, {
      secret: resolveJwtSecret(config, (message) => app.log.warn(message)),
      sign: { algorithm: 'HS256', expiresIn: config.ACCESS_TOKEN_TTL_SECONDS }, // seconds
      // Pin the algorithm: a token may not choose how it is checked.
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('person', null as unknown as Person);

    app.decorate(
      'signAccessToken',
      (person: Pick<Person, 'id' | 'organisationId'>, session: TokenSession) => {
        const claims: AccessClaims = {
          sub: String(person.id),
          org: person.organisationId,
          typ: 'access',
          tv: session.tokenVersion,
          ...(session.sessionId ? { sid: session.sessionId } : {}),
        };
        return app.jwt.sign(claims);
      },
    );

    const authenticate = async (request: FastifyRequest) => {
      if (!request.organisation) throw new Error('authenticate used outside a tenant scope');
      const claims = verifyAccessToken(app, request.headers.authorization);
      if (claims.org !== request.organisation.id) {
        throw unauthorized(m.WRONG_ORGANISATION, 'wrong_organisation');
      }
      // Re-read on every request, with the account's token version and the session's state,
      // in one query: a deactivated, demoted or logged-out person is refused at once, in
      // every process, with no cache to go stale.
      const found = await findPersonForToken(app.db, {
        orgId: request.organisation.id,
        personId: Number(claims.sub),
        sessionId: claims.sid ?? null,
      });
      if (!found) throw unauthorized(m.USER_NOT_FOUND, 'token_not_valid');
      const { person } = found;
      if (accessRefusal(person)) throw unauthorized(m.USER_INACTIVE, 'user_inactive');
      if (found.tokenVersion !== claims.tv || found.sessionRevoked) {
        throw unauthorized(TOKEN_REVOKED, 'token_revoked');
      }
      request.person = person;
      bindToRequestLog(request, { person: person.id });
    };
    app.decorate('authenticate', authenticate);

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.person) await authenticate(request);
      if (request.person.role !== 'admin') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db', 'tenant'] },
);

/** A logout, logout-everywhere or password reset ended the session this token belongs to. */
const TOKEN_REVOKED = 'Token has been revoked';

/** The claims of a valid access token in an `Authorization: Bearer …` header, or a 401. */
function verifyAccessToken(app: FastifyInstance, header: string | undefined): AccessClaims {
  if (!header) throw unauthorized(m.NO_CREDENTIALS);
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme.toLowerCase() !== 'bearer' || !token || rest.length) {
    throw unauthorized(m.TOKEN_NOT_VALID, 'token_not_valid');
  }
  let claims: Partial<AccessClaims>;
  try {
    claims = app.jwt.verify<Partial<AccessClaims>>(token);
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
    throw expired
      ? unauthorized(m.TOKEN_EXPIRED, 'token_expired')
      : unauthorized(m.TOKEN_NOT_VALID, 'token_not_valid');
  }
  // A validly signed token of another kind, or from a future format, is still not ours.
  if (
    claims.typ !== 'access' ||
    !/^\d+$/.test(claims.sub ?? '') ||
    !Number.isInteger(claims.org) ||
    (claims.sid !== undefined && typeof claims.sid !== 'string')
  ) {
    throw unauthorized(m.TOKEN_NOT_VALID, 'token_not_valid');
  }
  // Minted before tokens carried a version: as good as expired, so the web client trades
  // its refresh token for a current one instead of logging the person out.
  if (!Number.isInteger(claims.tv)) throw unauthorized(m.TOKEN_EXPIRED, 'token_expired');
  return claims as AccessClaims;
}

/**
 * JWT_SECRET signs every access token. Production must set it (tokens would otherwise
 * die with each restart, and differ between processes); elsewhere a random one will do.
 */
export function resolveJwtSecret(
  config: Pick<Config, 'JWT_SECRET' | 'NODE_ENV'>,
  warn: (message: string) => void,
): string {
  const { JWT_SECRET, NODE_ENV } = config;
  if (JWT_SECRET) {
    if (NODE_ENV === 'production' && JWT_SECRET.length < 32) {
      throw new StartupError('JWT_SECRET must be at least 32 characters long in production.');
    }
    return JWT_SECRET;
  }
  if (NODE_ENV === 'production') {
    throw new StartupError(
      'JWT_SECRET is required in production (e.g. `openssl rand -base64 48`).',
    );
  }
  if (NODE_ENV !== 'test') {
    warn('JWT_SECRET is not set: using a random one; logins end when the server restarts.');
  }
  return randomBytes(48).toString('base64url');
}
