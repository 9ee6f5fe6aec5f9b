import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { people } from '@/db/schema';
import type { Executor } from '@/lib/postgres';
import type { Person } from './person';
import { inClub } from '@/db/scope';

/** People of club `orgId`, by name (case-insensitive), optionally of one role. */
/** These people of club `orgId`, locked until the transaction ends (ids of other clubs: absent). */
export async function lockPeople(db: Executor, opts: { orgId: number; ids: number[] }) {
  return db
    .select()
    .from(people)
    .where(and(inClub(people, opts.orgId), inArray(people.id, opts.ids)))
    .for('update');
}

export type PersonFields = Pick<Person, 'id' | 'name' | 'phone' | 'role' | 'isActive'>;

/** Writes each person's fields in one statement (UPDATE … FROM VALUES), never one per row. */
export async function updatePeopleFields(
  db: Executor,
  opts: { orgId: number; rows: PersonFields[] },
) {
  const values = sql.join(
    opts.rows.map(
      (r) =>
        sql`(${r.id}::integer, ${r.name}::text, ${r.phone}::text, ${r.role}::person_role, ${r.isActive}::boolean)`,
    ),
    sql`, `,
  );
  return db
    .update(people)
    .set({
      name: sql`v.name`,
      phone: sql`v.phone`,
      role: sql`v.role`,
      isActive: sql`v.is_active`,
    })
    .from(sql`(values ${values}) as v(id, name, phone, role, is_active)`)
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
