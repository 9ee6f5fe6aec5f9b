import { AUDIENCE_SAMPLE_SIZE, type Audience, type AudienceCount } from '@crewcall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { aliasInClub, sameClub } from '@/db/club-sql';
import { isoMoment } from '@/db/iso-moment';
import { fieldError } from '@/lib/http-errors';
import { type Executor, rowsOf } from '@/lib/postgres';

/**
 * The audience of a bulk message in SQL: a set of people, read at the moment it is asked
 * (the live count, the preview, and the send itself, which may be scheduled). Every
 * statement here is set-based (one statement for any number of people) and names the
 * club on every table it reads.
 */

/** What decides who of the audience gets it: the channel, and for email, a newsletter or not. */
export type AudienceOf = {
  orgId: number;
  channel: 'email' | 'sms';
  newsletter: boolean;
  audience: Audience;
  /** The club's time zone: "current" training records are judged on the club's today. */
  timeZone: string;
};

/** The ids of the people the audience names, before any setting is looked at. */
function candidates(o: AudienceOf): SQL {
  const { orgId, audience: a } = o;
  const published = sql`s.person_id is not null and s.draft is not null`;
  switch (a.kind) {
    case 'everyone':
      return sql`select p.id from people p where ${aliasInClub('p', orgId)}`;
    case 'role':
      return sql`select p.id from people p where ${aliasInClub('p', orgId)} and p.role = ${a.role}`;
    case 'event':
      return sql`select s.person_id from shifts s
        where ${aliasInClub('s', orgId)} and s.event_id = ${a.event} and ${published}`;
    case 'series':
      return sql`select s.person_id from shifts s
        join events e on ${sameClub('e', 's')} and e.id = s.event_id
        where ${aliasInClub('s', orgId)} and e.series_id = ${a.series} and ${published}`;
    case 'competency': {
      const holders = sql`select r.person_id from records r
        where ${aliasInClub('r', orgId)} and r.competency_id = ${a.competency} and r.current
          and (r.expires is null or r.expires >= (now() at time zone ${o.timeZone})::date)`;
      return a.has
        ? holders
        : sql`select p.id from people p where ${aliasInClub('p', orgId)} and p.id not in (${holders})`;
    }
    case 'people':
      return sql`select p.id from people p
        where ${aliasInClub('p', orgId)} and p.id = any(${sql.param(a.people)}::int[])`;
  }
}

/** Why a person of the audience is left out (the first reason that applies), or null. */
function exclusion(o: AudienceOf): SQL {
  if (o.channel === 'sms') {
    return sql`case when not p.is_active then 'inactive'
      when not (p.sms_notifications and p.email_notifications) then 'settings'
      when p.phone = '' then 'no_phone'
      when not p.sms_verified then 'unverified' end`;
  }
  // email_notifications, email_reminders and email_newsletters all off is "send me
  // nothing": a message needs email_notifications, a newsletter email_newsletters, so
  // either is off then.
  const wants = o.newsletter ? sql`p.email_newsletters` : sql`p.email_notifications`;
  return sql`case when not p.is_active then 'inactive'
    when not ${wants} then 'settings'
    when p.email = '' then 'no_email' end`;
}

/** The audience's people, each once, with the reason each is left out (null: they get it). */
function classified(o: AudienceOf): SQL {
  return sql`select p.id, p.name, p.name_lower, p.email, p.phone, ${exclusion(o)} as excluded
    from people p
    where ${aliasInClub('p', o.orgId)} and p.id in (${candidates(o)})`;
}

/** The live count, the first recipients by name and who is left out why: one statement. */
export async function countAudience(db: Executor, o: AudienceOf): Promise<AudienceCount> {
  const result = await db.execute(sql`with a as (${classified(o)})
    select count(*) filter (where excluded is null)::int as count,
      count(*) filter (where excluded = 'inactive')::int as inactive,
      count(*) filter (where excluded = 'settings')::int as settings,
      count(*) filter (where excluded = 'no_email')::int as no_email,
      count(*) filter (where excluded = 'no_phone')::int as no_phone,
      count(*) filter (where excluded = 'unverified')::int as unverified,
      (select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name)
                                order by x.name_lower, x.id), '[]'::json)::text
         from (select id, name, name_lower from a where excluded is null
               order by name_lower, id limit ${sql.raw(String(AUDIENCE_SAMPLE_SIZE))}) x) as sample
    from a`);
  const [row] = rowsOf<Record<string, number> & { sample: string }>(result);
  return {
    count: Number(row.count),
    sample: JSON.parse(row.sample),
    excluded: {
      inactive: Number(row.inactive),
      settings: Number(row.settings),
      no_email: Number(row.no_email),
      no_phone: Number(row.no_phone),
      unverified: Number(row.unverified),
    },
  };
}

/** One recipient as the placeholders need them; the shift fields only for event/series audiences. */
export type Recipient = {
  id: number;
  name: string;
  /** Their email address or phone number, by channel. */
  to: string;
  event_name: string | null;
  event_start: string | null;
  shift_start: string | null;
  role_name: string | null;
};

/**
 * The shift a recipient's event placeholders come from: theirs on the audience's event
 * (or series: the next one not ended, else the latest), published.
 */
function shiftOf(o: AudienceOf): SQL | null {
  const a = o.audience;
  if (a.kind !== 'event' && a.kind !== 'series') return null;
  const which = a.kind === 'event' ? sql`s.event_id = ${a.event}` : sql`e.series_id = ${a.series}`;
  return sql`select e.name as event_name, ${isoMoment(sql`e.start`)} as event_start,
      ${isoMoment(sql`s.start`)} as shift_start, ro.name as role_name
    from shifts s
    join events e on ${sameClub('e', 's')} and e.id = s.event_id
    left join roles ro on ${sameClub('ro', 's')} and ro.id = s.role_id
    where ${aliasInClub('s', o.orgId)} and s.person_id = r.id and s.draft is not null and ${which}
    order by s."end" < now(), case when s."end" < now() then s.start end desc, s.start, s.id
    limit 1`;
}

/**
 * Everyone who gets the message now, by name, with what their placeholders need: one
 * statement for any audience (5,000 people included). `limit` for the preview.
 */
export async function audienceRecipients(
  db: Executor,
  o: AudienceOf,
  limit?: number,
): Promise<Recipient[]> {
  const address = o.channel === 'sms' ? sql`r.phone` : sql`r.email`;
  const shift = shiftOf(o);
  const result = await db.execute(sql`with r as (
      select * from (${classified(o)}) a where a.excluded is null
    )
    select r.id, r.name, ${address} as "to",
      ${shift ? sql`sh.event_name, sh.event_start, sh.shift_start, sh.role_name` : sql`null as event_name, null as event_start, null as shift_start, null as role_name`}
    from r ${shift ? sql`left join lateral (${shift}) sh on true` : sql``}
    order by r.name_lower, r.id
    ${limit ? sql`limit ${sql.raw(String(Math.trunc(limit)))}` : sql``}`);
  return rowsOf<Recipient>(result);
}

/**
 * The rows an audience names are the club's: an unknown (or another club's) event,
 * series, competency or person is a 400 on `audience`, in one statement.
 */
export async function checkAudienceRefs(db: Executor, orgId: number, audience: Audience) {
  const a = audience;
  let missing: SQL;
  switch (a.kind) {
    case 'everyone':
    case 'role':
      return;
    case 'event':
    case 'series':
    case 'competency': {
      const [table, id] =
        a.kind === 'event'
          ? ['events', a.event]
          : a.kind === 'series'
            ? ['series', a.series]
            : ['competencies', a.competency];
      missing = sql`select ${id}::int as id where not exists (
        select 1 from ${sql.identifier(table)} t where ${aliasInClub('t', orgId)} and t.id = ${id})`;
      break;
    }
    case 'people':
      missing = sql`select w.id from unnest(${sql.param(a.people)}::int[]) w(id)
        where not exists (select 1 from people p where ${aliasInClub('p', orgId)} and p.id = w.id)
        order by w.id limit 20`;
      break;
  }
  const rows = rowsOf<{ id: number }>(await db.execute(missing));
  if (!rows.length) return;
  if (a.kind === 'people') {
    throw fieldError(
      'audience',
      `These people are not in this club: ${rows.map((r) => r.id).join(', ')}.`,
    );
  }
  throw fieldError('audience', `No such ${a.kind} in this club.`);
}
