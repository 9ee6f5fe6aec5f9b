import { and, eq, sql } from 'drizzle-orm';
import { aliasInClub, sameClub } from '@/db/club-sql';
import { shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import { rowsOf } from '@/lib/postgres';
import type { DutyRow } from './duty-changes';
import { dutyColumns } from './duty-notices.queries';

/*
 * The SQL of shift writes. Every statement names the club (`organisation_id = $org`) as
 * well as the ids, on top of row-level security.
 */

const idList = (ids: number[]) => sql`${sql.param(ids)}::int[]`;
/**
 * How the texts people read (the overlap message) show a
 * moment: in the club's time zone, named after it ("Sat 7 Jun 2025 10:00 Europe/London").
 * `club` is the alias of the club's organisations row, joined by the statement.
 */
const shown = (moment: string, club = 'club') =>
  sql.raw(
    `to_char(${moment} at time zone ${club}.time_zone, 'Dy FMDD Mon YYYY HH24:MI') || ' ' || ${club}.time_zone`,
  );
/** The club's organisations row as `club` (for `shown`). */
const clubRow = (orgId: number) => sql`join organisations club on club.id = ${orgId}`;

/** Locks the people on the written shifts (see shift-rules.ts), in id order (no deadlock). */
export async function lockShiftPeople(tx: Executor, orgId: number, ids: number[]) {
  await tx.execute(sql`select p.id from people p
    where ${aliasInClub('p', orgId)}
      and p.id in (select s.person_id from shifts s where ${aliasInClub('s', orgId)} and s.id = any(${idList(ids)}))
    order by p.id for no key update`);
}

export type ShiftRuleBreak = {
  id: number;
  badEnd: boolean;
  early: boolean;
  late: boolean;
  otherId: number | null;
  otherEvent: string | null;
  otherStart: string | null;
  otherEnd: string | null;
  personName: string | null;
};

/**
 * The written shifts that break a rule, in one statement. The other shift a person
 * already holds is found through (organisation_id, person_id, start): the person's
 * shifts starting before this one ends.
 */
export async function shiftRuleBreaks(
  tx: Executor,
  orgId: number,
  ids: number[],
  marginHours: number,
): Promise<ShiftRuleBreak[]> {
  const margin = sql`make_interval(hours => ${marginHours})`;
  const rows = await tx.execute(sql`
    select s.id,
      s."end" <= s.start as "badEnd",
      s.start < e.start - ${margin} as early,
      s."end" > e."end" + ${margin} as late,
      o.id as "otherId", oe.name as "otherEvent",
      ${shown('o.start')} as "otherStart", ${shown('o."end"')} as "otherEnd",
      p.name as "personName"
    from shifts s
    join events e on ${sameClub('e', 's')} and e.id = s.event_id
    left join lateral (
      select o.id, o.event_id, o.start, o."end" from shifts o
      where ${sameClub('o', 's')} and o.person_id = s.person_id
        and o.id <> s.id and o.start < s."end" and o."end" > s.start
      order by o.start, o.id limit 1
    ) o on true
    left join events oe on ${sameClub('oe', 's')} and oe.id = o.event_id
    left join people p on ${sameClub('p', 's')} and p.id = s.person_id
    ${clubRow(orgId)}
    where ${aliasInClub('s', orgId)} and s.id = any(${idList(ids)})
      and (s."end" <= s.start or s.start < e.start - ${margin} or s."end" > e."end" + ${margin}
        or o.id is not null)
    order by s.id`);
  return rowsOf<ShiftRuleBreak>(rows);
}

/**
 * Filling a shift with someone who asked for its event answers their request: their
 * outstanding requests for those events are actioned (one statement). Answers the shifts
 * that filled a request (their history says so).
 */
export async function actionFilledRequests(
  tx: Executor,
  orgId: number,
  ids: number[],
): Promise<Set<number>> {
  const rows = await tx.execute(sql`update requests r set actioned_at = now(), status = 'filled'
    from shifts s
    where ${aliasInClub('s', orgId)} and s.id = any(${idList(ids)}) and s.person_id is not null
      and ${aliasInClub('r', orgId)} and r.person_id = s.person_id and r.event_id = s.event_id
      and r.actioned_at is null
    returning s.id`);
  return new Set(rowsOf<{ id: number }>(rows).map((row) => Number(row.id)));
}

/**
 * Publish-all for an event: every unpublished shift gets `draft = now()`, in one
 * statement that also says whether the club has the event and which shifts it published.
 */
export async function publishEventShifts(tx: Executor, orgId: number, eventId: number) {
  const rows = await tx.execute(sql`with ev as (
      select e.id from events e where ${aliasInClub('e', orgId)} and e.id = ${eventId}
    ), published as (
      update shifts s set draft = now()
      where ${aliasInClub('s', orgId)} and s.event_id in (select id from ev) and s.draft is null
      returning s.id
    )
    select (select count(*)::int from ev) as found,
      (select coalesce(array_agg(id order by id), '{}') from published) as ids`);
  const [row] = rowsOf<{ found: number; ids: number[] }>(rows);
  return { found: Number(row.found) > 0, ids: row.ids.map(Number) };
}

/** Deletes a shift, in one statement; answers it as it was (undefined: no such shift). */
export async function deleteShift(
  tx: Executor,
  orgId: number,
  id: number,
): Promise<DutyRow | undefined> {
  const [row] = await tx
    .delete(shifts)
    .where(and(inClub(shifts, orgId), eq(shifts.id, id)))
    .returning(dutyColumns);
  return row;
}
