import { and, inArray, sql } from 'drizzle-orm';
import { people, profileEntries, profileFields } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters per statement. */
const INSERT_CHUNK = 5000;

/** Which of these profile field ids belong to club `orgId` (another club's ids: absent). */
export async function findProfileFieldIds(db: Executor, opts: { orgId: number; ids: number[] }) {
  if (!opts.ids.length) return new Set<number>();
  const rows = await db
    .select({ id: profileFields.id })
    .from(profileFields)
    .where(and(inClub(profileFields, opts.orgId), inArray(profileFields.id, opts.ids)));
  return new Set(rows.map((r) => r.id));
}

/** The lower-cased emails among `emails` that already belong to a person of club `orgId`. */
export async function findMemberEmails(db: Executor, opts: { orgId: number; emails: string[] }) {
  if (!opts.emails.length) return new Set<string>();
  const lowerEmail = sql<string>`lower(${people.email})`;
  const rows = await db
    .select({ email: lowerEmail })
    .from(people)
    .where(and(inClub(people, opts.orgId), inArray(lowerEmail, opts.emails)));
  return new Set(rows.map((r) => r.email));
}

export type NewMember = { name: string; email: string; phone: string };

/**
 * Adds active volunteers without a login (they get one by invitation) in one multi-row
 * INSERT. Returns each new id with its email.
 */
export async function insertMembers(db: Executor, opts: { orgId: number; members: NewMember[] }) {
  const created: { id: number; email: string }[] = [];
  for (let i = 0; i < opts.members.length; i += INSERT_CHUNK) {
    const rows = await db
      .insert(people)
      .values(
        opts.members.slice(i, i + INSERT_CHUNK).map((m) => ({
          organisationId: opts.orgId,
          accountId: null,
          name: m.name,
          email: m.email,
          phone: m.phone,
          role: 'user' as const,
          isActive: true,
        })),
      )
      .returning({ id: people.id, email: people.email });
    created.push(...rows);
  }
  return created;
}

export type NewProfileEntry = { personId: number; fieldId: number; value: string };

/** The imported profile values in multi-row INSERTs (never one statement per value). */
export async function insertProfileEntries(
  db: Executor,
  opts: { orgId: number; entries: NewProfileEntry[] },
) {
  for (let i = 0; i < opts.entries.length; i += INSERT_CHUNK) {
    await db.insert(profileEntries).values(
      opts.entries.slice(i, i + INSERT_CHUNK).map((e) => ({
        organisationId: opts.orgId,
        personId: e.personId,
        entryType: e.fieldId,
        value: e.value,
      })),
    );
  }
}
