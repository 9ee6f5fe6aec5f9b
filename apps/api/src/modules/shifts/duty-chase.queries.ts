import { DUTY_CHASE_HOURS } from '@crewcall/contract';
import { sql } from 'drizzle-orm';
import { aliasInClub, clubIdColumn, sameClub } from '@/db/club-sql';
import { isoMoment } from '@/db/iso-moment';
import { dutyChases, dutyConfirmations } from '@/db/schema';
import type { Executor } from '@/lib/postgres';
import { rowsOf } from '@/lib/postgres';
import type { DutyMailRow } from './duty-notices';

/** Hours a duty's first links wait before it may be chased (no chase right behind a reminder). */
export const CHASE_AFTER_LINKS_HOURS = 12;

/** One chase claimed by a scan: the duty and its club (as mails read them), and its person. */
export type ClaimedChase = DutyMailRow & { personId: number; personName: string; email: string };

/**
 * Claims up to `limit` chases due at `now`, across every club (the caller's transaction is
 * in platform scope), in one statement, as reminders are claimed (shift-reminders.queries.ts).
 * Due: at a club that asks to confirm duties, a published shift starting within
 * DUTY_CHASE_HOURS whose person had its links at least CHASE_AFTER_LINKS_HOURS ago (a
 * `duty_confirmations` row for this start) and has not answered, takes email reminders,
 * and was not chased for this shift and start. A claim is a `duty_chases` row inserted
 * with ON CONFLICT DO NOTHING, answered only for the rows this statement inserted: a
 * second scan, in this process or another, even at the same moment, claims nothing twice.
 */
export async function claimDueChases(
  tx: Executor,
  opts: { now: Date; limit: number },
): Promise<ClaimedChase[]> {
  const now = sql`${opts.now.toISOString()}::timestamptz`;
  // Constants written into the text (one plan whatever the scan's moment).
  const chaseWindow = sql.raw(`interval '${DUTY_CHASE_HOURS} hours'`);
  const linksAge = sql.raw(`interval '${CHASE_AFTER_LINKS_HOURS} hours'`);
  const rows = await tx.execute(sql`
    with due as (
      select o.id as org, s.id as shift_id, s.person_id, s.start
      from organisations o
      cross join lateral (
        select s.id, s.person_id, s.start from shifts s
        where ${aliasInClub('s', sql`o.id`)} and s.start > ${now}
          and s.start <= ${now} + ${chaseWindow}
          and s.draft is not null and s.person_id is not null
      ) s
      join ${dutyConfirmations} dc on ${aliasInClub('dc', sql`o.id`)} and dc.shift_id = s.id
        and dc.person_id = s.person_id and dc.shift_start = s.start
      join people p on ${aliasInClub('p', sql`o.id`)} and p.id = s.person_id
      where o.confirm_duties and dc.answer is null
        and dc.created_at <= ${now} - ${linksAge}
        and p.is_active and p.role <> 'new' and p.email_reminders and p.email <> ''
        and exists (select 1 from organisation_domains d where ${aliasInClub('d', sql`o.id`)})
        and not exists (
          select 1 from ${dutyChases} c
          where ${aliasInClub('c', sql`o.id`)} and c.shift_id = s.id
            and c.person_id = s.person_id and c.shift_start = s.start)
      order by s.start, s.id
      limit ${opts.limit}
    ), claimed as (
      insert into ${dutyChases} (${clubIdColumn}, shift_id, person_id, shift_start)
      select org, shift_id, person_id, start from due
      on conflict do nothing
      returning ${clubIdColumn} as org, shift_id, person_id
    )
    select c.org as "orgId", s.id as "shiftId", e.id as "eventId",
      e.name as "eventName", ro.name as "roleName", coalesce(sl.name, el.name) as "locationName",
      ${isoMoment(sql`s.start`)} as start, ${isoMoment(sql`s."end"`)} as "end",
      p.id as "personId", p.name as "personName", p.email,
      o.name as "clubName", o.time_zone as "timeZone", o.contact_email as "contactEmail",
      (select d.domain from organisation_domains d where ${aliasInClub('d', sql`o.id`)}
        order by d.is_primary desc, d.id limit 1) as domain
    from claimed c
    join organisations o on o.id = c.org
    join shifts s on ${aliasInClub('s', sql`c.org`)} and s.id = c.shift_id
    join events e on ${sameClub('e', 's')} and e.id = s.event_id
    join people p on ${sameClub('p', 's')} and p.id = c.person_id
    left join roles ro on ${sameClub('ro', 's')} and ro.id = s.role_id
    left join locations sl on ${sameClub('sl', 's')} and sl.id = s.location_id
    left join locations el on ${sameClub('el', 's')} and el.id = e.location_id
    order by c.org, s.start, s.id`);
  return rowsOf<ClaimedChase>(rows);
}
