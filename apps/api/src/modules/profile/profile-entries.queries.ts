import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { people, profileEntries, profileFields } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

export type ProfileFieldRow = typeof profileFields.$inferSelect;
export type ProfileEntryRow = typeof profileEntries.$inferSelect;

/** The club's profile fields in display order (order, then name); `visibleOnly`: members' view. */
export async function clubProfileFields(
  db: Executor,
  opts: { orgId: number; visibleOnly: boolean },
): Promise<ProfileFieldRow[]> {
  const where: SQL[] = [inClub(profileFields, opts.orgId)];
  if (opts.visibleOnly) where.push(eq(profileFields.userVisible, true));
  return db
    .select()
    .from(profileFields)
    .where(and(...where))
    .orderBy(
      asc(profileFields.order),
      asc(sql`lower(${profileFields.displayName})`),
      asc(profileFields.id),
    );
}

/** Person `personId`'s entries of club `orgId` (of these fields only, when given). */
export async function personEntries(
  db: Executor,
  opts: { orgId: number; personId: number; fieldIds?: number[] },
): Promise<ProfileEntryRow[]> {
  if (opts.fieldIds && !opts.fieldIds.length) return [];
  const where: SQL[] = [
    inClub(profileEntries, opts.orgId),
    eq(profileEntries.personId, opts.personId),
  ];
  if (opts.fieldIds) where.push(inArray(profileEntries.entryType, opts.fieldIds));
  return db
    .select()
    .from(profileEntries)
    .where(and(...where))
    .orderBy(asc(profileEntries.id));
}

/** Whether club `orgId` has person `personId`. */
export async function personInClub(db: Executor, opts: { orgId: number; personId: number }) {
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(inClub(people, opts.orgId), eq(people.id, opts.personId)));
  return row !== undefined;
}

/** Entry `id` of club `orgId`, locked until the transaction ends, or null. */
export async function lockEntry(db: Executor, opts: { orgId: number; id: number }) {
  const [row] = await db
    .select()
    .from(profileEntries)
    .where(and(inClub(profileEntries, opts.orgId), eq(profileEntries.id, opts.id)))
    .for('update');
  return row ?? null;
}

/** Locks the person's entries (a save reads them, then writes). */
export async function lockPersonEntries(db: Executor, opts: { orgId: number; personId: number }) {
  return db
    .select()
    .from(profileEntries)
    .where(and(inClub(profileEntries, opts.orgId), eq(profileEntries.personId, opts.personId)))
    .for('update');
}

export async function insertEntry(
  db: Executor,
  opts: { orgId: number; personId: number; entryType: number; value: string },
) {
  await db
    .insert(profileEntries)
    .values({
      organisationId: opts.orgId,
      personId: opts.personId,
      entryType: opts.entryType,
      value: opts.value,
    })
    // a concurrent save created it a moment ago: this value wins, as an update would
    .onConflictDoUpdate({
      target: [profileEntries.organisationId, profileEntries.personId, profileEntries.entryType],
      set: { value: opts.value },
    });
}

export async function updateEntryValue(
  db: Executor,
  opts: { orgId: number; id: number; value: string },
) {
  await db
    .update(profileEntries)
    .set({ value: opts.value })
    .where(and(inClub(profileEntries, opts.orgId), eq(profileEntries.id, opts.id)));
}

export async function deleteEntry(db: Executor, opts: { orgId: number; id: number }) {
  await db
    .delete(profileEntries)
    .where(and(inClub(profileEntries, opts.orgId), eq(profileEntries.id, opts.id)));
}
