import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { people } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import type { Person } from './person';

/** These people of club `orgId`, locked until the transaction ends (ids of other clubs: absent). */
export async function lockPeople(db: Executor, opts: { orgId: number; ids: number[] }) {
  return db
    .select()
    .from(people)
    .where(and(inClub(people, opts.orgId), inArray(people.id, opts.ids)))
    .for('update');
}

export type PersonFields = Pick<
  Person,
  'id' | 'name' | 'email' | 'phone' | 'role' | 'isActive' | 'invitedAt'
>;

/** Writes each person's fields in one statement (UPDATE … FROM VALUES), never one per row. */
export async function updatePeopleFields(
  db: Executor,
  opts: { orgId: number; rows: PersonFields[] },
) {
  const values = sql.join(
    opts.rows.map(
      (r) =>
        sql`(${r.id}::integer, ${r.name}::text, ${r.email}::text, ${r.phone}::text, ${r.role}::person_role, ${r.isActive}::boolean, ${r.invitedAt?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  return db
    .update(people)
    .set({
      name: sql`v.name`,
      email: sql`v.email`,
      phone: sql`v.phone`,
      role: sql`v.role`,
      isActive: sql`v.is_active`,
      invitedAt: sql`v.invited_at`,
    })
    .from(sql`(values ${values}) as v(id, name, email, phone, role, is_active, invited_at)`)
    .where(and(inClub(people, opts.orgId), eq(people.id, sql`v.id`)))
    .returning(getTableColumns(people));
}

/** These people of club `orgId` were invited just now (one statement). */
export async function markInvited(db: Executor, opts: { orgId: number; ids: number[] }) {
  await db
    .update(people)
    .set({ invitedAt: new Date() })
    .where(and(inClub(people, opts.orgId), inArray(people.id, opts.ids)));
}

/**
 * One writer of a club's people's emails at a time (adding, importing, changing an email),
 * until the transaction ends: two of them must not both find an email free and both use it.
 */
export async function lockClubEmails(db: Executor, orgId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('crewcall.people-emails'), ${orgId})`);
}

/** Who of club `orgId` has one of these emails (lower-cased), any case: id and lower email. */
export async function findEmailOwners(db: Executor, opts: { orgId: number; emails: string[] }) {
  if (!opts.emails.length) return [];
  const lowerEmail = sql<string>`lower(${people.email})`;
  return db
    .select({ id: people.id, email: lowerEmail })
    .from(people)
    .where(and(inClub(people, opts.orgId), inArray(lowerEmail, opts.emails)));
}

export type NewPerson = Pick<Person, 'name' | 'email' | 'phone' | 'role' | 'isActive'>;

/** Adds one person of club `orgId` without a login (they get one by invitation). */
export async function insertPerson(db: Executor, opts: { orgId: number; person: NewPerson }) {
  const [row] = await db
    .insert(people)
    .values({ organisationId: opts.orgId, accountId: null, ...opts.person })
    .returning();
  return row!;
}
