import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { people, refreshTokens } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  values: { orgId: number; personId: number; tokenHash: string; family: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values({
    organisationId: values.orgId,
    personId: values.personId,
    tokenHash: values.tokenHash,
    family: values.family,
    expiresAt: values.expiresAt,
  });
}

/** Looked up with the club: a token minted for another club's host is simply unknown here. */
export async function findRefreshToken(db: Executor, opts: { orgId: number; tokenHash: string }) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(and(inClub(refreshTokens, opts.orgId), eq(refreshTokens.tokenHash, opts.tokenHash)));
  return row ?? null;
}

/**
 * Marks a token used if nobody has used or revoked it yet; false when another request got
 * there first, so two concurrent uses of one token cannot both rotate.
 */
export async function claimRefreshToken(db: Executor, opts: { orgId: number; id: number }) {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        inClub(refreshTokens, opts.orgId),
        eq(refreshTokens.id, opts.id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Revokes the live refresh tokens of club `orgId` that match `which`, in one statement. */
async function revokeWhere(db: Executor, orgId: number, which: SQL) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(inClub(refreshTokens, orgId), which, isNull(refreshTokens.revokedAt)));
}

export async function revokeFamily(db: Executor, opts: { orgId: number; family: string }) {
  await revokeWhere(db, opts.orgId, eq(refreshTokens.family, opts.family));
}

/** Logout: the presented token's whole family (that one login session) ends. */
export async function revokeFamilyOfToken(
  db: Executor,
  opts: { orgId: number; tokenHash: string },
) {
  const family = db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(and(inClub(refreshTokens, opts.orgId), eq(refreshTokens.tokenHash, opts.tokenHash)));
  await revokeWhere(db, opts.orgId, inArray(refreshTokens.family, family));
}

/** Ends every session of these people of club `orgId` (e.g. when an admin deactivates them). */
export async function revokePeopleTokens(
  db: Executor,
  opts: { orgId: number; personIds: number[] },
) {
  if (opts.personIds.length === 0) return;
  await revokeWhere(db, opts.orgId, inArray(refreshTokens.personId, opts.personIds));
}

/**
 * Ends every session of an account in every club. Deliberately platform-wide: the password
 * belongs to the account, so changing it must log out each of its memberships.
 */
export async function revokeAccountTokens(db: Executor, accountId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .from(people)
    .where(
      and(
        eq(people.accountId, accountId),
        eq(refreshTokens.organisationId, people.organisationId),
        eq(refreshTokens.personId, people.id),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export const refreshTokenExpired = (row: RefreshTokenRow, now = new Date()) =>
  row.expiresAt.getTime() <= now.getTime();
