import { sql } from 'drizzle-orm';
import { aliasInClub, clubIdColumn, sameClub } from '@/db/club-sql';
import { isoMoment } from '@/db/iso-moment';
import { dutyConfirmations } from '@/db/schema';
import type { Executor } from '@/lib/postgres';
import { rowsOf } from '@/lib/postgres';
import type { DutyMailRow } from './duty-notices';

/** One reminder claimed by a scan: the shift, its person and their settings, and the club. */
export type ClaimedReminder = DutyMailRow & {
  window: 'week' | 'day';
  personId: number;
  personName: string;
  email: string;
  phone: string;
  emailReminders: boolean;
  smsNotifications: boolean;
  smsVerified: boolean;
  smsEnabled: boolean;
  /** The club asks members to confirm duties (the email then carries the duty's links)... */
  confirmDuties: boolean;
  /** ...unless the person answered for this shift and start already. */
  dutyAnswered: boolean;
};

/** Whether the person takes an email reminder, or an SMS (where the club sends SMS). */
const wantsReminder = sql`p.is_active and p.role <> 'new' and (
  (p.email_reminders and p.email <> '')
  or (o.sms_enabled and p.sms_notifications and p.email_notifications and p.sms_verified
    and p.phone <> ''))`;

/**
 * Claims up to `limit` reminders due at `now`, across every club (the caller's
 * transaction is in platform scope), in one statement, and answers what their messages
 * need. Due: a published shift with a person, not started, whose window has opened
 * (a week before its start, or a day before), for a person who takes reminders, with no
 * `shift_reminders` row for that shift, person, window and start. Only the latest window
 * that has opened counts: a shift published 12 hours ahead is reminded once (the day's),
 * not twice. A claim is a row inserted with ON CONFLICT DO NOTHING, answered only for the
 * rows this statement inserted: a second scan (here or in another process, even at the
 * same moment) finds the row, or waits for it and skips it, so each reminder is claimed
 * once. The shifts are read club by club through (organisation_id, start), the index every
 * club's shifts are kept in by time.
 */
export async function claimDueReminders(
  tx: Executor,
  opts: { now: Date; limit: number },
): Promise<ClaimedReminder[]> {
  const now = sql`${opts.now.toISOString()}::timestamptz`;
  const windowOf = sql`(case when s.start <= ${now} + interval '1 day' then 'day' else 'week' end)::reminder_window`;
  const rows = await tx.execute(sql`
    with due as (
      select o.id as org, s.id as shift_id, s.person_id, s.start, ${windowOf} as "window"
      from organisations o
      cross join lateral (
        select s.id, s.person_id, s.start from shifts s
        where ${aliasInClub('s', sql`o.id`)} and s.start > ${now}
          and s.start <= ${now} + interval '7 days'
          and s.draft is not null and s.person_id is not null
      ) s
      join people p on ${aliasInClub('p', sql`o.id`)} and p.id = s.person_id
      where ${wantsReminder}
        -- a club with no domain has no links to send (it gets reminders once it has one)
        and exists (select 1 from organisation_domains d where ${aliasInClub('d', sql`o.id`)})
        and not exists (
          select 1 from shift_reminders r
          where ${aliasInClub('r', sql`o.id`)} and r.shift_id = s.id and r.person_id = s.person_id
            and r."window" = ${windowOf} and r.shift_start = s.start)
      order by s.start, s.id
      limit ${opts.limit}
    ), claimed as (
      insert into shift_reminders (${clubIdColumn}, shift_id, person_id, "window", shift_start)
      select org, shift_id, person_id, "window", start from due
      on conflict do nothing
      returning ${clubIdColumn} as org, shift_id, person_id, "window"
    )
    select c.org as "orgId", c."window", s.id as "shiftId", e.id as "eventId",
      e.name as "eventName", ro.name as "roleName", coalesce(sl.name, el.name) as "locationName",
      ${isoMoment(sql`s.start`)} as start, ${isoMoment(sql`s."end"`)} as "end",
      p.id as "personId", p.name as "personName", p.email, p.phone,
      p.email_reminders as "emailReminders", (p.sms_notifications and p.email_notifications) as "smsNotifications",
      p.sms_verified as "smsVerified",
      o.name as "clubName", o.time_zone as "timeZone", o.sms_enabled as "smsEnabled",
      o.contact_email as "contactEmail",
      (select d.domain from organisation_domains d where ${aliasInClub('d', sql`o.id`)}
        order by d.is_primary desc, d.id limit 1) as domain,
      o.confirm_duties as "confirmDuties",
      exists (select 1 from ${dutyConfirmations} dc where ${sameClub('dc', 's')}
        and dc.shift_id = s.id and dc.person_id = p.id and dc.shift_start = s.start
        and dc.answer is not null) as "dutyAnswered"
    from claimed c
    join organisations o on o.id = c.org
    join shifts s on ${aliasInClub('s', sql`c.org`)} and s.id = c.shift_id
    join events e on ${sameClub('e', 's')} and e.id = s.event_id
    join people p on ${sameClub('p', 's')} and p.id = c.person_id
    left join roles ro on ${sameClub('ro', 's')} and ro.id = s.role_id
    left join locations sl on ${sameClub('sl', 's')} and sl.id = s.location_id
    left join locations el on ${sameClub('el', 's')} and el.id = e.location_id
    order by c.org, s.start, s.id`);
  return rowsOf<ClaimedReminder>(rows);
}
