import type { AllocationMark } from '@crewcall/contract';
import { sql } from 'drizzle-orm';
import { aliasInClub, clubIdColumn, sameClub } from '@/db/club-sql';
import { isoMoment } from '@/db/iso-moment';
import { type Executor, rowsOf } from '@/lib/postgres';

/* The SQL of a round's quotas and marks, and what a member sees of it. */

const span = (tz: string) => ({
  from: sql`(r.starts::timestamp at time zone ${tz})`,
  to: sql`((r.ends + 1)::timestamp at time zone ${tz})`,
});

/** The person's quota in the round (their own, else the default; 0 exempt), or null if not a member. */
export async function quotaOf(db: Executor, orgId: number, roundId: number, personId: number) {
  const rows = await db.execute(sql`
    select coalesce(q.quota, r.default_quota) as quota
    from allocation_rounds r
    join people p on ${sameClub('p', 'r')} and p.id = ${personId}
    left join allocation_quotas q on ${sameClub('q', 'r')} and q.round_id = r.id and q.person_id = p.id
    where ${aliasInClub('r', orgId)} and r.id = ${roundId}`);
  const row = rowsOf<{ quota: number }>(rows)[0];
  return row ? Number(row.quota) : null;
}

/**
 * The round's open shifts with the caller's mark on each, by start: the shifts members mark.
 * Published shifts only (an unpublished one is not yet shown to members).
 */
export async function shiftsToMark(
  db: Executor,
  o: { orgId: number; roundId: number; personId: number; tz: string },
) {
  const { from, to } = span(o.tz);
  const rows = await db.execute(sql`
    select s.id, s.event_id as event, e.name as event_name, s.role_id as role,
      ro.name as role_name, ${isoMoment(sql`s.start`)} as start, ${isoMoment(sql`s."end"`)} as "end",
      m.mark
    from allocation_rounds r
    join shifts s on ${sameClub('s', 'r')} and s.start >= ${from} and s.start < ${to}
      and s.person_id is null and s.draft is not null
    join events e on ${sameClub('e', 's')} and e.id = s.event_id
    left join roles ro on ${sameClub('ro', 's')} and ro.id = s.role_id
    left join allocation_marks m on ${sameClub('m', 's')} and m.round_id = r.id
      and m.person_id = ${o.personId} and m.shift_id = s.id
    where ${aliasInClub('r', o.orgId)} and r.id = ${o.roundId}
    order by s.start, s.id`);
  return rowsOf<{
    id: number;
    event: number;
    event_name: string;
    role: number | null;
    role_name: string | null;
    start: string;
    end: string;
    mark: AllocationMark | null;
  }>(rows);
}

/** Members of the round (active, quota above 0) and how many of them marked a shift. */
export async function roundProgress(db: Executor, orgId: number, roundId: number) {
  const rows = await db.execute(sql`
    select count(*)::int as members,
      count(*) filter (where exists (select 1 from allocation_marks m
        where ${sameClub('m', 'p')} and m.round_id = r.id and m.person_id = p.id))::int as answered
    from allocation_rounds r
    join people p on ${sameClub('p', 'r')} and p.is_active and p.role <> 'new'
    left join allocation_quotas q on ${sameClub('q', 'p')} and q.round_id = r.id and q.person_id = p.id
    where ${aliasInClub('r', orgId)} and r.id = ${roundId} and coalesce(q.quota, r.default_quota) > 0`);
  const row = rowsOf<{ members: number; answered: number }>(rows)[0];
  return { members: Number(row?.members ?? 0), answered: Number(row?.answered ?? 0) };
}

/** The shifts of `ids` that are not open published shifts of the round (one statement). */
export async function shiftsNotInRound(
  db: Executor,
  o: { orgId: number; roundId: number; tz: string; ids: number[] },
) {
  const { from, to } = span(o.tz);
  const rows = await db.execute(sql`
    select c.id from unnest(${sql.param(o.ids)}::int[]) as c(id)
    where not exists (
      select 1 from allocation_rounds r
      join shifts s on ${sameClub('s', 'r')} and s.id = c.id and s.start >= ${from}
        and s.start < ${to} and s.person_id is null and s.draft is not null
      where ${aliasInClub('r', o.orgId)} and r.id = ${o.roundId})`);
  return rowsOf<{ id: number }>(rows).map((row) => Number(row.id));
}

/** Sets the person's marks (a null mark deletes theirs), in one statement. */
export async function writeMarks(
  db: Executor,
  o: { orgId: number; roundId: number; personId: number },
  marks: { shift: number; mark: AllocationMark | null }[],
) {
  const shifts = sql`${sql.param(marks.map((m) => m.shift))}::int[]`;
  const values = sql`${sql.param(marks.map((m) => m.mark))}::text[]`;
  await db.execute(sql`
    with given as (
      select distinct on (g.shift_id) g.shift_id, g.mark
      from unnest(${shifts}, ${values}) with ordinality as g(shift_id, mark, ord)
      order by g.shift_id, g.ord desc
    ), gone as (
      delete from allocation_marks m using given g
      where ${aliasInClub('m', o.orgId)} and m.round_id = ${o.roundId}
        and m.person_id = ${o.personId} and m.shift_id = g.shift_id and g.mark is null
    )
    insert into allocation_marks (${clubIdColumn}, round_id, person_id, shift_id, mark)
    select ${o.orgId}::int, ${o.roundId}::int, ${o.personId}::int, g.shift_id, g.mark from given g
    where g.mark is not null
    on conflict (${clubIdColumn}, round_id, person_id, shift_id)
    do update set mark = excluded.mark, updated_at = now()`);
}

/** The people and roles of `quotas` that are not the club's (one statement). */
export async function unknownPeopleAndRoles(
  db: Executor,
  orgId: number,
  people: number[],
  roles: number[],
) {
  const rows = await db.execute(sql`
    select 'person' as kind, c.id from unnest(${sql.param(people)}::int[]) as c(id)
    where not exists (select 1 from people p where ${aliasInClub('p', orgId)} and p.id = c.id)
    union all
    select 'role' as kind, c.id from unnest(${sql.param(roles)}::int[]) as c(id)
    where not exists (select 1 from roles ro where ${aliasInClub('ro', orgId)} and ro.id = c.id)`);
  return rowsOf<{ kind: 'person' | 'role'; id: number }>(rows);
}

/** Sets quotas and preferred roles (the last given per person wins), in one statement. */
export async function writeQuotas(
  db: Executor,
  orgId: number,
  roundId: number,
  quotas: { person: number; quota: number | null; preferred_role: number | null }[],
) {
  const ints = (values: (number | null)[]) => sql`${sql.param(values)}::int[]`;
  await db.execute(sql`
    insert into allocation_quotas (${clubIdColumn}, round_id, person_id, quota, preferred_role_id)
    select distinct on (g.person_id) ${orgId}::int, ${roundId}::int, g.person_id, g.quota, g.role_id
    from unnest(${ints(quotas.map((q) => q.person))}, ${ints(quotas.map((q) => q.quota))},
      ${ints(quotas.map((q) => q.preferred_role))}) with ordinality as g(person_id, quota, role_id, ord)
    order by g.person_id, g.ord desc
    on conflict (${clubIdColumn}, round_id, person_id)
    do update set quota = excluded.quota, preferred_role_id = excluded.preferred_role_id`);
}
