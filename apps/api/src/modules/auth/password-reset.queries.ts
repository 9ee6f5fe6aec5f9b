import { and, eq, gt, isNull } from 'drizzle-orm';
import { accounts, passwordResetTokens } from '@/db/schema';
import type { Executor } from './auth.queries';

export async function insertResetToken(
  db: Executor,
  values: { orgId: number; accountId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values({
    organisationId: values.orgId,
    accountId: values.accountId,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
  });
}

/** An unused, unexpired reset token of club `orgId`, with its account's email. */
export async function findUsableResetToken(
  db: Executor,
  opts: { orgId: number; tokenHash: string; now?: Date },
) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, accountId: accounts.id, email: accounts.email })
    .from(passwordResetTokens)
    .innerJoin(accounts, eq(accounts.id, passwordResetTokens.accountId))
    .where(
      and(
        eq(passwordResetTokens.organisationId, opts.orgId),
        eq(passwordResetTokens.tokenHash, opts.tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, opts.now ?? new Date()),
      ),
    );
  return row ?? null;
}

/**
 * Uses up every outstanding reset link of the account in this club, the presented one
 * included. Returns whether the presented one was still unused, so two concurrent
 * submissions of one link cannot both set a password.
 */
export async function consumeResetTokens(
  db: Executor,
  opts: { orgId: number; accountId: number; tokenId: number },
) {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.organisationId, opts.orgId),
        eq(passwordResetTokens.accountId, opts.accountId),
        isNull(passwordResetTokens.usedAt),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.some((row) => row.id === opts.tokenId);
}
