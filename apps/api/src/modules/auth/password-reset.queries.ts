import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { accounts, passwordResetTokens, people } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

// "Choose a password" links (reset and invitation), stored as the SHA-256 of the token.

export type PasswordLinkPurpose = 'reset' | 'invite';

export async function insertPasswordLink(
  db: Executor,
  values: {
    orgId: number;
    accountId: number | null;
    personId: number;
    purpose: PasswordLinkPurpose;
    tokenHash: string;
    expiresAt: Date;
  },
) {
  await db.insert(passwordResetTokens).values({
    organisationId: values.orgId,
    accountId: values.accountId,
    personId: values.personId,
    purpose: values.purpose,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
  });
}

/**
 * An unused, unexpired link of club `orgId`, with the account it resets (if any) and the
 * person it is for. Links made before person_id existed name only the account.
 */
export async function findUsablePasswordLink(
  db: Executor,
  opts: { orgId: number; tokenHash: string; now?: Date },
) {
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      purpose: passwordResetTokens.purpose,
      accountId: passwordResetTokens.accountId,
      personId: passwordResetTokens.personId,
      accountEmail: accounts.email,
    })
    .from(passwordResetTokens)
    .leftJoin(accounts, eq(accounts.id, passwordResetTokens.accountId))
    .where(
      and(
        inClub(passwordResetTokens, opts.orgId),
        eq(passwordResetTokens.tokenHash, opts.tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, opts.now ?? new Date()),
      ),
    );
  return row ?? null;
}

/**
 * Uses up every outstanding link of this person (or account) in this club, the presented
 * one included. Returns whether the presented one was still unused, so two concurrent
 * submissions of one link cannot both set a password.
 */
export async function consumePasswordLinks(
  db: Executor,
  opts: { orgId: number; personId: number; accountId: number | null; tokenId: number },
) {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        inClub(passwordResetTokens, opts.orgId),
        isNull(passwordResetTokens.usedAt),
        or(
          eq(passwordResetTokens.personId, opts.personId),
          eq(passwordResetTokens.id, opts.tokenId),
          opts.accountId === null ? undefined : eq(passwordResetTokens.accountId, opts.accountId),
        ),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.some((row) => row.id === opts.tokenId);
}

/** Ends the outstanding invitation links of these people (a resend replaces them). */
export async function expireInvitations(
  db: Executor,
  opts: { orgId: number; personIds: number[] },
) {
  if (!opts.personIds.length) return;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        inClub(passwordResetTokens, opts.orgId),
        inArray(passwordResetTokens.personId, opts.personIds),
        eq(passwordResetTokens.purpose, 'invite'),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}

/**
 * Whom a reset request for `email` at club `orgId` is for, in one statement whatever the
 * answer: the person whose login has this email, else a person of the club with this
 * email who has no login yet. Null when neither exists.
 */
export async function findResetRecipient(db: Executor, opts: { orgId: number; email: string }) {
  const email = opts.email.toLowerCase();
  const [row] = await db
    .select({ person: people, account: accounts })
    .from(people)
    .leftJoin(accounts, eq(accounts.id, people.accountId))
    .where(
      and(
        inClub(people, opts.orgId),
        or(
          // by primary key of the login (unique index on lower(email)), not a join scan
          eq(
            people.accountId,
            sql`(select ${accounts.id} from ${accounts} where lower(${accounts.email}) = ${email})`,
          ),
          and(isNull(people.accountId), eq(sql`lower(${people.email})`, email)),
        ),
      ),
    )
    // the login's own person first, then the oldest person without one
    .orderBy(desc(sql`${people.accountId} is not null`), people.id)
    .limit(1);
  return row ?? null;
}

/** Links the login to this person of club `orgId` if they have none yet; null otherwise. */
export async function linkAccountToPerson(
  db: Executor,
  opts: { orgId: number; personId: number; accountId: number },
) {
  const [person] = await db
    .update(people)
    .set({ accountId: opts.accountId })
    .where(and(inClub(people, opts.orgId), eq(people.id, opts.personId), isNull(people.accountId)))
    .returning();
  return person ?? null;
}
