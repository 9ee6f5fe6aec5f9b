import type { TokenPair } from '@crewcall/contract';
import { unauthorized } from '@/lib/http-errors';
import { randomSecret, sha256 } from '@/lib/secrets';
import { accessRefusal, type Person } from '@/modules/people/person';
import { type Executor, findPersonById } from './auth.queries';
import * as m from './auth-messages';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  refreshTokenExpired,
  revokeFamily,
  revokeFamilyOfToken,
} from './refresh-tokens.queries';

/** What minting tokens needs: the database, the JWT signer and the refresh lifetime. */
export type SessionDeps = {
  db: Executor;
  signAccessToken: (person: Pick<Person, 'id' | 'organisationId'>) => string;
  refreshTtlMs: number;
};

const notValid = () => unauthorized(m.REFRESH_NOT_VALID, 'token_not_valid');

/** Stores a refresh token (hashed) in `family` and returns the pair the client keeps. */
async function mintPair(
  deps: SessionDeps,
  person: Pick<Person, 'id' | 'organisationId'>,
  family: string,
): Promise<TokenPair> {
  const refresh = randomSecret(32);
  await insertRefreshToken(deps.db, {
    orgId: person.organisationId,
    personId: person.id,
    tokenHash: sha256(refresh),
    family,
    expiresAt: new Date(Date.now() + deps.refreshTtlMs),
  });
  return { access: deps.signAccessToken(person), refresh };
}

/** A new login session: a fresh refresh-token family. */
export function startSession(deps: SessionDeps, person: Pick<Person, 'id' | 'organisationId'>) {
  return mintPair(deps, person, randomSecret(16));
}

/**
 * Trades a refresh token for a new pair; the presented one is used up. A token that was
 * already used or revoked means two parties hold the session (one of them stole it): the
 * whole family is revoked, and both must log in again.
 */
export async function rotateSession(
  deps: SessionDeps,
  opts: { orgId: number; refresh: string },
): Promise<TokenPair> {
  const row = await findRefreshToken(deps.db, {
    orgId: opts.orgId,
    tokenHash: sha256(opts.refresh),
  });
  if (!row) throw notValid();
  if (row.usedAt || row.revokedAt) {
    await revokeFamily(deps.db, { orgId: opts.orgId, family: row.family });
    throw notValid();
  }
  if (refreshTokenExpired(row)) throw notValid();

  const person = await findPersonById(deps.db, { orgId: opts.orgId, personId: row.personId });
  if (!person) throw notValid();
  if (accessRefusal(person)) throw unauthorized(m.USER_INACTIVE, 'user_inactive');

  // Lost a race with a concurrent use of the same token: that is reuse too.
  if (!(await claimRefreshToken(deps.db, { orgId: opts.orgId, id: row.id }))) {
    await revokeFamily(deps.db, { orgId: opts.orgId, family: row.family });
    throw notValid();
  }
  return mintPair(deps, person, row.family);
}

/** Logout: ends the session the refresh token belongs to. Unknown tokens are ignored. */
export async function endSession(db: Executor, opts: { orgId: number; refresh: string }) {
  await revokeFamilyOfToken(db, { orgId: opts.orgId, tokenHash: sha256(opts.refresh) });
}
