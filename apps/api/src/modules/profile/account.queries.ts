import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { accounts, passwordResetTokens, people } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

/*
 * The login (account) behind a member: platform-wide rows. The queries that reach other
 * clubs' people run only inside withPlatformScope (account.service.ts says why).
 */

/** The account `accountId`, locked until the transaction ends (its email or password is changing). */
export async function lockAccount(db: Executor, accountId: number) {
  const [account] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return account ?? null;
}

/** Whether another account than `accountId` has `email` (any case). */
export async function otherAccountHasEmail(
  db: Executor,
  opts: { accountId: number; email: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(sql`lower(${accounts.email})`, opts.email), ne(accounts.id, opts.accountId)))
    .limit(1);
  return row !== undefined;
}

/** The clubs the account belongs to (any role or state), in id order. Platform scope. */
export async function clubsOfAccount(db: Executor, accountId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ orgId: people.organisationId })
    .from(people)
    .where(eq(people.accountId, accountId))
    .orderBy(asc(people.organisationId));
  return rows.map((r) => r.orgId);
}

/**
 * The clubs (among `orgIds`) where someone other than the account's own person has
 * `email` (any case). Platform scope; each club is named, so the indexes that lead with
 * the club serve it.
 */
export async function clubsWhereEmailTaken(
  db: Executor,
  opts: { accountId: number; email: string; orgIds: number[] },
): Promise<number[]> {
  const taken: number[] = [];
  for (const orgId of opts.orgIds) {
    const [row] = await db
      .select({ id: people.id })
      .from(people)
      .where(
        and(
          inClub(people, orgId),
          eq(sql`lower(${people.email})`, opts.email),
          or(isNull(people.accountId), ne(people.accountId, opts.accountId)),
        ),
      )
      .limit(1);
    if (row) taken.push(orgId);
  }
  return taken;
}

export async function setAccountEmail(db: Executor, opts: { accountId: number; email: string }) {
  await db
    .update(accounts)
    .set({ email: opts.email, updatedAt: new Date() })
    .where(eq(accounts.id, opts.accountId));
}

/** Every person of the account, in every club, gets its email. Platform scope. */
export async function setPeopleEmailOfAccount(
  db: Executor,
  opts: { accountId: number; email: string },
) {
  await db.update(people).set({ email: opts.email }).where(eq(people.accountId, opts.accountId));
}

/**
 * Ends the account's unused "choose a password" links, in every club: they were mailed to
 * the old address, which must no longer open this login. Platform scope.
 */
export async function expireAccountPasswordLinks(db: Executor, accountId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
}

export async function setAccountPasswordHash(
  db: Executor,
  opts: { accountId: number; passwordHash: string },
) {
  await db
    .update(accounts)
    .set({ passwordHash: opts.passwordHash, updatedAt: new Date() })
    .where(eq(accounts.id, opts.accountId));
}

/** Person `personId` of club `orgId` as now stored. */
export async function findPerson(db: Executor, opts: { orgId: number; personId: number }) {
  const [person] = await db
    .select()
    .from(people)
    .where(and(inClub(people, opts.orgId), eq(people.id, opts.personId)));
  return person ?? null;
}
