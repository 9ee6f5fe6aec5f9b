import { sql } from 'drizzle-orm';
import { aliasInClub, clubIdColumn, sameClub } from '@/db/club-sql';
import type { Executor } from '@/lib/postgres';
import { rowsOf } from '@/lib/postgres';

/** One "expires soon" notice claimed by a scan: the record, its person and the club. */
export type ClaimedExpiry = {
  orgId: number;
  recordId: number;
  personId: number;
  personName: string;
  email: string;
  competencyName: string;
  /** YYYY-MM-DD */
  expires: string;
  clubName: string;
  timeZone: string;
  contactEmail: string;
  domain: string | null;
};

/**
 * Claims up to `limit` expiry notices due at `now` across every club (the caller's
 * transaction is in platform scope), in one statement. Due: a current record of an
 * active, approved person who takes notices, expiring after the club's today and within
 * `days` of it, with no notice yet for that record and expiry day, and no later current
 * record of the same competency outliving it (renewed already: nothing to say). A claim is
 * a row inserted with ON CONFLICT DO NOTHING, answered only for the rows this statement
 * inserted, so each notice is claimed once whatever the number of scans running.
 */
export async function claimDueExpiries(
  tx: Executor,
  opts: { now: Date; days: number; limit: number },
): Promise<ClaimedExpiry[]> {
  const today = sql`(${opts.now.toISOString()}::timestamptz at time zone o.time_zone)::date`;
  const rows = await tx.execute(sql`
    with due as (
      select o.id as org, rec.id as record_id, rec.expires
      from organisations o
      join records rec on ${aliasInClub('rec', sql`o.id`)} and rec.current
        and rec.expires > ${today} and rec.expires <= ${today} + ${opts.days}::int
      join people p on ${sameClub('p', 'rec')} and p.id = rec.person_id
      where p.is_active and p.role <> 'new' and p.email_notifications and p.email <> ''
        and rec.competency_id is not null
        and exists (select 1 from organisation_domains d where ${aliasInClub('d', sql`o.id`)})
        and not exists (
          select 1 from record_expiry_notices n
          where ${sameClub('n', 'rec')} and n.record_id = rec.id and n.expires = rec.expires)
        and not exists (
          select 1 from records later
          where ${sameClub('later', 'rec')} and later.person_id = rec.person_id
            and later.competency_id = rec.competency_id and later.id <> rec.id and later.current
            and (later.expires is null or later.expires > rec.expires))
      order by rec.expires, rec.id
      limit ${opts.limit}
    ), claimed as (
      insert into record_expiry_notices (${clubIdColumn}, record_id, expires)
      select org, record_id, expires from due
      on conflict do nothing
      returning ${clubIdColumn} as org, record_id
    )
    select c.org as "orgId", rec.id as "recordId", p.id as "personId", p.name as "personName",
      p.email, co.name as "competencyName", to_char(rec.expires, 'YYYY-MM-DD') as expires,
      o.name as "clubName", o.time_zone as "timeZone", o.contact_email as "contactEmail",
      (select d.domain from organisation_domains d where ${aliasInClub('d', sql`o.id`)}
        order by d.is_primary desc, d.id limit 1) as domain
    from claimed c
    join organisations o on o.id = c.org
    join records rec on ${aliasInClub('rec', sql`c.org`)} and rec.id = c.record_id
    join people p on ${sameClub('p', 'rec')} and p.id = rec.person_id
    join competencies co on ${sameClub('co', 'rec')} and co.id = rec.competency_id
    order by c.org, rec.expires, rec.id`);
  return rowsOf<ClaimedExpiry>(rows);
}
