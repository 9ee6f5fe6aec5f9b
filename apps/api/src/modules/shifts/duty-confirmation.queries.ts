import { type SQL, sql } from 'drizzle-orm';
import { aliasInClub, clubIdColumn, sameClub } from '@/db/club-sql';
import { isoMoment } from '@/db/iso-moment';
import { dutyConfirmations } from '@/db/schema';
import { type Executor, rowsOf } from '@/lib/postgres';

/*
 * The SQL of duty confirmation (issue 25, item 3): the duty a link or the app answers,
 * read with its shift as it is now and locked; the answer; the links' rows; the admins to
 * tell. Every statement names the club (aliasInClub / sameClub).
 */

/** A duty as an answer needs it: the shift now, the link's person and answer, the club. */
export type DutyState = {
  shiftId: number;
  eventId: number;
  eventName: string;
  roleName: string | null;
  locationName: string | null;
  start: string;
  end: string;
  /** Who is on the shift now (the link's person may have been taken off it). */
  shiftPersonId: number | null;
  published: boolean;
  started: boolean;
  /** The person the link (or the app's caller) is. */
  personId: number;
  personName: string;
  /** The link's start is still the shift's (always true from the app). */
  sameStart: boolean;
  answer: 'confirmed' | 'cant_make_it' | null;
  clubName: string;
  timeZone: string;
  confirmDuties: boolean;
  contactEmail: string;
  domain: string | null;
};

/** The columns of a DutyState; `s` the shift, `p` the person, `dc` their answer (or null). */
function dutyStatement(orgId: number, from: SQL, where: SQL, sameStart: SQL) {
  return sql`
    select s.id as "shiftId", e.id as "eventId", e.name as "eventName", ro.name as "roleName",
      coalesce(sl.name, el.name) as "locationName",
      ${isoMoment(sql`s.start`)} as start, ${isoMoment(sql`s."end"`)} as "end",
      s.person_id as "shiftPersonId", (s.draft is not null) as published,
      (s.start <= now()) as started, p.id as "personId", p.name as "personName",
      ${sameStart} as "sameStart", dc.answer,
      o.name as "clubName", o.time_zone as "timeZone", o.confirm_duties as "confirmDuties",
      o.contact_email as "contactEmail",
      (select d.domain from organisation_domains d where ${aliasInClub('d', orgId)}
        order by d.is_primary desc, d.id limit 1) as domain
    ${from}
    join events e on ${sameClub('e', 's')} and e.id = s.event_id
    join organisations o on o.id = ${orgId}
    left join roles ro on ${sameClub('ro', 's')} and ro.id = s.role_id
    left join locations sl on ${sameClub('sl', 's')} and sl.id = s.location_id
    left join locations el on ${sameClub('el', 's')} and el.id = e.location_id
    where ${where}
    -- the shift is locked: an answer and a planner's change of its person or time queue
    for update of s`;
}

/** The duty whose link token hashes to `tokenHash`, at this club, locked; none if unknown. */
export async function lockDutyByToken(
  db: Executor,
  orgId: number,
  tokenHash: string,
): Promise<DutyState | undefined> {
  const rows = await db.execute(
    dutyStatement(
      orgId,
      sql`from ${dutyConfirmations} dc
        join shifts s on ${sameClub('s', 'dc')} and s.id = dc.shift_id
        join people p on ${sameClub('p', 'dc')} and p.id = dc.person_id`,
      sql`${aliasInClub('dc', orgId)} and dc.token_hash = ${tokenHash}`,
      sql`(dc.shift_start = s.start)`,
    ),
  );
  return rowsOf<DutyState>(rows)[0];
}

/** Shift `shiftId` with person `personId`'s answer for its current start, locked. */
export async function lockDutyOfPerson(
  db: Executor,
  orgId: number,
  o: { shiftId: number; personId: number },
): Promise<DutyState | undefined> {
  const rows = await db.execute(
    dutyStatement(
      orgId,
      sql`from shifts s
        join people p on ${aliasInClub('p', orgId)} and p.id = ${o.personId}
        left join ${dutyConfirmations} dc on ${sameClub('dc', 's')} and dc.shift_id = s.id
          and dc.person_id = p.id and dc.shift_start = s.start`,
      sql`${aliasInClub('s', orgId)} and s.id = ${o.shiftId}`,
      sql`true`,
    ),
  );
  return rowsOf<DutyState>(rows)[0];
}

/**
 * Records the answer of the duty (shift, person, the shift's start now), making its row if
 * it has none (an answer from the app before any link was sent: `tokenHash` is then the
 * hash of the links it would have had).
 */
export async function writeDutyAnswer(
  tx: Executor,
  orgId: number,
  o: { shiftId: number; personId: number; tokenHash: string; answer: 'confirmed' | 'cant_make_it' },
): Promise<void> {
  await tx.execute(sql`
    insert into ${dutyConfirmations} (${clubIdColumn}, shift_id, person_id, shift_start,
      token_hash, answer, answered_at)
    select ${orgId}, s.id, ${o.personId}, s.start, ${o.tokenHash}, ${o.answer}, now()
    from shifts s where ${aliasInClub('s', orgId)} and s.id = ${o.shiftId}
    on conflict (${clubIdColumn}, shift_id, person_id, shift_start)
    do update set answer = excluded.answer, answered_at = excluded.answered_at`);
}

/** A duty whose links go out in a message being queued. */
export type DutyLinkRow = { shiftId: number; personId: number; tokenHash: string };

/**
 * The rows of duties whose links are about to be sent (one statement for all): made once
 * per shift, person and start; an existing row (sent before, or answered) is left as it is.
 * `sentAt`: when the first message with the links goes (the chase waits after it).
 */
export async function insertDutyLinks(
  tx: Executor,
  orgId: number,
  rows: DutyLinkRow[],
  sentAt: Date,
): Promise<void> {
  if (!rows.length) return;
  const column = (pick: (row: DutyLinkRow) => string) => sql`${sql.param(rows.map(pick))}::text[]`;
  await tx.execute(sql`
    insert into ${dutyConfirmations} (${clubIdColumn}, shift_id, person_id, shift_start,
      token_hash, created_at)
    select ${orgId}, s.id, d.person_id::int, s.start, d.token_hash,
      ${sentAt.toISOString()}::timestamptz
    from unnest(${column((r) => String(r.shiftId))}, ${column((r) => String(r.personId))},
      ${column((r) => r.tokenHash)}) as d(shift_id, person_id, token_hash)
    -- the shift's start as stored (the token signed it to the millisecond)
    join shifts s on ${aliasInClub('s', orgId)} and s.id = d.shift_id::int
    on conflict do nothing`);
}

/** The club's admins who take notifications by email: told when someone can't make it. */
export async function adminsToTell(
  db: Executor,
  orgId: number,
): Promise<{ id: number; name: string; email: string }[]> {
  const rows = await db.execute(sql`
    select p.id, p.name, p.email from people p
    where ${aliasInClub('p', orgId)} and p.role = 'admin' and p.is_active
      and p.email_notifications and p.email <> ''
    order by p.id`);
  return rowsOf<{ id: number; name: string; email: string }>(rows);
}
