import type { TokenPair } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { unauthorized } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { randomSecret, sha256 } from '@/lib/secrets';
import { accessRefusal, type Person } from '@/modules/people';
import type { TokenSession } from '@/plugins/auth';
import * as m from './auth-messages';
import { endAccountAccess } from './end-access';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  refreshTokenExpired,
  revokeFamily,
  revokeFamilyOfToken,
} from './refresh-tokens.queries';
import { currentTokenVersion, findPersonForToken } from './token-version';

/** What minting tokens needs: the database, the JWT signer and the refresh lifetime. */
export type SessionDeps = {
  db: Executor;
  signAccessToken: (person: Pick<Person, 'id' | 'organisationId'>, session: TokenSession) => string;
  refreshTtlMs: number;
};

const notValid = () => unauthorized(m.REFRESH_NOT_VALID, 'token_not_valid');

/**
 * Stores a refresh token (hashed) in `family` and returns the pair the client keeps. The
 * access token names the family (its session) and the account's current token version.
 */
async function mintPair(
  deps: SessionDeps,
  person: Pick<Person, 'id' | 'organisationId'>,
  session: { family: string; tokenVersion: number },
): Promise<TokenPair> {
  const { family } = session;
  const refresh = randomSecret(32);
  await insertRefreshToken(deps.db, {
    orgId: person.organisationId,
    personId: person.id,
    tokenHash: sha256(refresh),
    family,
    expiresAt: new Date(Date.now() + deps.refreshTtlMs),
  });
  const access = deps.signAccessToken(person, {
    tokenVersion: session.tokenVersion,
    sessionId: family,
  });
  return { access, refresh };
}

/** A new login session: a fresh refresh-token family. */
export async function startSession(
  deps: SessionDeps,
  person: Pick<Person, 'id' | 'organisationId' | 'accountId'>,
) {
  const tokenVersion = await currentTokenVersion(deps.db, person.accountId);
  return mintPair(deps, person, { family: randomSecret(16), tokenVersion });
}

/**
 * Trades a refresh token for a new pair; the presented one is used up. A token that was
 * already used or revoked means two parties hold the session (one of them stole it): the
 * whole family is revoked, and both must log in again.
 */
export async function rotateSession(
  deps: SessionDeps,
  opts: {
    orgId: number;
    refresh: string;
    /** Keeps the revocation of a reused family although the answer is a 401 (rolled back). */
    keepChangesOnError?: () => void;
  },
): Promise<TokenPair> {
  const row = await findRefreshToken(deps.db, {
    orgId: opts.orgId,
    tokenHash: sha256(opts.refresh),
  });
  if (!row) throw notValid();
  const reused = async () => {
    opts.keepChangesOnError?.();
    await revokeFamily(deps.db, { orgId: opts.orgId, family: row.family });
    return notValid();
  };
  if (row.usedAt || row.revokedAt) throw await reused();
  if (refreshTokenExpired(row)) throw notValid();

  const found = await findPersonForToken(deps.db, {
    orgId: opts.orgId,
    personId: row.personId,
    sessionId: null,
  });
  if (!found) throw notValid();
  if (accessRefusal(found.person)) throw unauthorized(m.USER_INACTIVE, 'user_inactive');

  // Lost a race with a concurrent use of the same token: that is reuse too.
  if (!(await claimRefreshToken(deps.db, { orgId: opts.orgId, id: row.id }))) throw await reused();
  return mintPair(deps, found.person, {
    family: row.family,
    tokenVersion: found.tokenVersion ?? 0,
  });
}

/**
 * Logout: ends the session the refresh token belongs to, and with it that session's access
 * tokens (they name their family). Unknown tokens are ignored.
 */
export async function endSession(db: Executor, opts: { orgId: number; refresh: string }) {
  await revokeFamilyOfToken(db, { orgId: opts.orgId, tokenHash: sha256(opts.refresh) });
}

/**
 * Logout everywhere: every refresh token of the account in every club is revoked, the
 * token version bumped so every access token stops at once, and its calendar feeds end. Deliberately platform-wide:
 * only the account's owner asks for it, with a valid access token of their own.
 */
export async function endAllSessions(db: Db, accountId: number) {
  await withPlatformScope(db, (tx) => endAccountAccess(tx, accountId));
}
