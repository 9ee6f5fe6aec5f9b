import { and, eq } from 'drizzle-orm';
import { people, phoneVerifications } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

export type PhoneVerification = typeof phoneVerifications.$inferSelect;

type PersonRef = { orgId: number; personId: number };

/**
 * The person's verification row, created empty if they have none, locked until the
 * transaction ends: two requests of one person take turns, so the send limit and the
 * count of wrong tries are never read by both before either writes.
 */
export async function lockVerification(db: Executor, ref: PersonRef): Promise<PhoneVerification> {
  await db
    .insert(phoneVerifications)
    .values({ organisationId: ref.orgId, personId: ref.personId })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(
      and(inClub(phoneVerifications, ref.orgId), eq(phoneVerifications.personId, ref.personId)),
    )
    .for('update');
  return row!;
}

/** The person's verification row if they have one, locked until the transaction ends. */
export async function findVerificationLocked(db: Executor, ref: PersonRef) {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(
      and(inClub(phoneVerifications, ref.orgId), eq(phoneVerifications.personId, ref.personId)),
    )
    .for('update');
  return row ?? null;
}

export type VerificationChange = Partial<
  Pick<
    PhoneVerification,
    | 'phone'
    | 'codeHash'
    | 'expiresAt'
    | 'failedTries'
    | 'requestedAt'
    | 'windowStartedAt'
    | 'sendsInWindow'
  >
>;

export async function updateVerification(db: Executor, ref: PersonRef, change: VerificationChange) {
  await db
    .update(phoneVerifications)
    .set(change)
    .where(
      and(inClub(phoneVerifications, ref.orgId), eq(phoneVerifications.personId, ref.personId)),
    );
}

/** A verified phone needs no code: its row (and its counters) go. */
export async function deleteVerification(db: Executor, ref: PersonRef) {
  await db
    .delete(phoneVerifications)
    .where(
      and(inClub(phoneVerifications, ref.orgId), eq(phoneVerifications.personId, ref.personId)),
    );
}

/** Writes the person's phone fields; answers the person as now stored. */
export async function updatePersonPhone(
  db: Executor,
  ref: PersonRef,
  fields: { phone?: string; smsVerified: boolean; smsNotifications: boolean },
) {
  const [person] = await db
    .update(people)
    .set(fields)
    .where(and(inClub(people, ref.orgId), eq(people.id, ref.personId)))
    .returning();
  return person!;
}

/** The person, locked until the transaction ends (their phone is about to change). */
export async function lockPerson(db: Executor, ref: PersonRef) {
  const [person] = await db
    .select()
    .from(people)
    .where(and(inClub(people, ref.orgId), eq(people.id, ref.personId)))
    .for('update');
  return person ?? null;
}
