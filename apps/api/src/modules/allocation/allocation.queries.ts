import { sql } from 'drizzle-orm';
import { aliasInClub, clubIdColumn, sameClub } from '@/db/club-sql';
import { type Executor, rowsOf } from '@/lib/postgres';
import type { HeldDuty, Mark, Season, SeasonPerson, SeasonShift } from './solver/season';

/*
 * The SQL of the allocation round. Every statement names the club (aliasInClub, sameClub)
 * and reads or writes a whole set at once: a round of 1,500 shifts and 300 people is read
 * in four statements and staged in one.
 */

export type RoundRow = {
  id: number;
  name: string;
  starts: string;
  ends: string;
  closes: string;
  defaultQuota: number;
  maxPerDay: number;
  maxPerWeek: number;
  status: 'open' | 'closed';
};

const roundColumns = sql`r.id, r.name, to_char(r.starts, 'YYYY-MM-DD') as starts,
  to_char(r.ends, 'YYYY-MM-DD') as ends, to_char(r.closes, 'YYYY-MM-DD') as closes,
  r.default_quota as "defaultQuota", r.max_per_day as "maxPerDay",
  r.max_per_week as "maxPerWeek", r.status`;

export async function roundById(db: Executor, orgId: number, roundId: number) {
  const rows = await db.execute(sql`select ${roundColumns} from allocation_rounds r
    where ${aliasInClub('r', orgId)} and r.id = ${roundId}`);
  return rowsOf<RoundRow>(rows)[0] ?? null;
}

/** The club's open round (at most one: a partial unique index), or null. */
export async function openRound(db: Executor, orgId: number) {
  const rows = await db.execute(sql`select ${roundColumns} from allocation_rounds r
    where ${aliasInClub('r', orgId)} and r.status = 'open'`);
  return rowsOf<RoundRow>(rows)[0] ?? null;
}

export async function insertRound(
  db: Executor,
  orgId: number,
  r: Omit<RoundRow, 'id' | 'status'>,
): Promise<RoundRow> {
  const rows = await db.execute(sql`with r as (
      insert into allocation_rounds (${clubIdColumn}, name, starts, ends, closes, default_quota,
        max_per_day, max_per_week)
      values (${orgId}, ${r.name}, ${r.starts}::date, ${r.ends}::date, ${r.closes}::date,
        ${r.defaultQuota}, ${r.maxPerDay}, ${r.maxPerWeek})
      returning *)
    select ${roundColumns} from r`);
  return rowsOf<RoundRow>(rows)[0];
}

/**
 * Closes the open round `roundId`, unless an auto-fill of it is queued or running (its
 * staging would land in a closed round): true when it closed.
 */
export async function closeRound(db: Executor, orgId: number, roundId: number) {
  const rows = await db.execute(sql`update allocation_rounds r set status = 'closed'
    where ${aliasInClub('r', orgId)} and r.id = ${roundId} and r.status = 'open'
      and not exists (select 1 from allocation_runs u
        where ${aliasInClub('u', orgId)} and u.round_id = r.id
          and u.status in ('queued', 'running'))
    returning r.id`);
  return rowsOf<{ id: number }>(rows).length > 0;
}

/** The round's span as moments: its first day's start to the start of the day after its last. */
const span = (tz: string) => ({
  from: sql`(r.starts::timestamp at time zone ${tz})`,
  to: sql`((r.ends + 1)::timestamp at time zone ${tz})`,
});

const ms = (moment: string) => sql.raw(`(extract(epoch from ${moment}) * 1000)::float8`);
const dayOf = (moment: string, tz: string) =>
  sql`to_char((${sql.raw(moment)} at time zone ${tz})::date, 'YYYY-MM-DD')`;
const weekOf = (moment: string, tz: string) =>
  sql`to_char(date_trunc('week', ${sql.raw(moment)} at time zone ${tz})::date, 'YYYY-MM-DD')`;

/** The round's open shifts (nobody on them), by start. */
export async function roundShifts(
  db: Executor,
  orgId: number,
  roundId: number,
  tz: string,
): Promise<SeasonShift[]> {
  const { from, to } = span(tz);
  const rows = await db.execute(sql`
    select s.id, ${ms('s.start')} as start, ${ms('s."end"')} as "end", s.role_id as role,
      ${dayOf('s.start', tz)} as day, ${weekOf('s.start', tz)} as week,
      json_build_object('id', e.id, 'name', e.name) as event
    from allocation_rounds r
    join shifts s on ${sameClub('s', 'r')} and s.start >= ${from} and s.start < ${to}
    join events e on ${sameClub('e', 's')} and e.id = s.event_id
    where ${aliasInClub('r', orgId)} and r.id = ${roundId} and s.person_id is null
    order by s.start, s.id`);
  return rowsOf<SeasonShift>(rows).map((s) => ({
    ...s,
    start: Number(s.start),
    end: Number(s.end),
  }));
}

type PersonRow = Omit<SeasonPerson, 'held' | 'unavailable'> & {
  held: HeldDuty[] | null;
  unavailable: [number, number][] | null;
};

/**
 * The club's members in the round: active, not pending, with a quota above 0 (their own,
 * else the round's default; 0 exempts them). With each: their current competencies (on the
 * club's today), their unavailable days in the round and the duties they already hold in it.
 */
export async function roundPeople(
  db: Executor,
  orgId: number,
  roundId: number,
  tz: string,
): Promise<SeasonPerson[]> {
  const { from, to } = span(tz);
  const today = sql`(now() at time zone ${tz})::date`;
  const rows = await db.execute(sql`
    select p.id, p.name, coalesce(q.quota, r.default_quota) as quota,
      q.preferred_role_id as "preferredRole",
      array(select distinct rec.competency_id from records rec
        where ${sameClub('rec', 'p')} and rec.person_id = p.id and rec.current
          and rec.competency_id is not null
          and (rec.expires is null or rec.expires > ${today})) as competencies,
      (select json_agg(json_build_array(${ms('a.start')}, ${ms('a."end"')})) from availability a
        where ${sameClub('a', 'p')} and a.person_id = p.id and a.available = 0
          and a."end" > ${from} and a.start < ${to}) as unavailable,
      (select json_agg(json_build_object('start', ${ms('s.start')}, 'end', ${ms('s."end"')},
          'day', ${dayOf('s.start', tz)}, 'week', ${weekOf('s.start', tz)}))
        from shifts s
        where ${sameClub('s', 'p')} and s.person_id = p.id
          and s.start >= ${from} and s.start < ${to}) as held
    from allocation_rounds r
    join people p on ${sameClub('p', 'r')} and p.is_active and p.role <> 'new'
    left join allocation_quotas q on ${sameClub('q', 'p')} and q.round_id = r.id and q.person_id = p.id
    where ${aliasInClub('r', orgId)} and r.id = ${roundId}
      and coalesce(q.quota, r.default_quota) > 0
    order by p.id`);
  return rowsOf<PersonRow>(rows).map((p) => ({
    ...p,
    quota: Number(p.quota),
    competencies: (p.competencies ?? []).map(Number),
    unavailable: p.unavailable ?? [],
    held: p.held ?? [],
  }));
}

export async function roundRequirements(db: Executor, orgId: number) {
  const rows = await db.execute(sql`select rc.role_id as role, rc.competency_id as competency
    from role_competencies rc where ${aliasInClub('rc', orgId)}`);
  return rowsOf<{ role: number; competency: number }>(rows);
}

export async function roundMarks(db: Executor, orgId: number, roundId: number) {
  const rows = await db.execute(sql`select m.person_id as person, m.shift_id as shift, m.mark
    from allocation_marks m where ${aliasInClub('m', orgId)} and m.round_id = ${roundId}`);
  return rowsOf<{ person: number; shift: number; mark: Mark }>(rows);
}

/** Everything the auto-fill needs about a round (five statements). */
export async function readSeason(
  db: Executor,
  orgId: number,
  round: RoundRow,
  tz: string,
): Promise<Season> {
  const [shifts, people, requirements, marks] = await Promise.all([
    roundShifts(db, orgId, round.id, tz),
    roundPeople(db, orgId, round.id, tz),
    roundRequirements(db, orgId),
    roundMarks(db, orgId, round.id),
  ]);
  return {
    shifts,
    people,
    requirements,
    marks,
    limits: { perDay: round.maxPerDay, perWeek: round.maxPerWeek },
  };
}

export type StagedRow = {
  id: number;
  eventId: number;
  personId: number;
  roleId: number | null;
  start: Date;
  end: Date;
  wasPublished: boolean;
};

/**
 * Puts each person on their shift as a staged (unpublished) assignment, in one statement:
 * only shifts still open (someone filled by hand since the run read the round keeps them),
 * and `draft` cleared so nobody sees the duty until an admin publishes the event.
 */
export async function stageAssignments(
  db: Executor,
  orgId: number,
  assignments: { shift: number; person: number }[],
): Promise<StagedRow[]> {
  if (!assignments.length) return [];
  const ints = (values: number[]) => sql`${sql.param(values)}::int[]`;
  const rows = await db.execute(sql`
    with chosen as (
      select * from unnest(${ints(assignments.map((a) => a.shift))},
        ${ints(assignments.map((a) => a.person))}) as c(shift_id, person_id)
    ), before as (
      select s.id, s.draft is not null as was_published from shifts s
      join chosen c on c.shift_id = s.id
      where ${aliasInClub('s', orgId)} and s.person_id is null
      for update of s
    )
    update shifts s set person_id = c.person_id, draft = null
    from chosen c, before b
    where ${aliasInClub('s', orgId)} and s.id = c.shift_id and b.id = s.id
    returning s.id, s.event_id as "eventId", s.person_id as "personId", s.role_id as "roleId",
      s.start, s."end", b.was_published as "wasPublished"`);
  return rowsOf<StagedRow>(rows).map((r) => ({
    ...r,
    start: new Date(r.start),
    end: new Date(r.end),
  }));
}
