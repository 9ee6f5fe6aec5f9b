import { and, eq, sql } from 'drizzle-orm';
import { aliasInClub, clubIdColumn, sameClub } from '@/db/club-sql';
import { roleCompetencies } from '@/db/schema';
import { inClub } from '@/db/scope';
import { type Executor, rowsOf } from '@/lib/postgres';

/*
 * The SQL of role requirements: which competencies a role requires, and who lacks one.
 */

/** A (person, role) pair that lacks a competency the role requires; `ord` is its 1-based place. */
export type MissingRow = {
  ord: number | string;
  personName: string;
  roleName: string;
  competencyName: string;
  /** Their latest record's expiry ("3 Mar 2026") when they had one that ran out. */
  expired: string | null;
};

/**
 * Every competency the pairs' roles require that their person has no current record of,
 * in one statement whatever the number of pairs. Current: marked current and not expired
 * on the club's today (its time zone; a record expires on its `expires` day, as
 * records.collection.ts says). Ordered by pair, then competency name.
 */
export async function missingCompetencyRows(
  db: Executor,
  orgId: number,
  pairs: { personId: number; roleId: number }[],
): Promise<MissingRow[]> {
  const column = (values: number[]) => sql`${sql.param(values)}::int[]`;
  const today = sql`(now() at time zone club.time_zone)::date`;
  const rows = await db.execute(sql`
    select c.ord, p.name as "personName", r.name as "roleName", co.name as "competencyName",
      (select to_char(max(old.expires), 'FMDD Mon YYYY') from records old
        where ${sameClub('old', 'rc')} and old.person_id = c.person_id
          and old.competency_id = rc.competency_id and old.expires <= ${today}) as expired
    from unnest(${column(pairs.map((pair) => pair.personId))}, ${column(pairs.map((pair) => pair.roleId))})
      with ordinality as c(person_id, role_id, ord)
    join organisations club on club.id = ${orgId}
    join role_competencies rc on ${aliasInClub('rc', orgId)} and rc.role_id = c.role_id
    join competencies co on ${sameClub('co', 'rc')} and co.id = rc.competency_id
    join roles r on ${sameClub('r', 'rc')} and r.id = rc.role_id
    join people p on ${sameClub('p', 'rc')} and p.id = c.person_id
    where not exists (
      select 1 from records rec
      where ${sameClub('rec', 'rc')} and rec.person_id = c.person_id
        and rec.competency_id = rc.competency_id and rec.current
        and (rec.expires is null or rec.expires > ${today}))
    order by c.ord, co.name, co.id`);
  return rowsOf<MissingRow>(rows);
}

/** Every requirement of the club, by role then competency (one statement). */
export function clubRequirements(db: Executor, orgId: number) {
  return db
    .select({ role: roleCompetencies.roleId, competency: roleCompetencies.competencyId })
    .from(roleCompetencies)
    .where(inClub(roleCompetencies, orgId))
    .orderBy(roleCompetencies.roleId, roleCompetencies.competencyId);
}

/**
 * Makes `competencyIds` the whole set role `roleId` requires, in one statement: the others
 * deleted, the new ones inserted (a competency of another club, or none, breaks the
 * same-club key: 23503 to the caller). Answers whether the club has the role.
 */
export async function replaceRequirements(
  db: Executor,
  orgId: number,
  roleId: number,
  competencyIds: number[],
): Promise<boolean> {
  const ids = sql`${sql.param(competencyIds)}::int[]`;
  const rows = await db.execute(sql`
    with target_role as (
      select r.id from roles r where ${aliasInClub('r', orgId)} and r.id = ${roleId}
    ), gone as (
      delete from role_competencies rc
      where ${aliasInClub('rc', orgId)} and rc.role_id in (select id from target_role)
        and not (rc.competency_id = any(${ids}))
    ), added as (
      insert into role_competencies (${clubIdColumn}, role_id, competency_id)
      select ${orgId}, target_role.id, c.id from target_role, unnest(${ids}) as c(id)
      on conflict do nothing
    )
    select count(*)::int as found from target_role`);
  const [row] = rowsOf<{ found: number }>(rows);
  return Number(row?.found) > 0;
}

/** The competencies of `ids` that are not the club's (one statement). */
export async function unknownCompetencies(db: Executor, orgId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.execute(sql`
    select c.id from unnest(${sql.param(ids)}::int[]) as c(id)
    where not exists (select 1 from competencies co where ${aliasInClub('co', orgId)} and co.id = c.id)`);
  return rowsOf<{ id: number }>(rows).map((row) => Number(row.id));
}

/** The competencies role `roleId` requires (one statement). */
export const requirementsOfRole = (db: Executor, orgId: number, roleId: number) =>
  db
    .select({ role: roleCompetencies.roleId, competency: roleCompetencies.competencyId })
    .from(roleCompetencies)
    .where(and(inClub(roleCompetencies, orgId), eq(roleCompetencies.roleId, roleId)))
    .orderBy(roleCompetencies.competencyId);
