import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { reusableQuery } from '@/db/reusable-query';
import { accounts, people, refreshTokens } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import type { Person } from '@/modules/people';

/**
 * Access-token revocation. Every access token carries the version of its account it was
 * minted with (claim `tv`); bumping `accounts.token_version` makes every access token of
 * the account stop working on its next request, in every process: the auth plugin reads
 * the current version in the same query that re-reads the person on every request, so
 * there is no cache to go stale and nothing to publish between processes. (A per-process
 * cache with invalidation over Redis was considered: it would save no query, since the
 * person is re-read anyway, and would add a window of staleness and a Redis channel.)
 *
 * Refresh tokens are separate: callers revoke the ones that should end (all of the account
 * on logout-everywhere or a password reset). A single logout does not bump the version
 * (that would end the account's other sessions too): access tokens also name their login
 * session (claim `sid`, the refresh-token family), and a revoked family refuses them.
 */

/**
 * Ends every access token of the account now, in every club. Accounts are platform-wide
 * (no club column), so this needs no club scope. Returns the new version.
 */
export async function bumpTokenVersion(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .update(accounts)
    .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(eq(accounts.id, accountId))
    .returning({ tokenVersion: accounts.tokenVersion });
  return row?.tokenVersion ?? 0;
}

/** The version a new access token of this account is minted with (0 if it has no login). */
export async function currentTokenVersion(db: Executor, accountId: number | null): Promise<number> {
  if (accountId === null) return 0;
  const [row] = await db
    .select({ tokenVersion: accounts.tokenVersion })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.tokenVersion ?? 0;
}

/**
 * What the auth plugin reads on every request, in one query: the person `personId` of club
 * `orgId`, their account's current token version (null for a person without a login: no
 * access token can be valid for them), and whether the login session `sessionId` (the
 * refresh-token family the token was minted in) has been revoked (logout, theft detected,
 * deactivation). Null when there is no such person.
 */
export async function findPersonForToken(
  db: Db,
  opts: { orgId: number; personId: number; sessionId: string | null },
) {
  const [row] = await personForToken(db, opts);
  return row ?? null;
}

/** Built once: it runs on every logged-in request (db/reusable-query.ts). */
const personForToken = reusableQuery<
  { orgId: number; personId: number; sessionId: string | null },
  { person: Person; tokenVersion: number | null; sessionRevoked: boolean }[]
>((db, param) =>
  db
    .select({
      person: people,
      tokenVersion: accounts.tokenVersion,
      // No session (null) matches no family: not revoked.
      sessionRevoked: sql<boolean>`exists (
        select 1 from ${refreshTokens}
        where ${refreshTokens.organisationId} = ${param('orgId')}
          and ${refreshTokens.family} = ${param('sessionId')}
          and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(people)
    .leftJoin(accounts, eq(accounts.id, people.accountId))
    .where(and(inClub(people, param('orgId')), eq(people.id, param('personId')))),
);
