import { and, eq, sql } from 'drizzle-orm';
import { accounts, people } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

export type Account = typeof accounts.$inferSelect;

const byEmail = (email: string) => eq(sql`lower(${accounts.email})`, email.toLowerCase());

/** The person `personId` of club `orgId`, or null (a token's subject, re-read per request). */
export async function findPersonById(db: Executor, opts: { orgId: number; personId: number }) {
  const [person] = await db
    .select()
    .from(people)
    .where(and(inClub(people, opts.orgId), eq(people.id, opts.personId)));
  return person ?? null;
}

/**
 * The platform-wide account of an email, with its person in club `orgId` if it has one.
 * Accounts have no club: the email lookup is platform-wide by design; the person is not.
 */
export async function findAccountWithMembership(
  db: Executor,
  opts: { orgId: number; email: string },
) {
  const [row] = await db
    .select({ account: accounts, person: people })
    .from(accounts)
    .leftJoin(people, and(eq(people.accountId, accounts.id), inClub(people, opts.orgId)))
    .where(byEmail(opts.email))
    .limit(1);
  return row ?? null;
}

/** Club `orgId`'s person with this email who has no login (added by an admin), or null. */
export async function findPersonWithoutAccount(
  db: Executor,
  opts: { orgId: number; email: string },
) {
  const [row] = await db
    .select()
    .from(people)
    .where(
      and(
        inClub(people, opts.orgId),
        eq(sql`lower(${people.email})`, opts.email.toLowerCase()),
        sql`${people.accountId} is null`,
      ),
    )
    .orderBy(people.id)
    .limit(1);
  return row ?? null;
}

export async function insertAccount(db: Executor, values: { email: string; passwordHash: string }) {
  const [account] = await db.insert(accounts).values(values).returning();
  return account;
}

/** A membership of club `orgId`: pending (role new, inactive) until an admin activates it. */
export async function insertPendingPerson(
  db: Executor,
  values: { orgId: number; accountId: number; email: string; name: string; phone: string },
) {
  const [person] = await db
    .insert(people)
    .values({
      organisationId: values.orgId,
      accountId: values.accountId,
      email: values.email,
      name: values.name,
      phone: values.phone,
      role: 'new',
      isActive: false,
    })
    .returning();
  return person;
}

export async function setAccountPassword(
  db: Executor,
  opts: { accountId: number; passwordHash: string },
) {
  await db
    .update(accounts)
    .set({ passwordHash: opts.passwordHash, updatedAt: new Date() })
    .where(eq(accounts.id, opts.accountId));
}

/** The person of account `accountId` in club `orgId`, or null. */
export async function findPersonByAccount(
  db: Executor,
  opts: { orgId: number; accountId: number },
) {
  const [person] = await db
    .select()
    .from(people)
    .where(and(inClub(people, opts.orgId), eq(people.accountId, opts.accountId)));
  return person ?? null;
}
