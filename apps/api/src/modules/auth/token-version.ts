import { and, eq, sql } from 'drizzle-orm';
import { accounts, people } from '@/db/schema';
import type { Executor } from './auth.queries';

/**
 * Access-token revocation. Every access token carries the version of its account it was
 * minted with (claim `tv`); bumping `accounts.token_version` makes every access token of
 * the account stop working on its next request, in every process: the auth plugin reads
 * the current version in the same query that re-reads the person on every request, so
 * there is no cache to go stale and nothing to publish between processes.
 *
 * Refresh tokens are separate: callers revoke the ones that should end (one family on
 * logout, all of the account on logout-everywhere or a password reset). A session whose
 * refresh token is still valid simply gets a new access token at the new version.
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
export async function currentTokenVersion(
  db: Executor,
  accountId: number | null,
): Promise<number> {
  if (accountId === null) return 0;
  const [row] = await db
    .select({ tokenVersion: accounts.tokenVersion })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.tokenVersion ?? 0;
}

/**
 * The person `personId` of club `orgId` with their account's current token version, or
 * null: what the auth plugin reads on every request (one query, joined by primary key).
 * A person without a login has version null: no access token can be valid for them.
 */
export async function findPersonWithTokenVersion(
  db: Executor,
  opts: { orgId: number; personId: number },
) {
  const [row] = await db
    .select({ person: people, tokenVersion: accounts.tokenVersion })
    .from(people)
    .leftJoin(accounts, eq(accounts.id, people.accountId))
    .where(and(eq(people.organisationId, opts.orgId), eq(people.id, opts.personId)));
  return row ?? null;
}
