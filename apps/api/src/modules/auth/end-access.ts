import type { Executor } from '@/lib/postgres';
import { deleteFeedsOfAccount, deleteFeedsOfPeople } from '@/modules/calendar-feeds';
import { revokeAccountTokens, revokePeopleTokens } from './refresh-tokens.queries';
import { bumpTokenVersion } from './token-version';

/*
 * Everything that lets a person in without their password ends together: refresh tokens,
 * access tokens (the account's token version) and personal calendar feeds, whose secret
 * address reads their rota without a login. A feed that outlived a deactivation or a
 * password reset kept leaking the rota to whoever held the address.
 */

/**
 * These people of club `orgId` can no longer log in here (deactivated, set back to new):
 * their sessions and feeds in this club end. Their access tokens stop by themselves (the
 * auth plugin re-reads the person on every request).
 */
export async function endPeopleAccess(db: Executor, opts: { orgId: number; personIds: number[] }) {
  await revokePeopleTokens(db, opts);
  await deleteFeedsOfPeople(db, opts);
}

/**
 * Logout everywhere, or a new password: every session, access token and feed of the login
 * ends, in every club. Platform-wide on purpose: run it in the platform scope.
 */
export async function endAccountAccess(db: Executor, accountId: number) {
  await revokeAccountTokens(db, accountId);
  await bumpTokenVersion(db, accountId);
  await deleteFeedsOfAccount(db, accountId);
}
