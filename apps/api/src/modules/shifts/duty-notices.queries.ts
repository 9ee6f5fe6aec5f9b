import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { aliasInClub } from '@/db/club-sql';
import { shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import { rowsOf } from '@/lib/postgres';
import type { DutyChange, DutyRow } from './duty-changes';

/*
 * The SQL of duty notices: a fixed number of statements whatever the number of shifts a
 * write touched (the shifts before, the shifts after, what the mail says about them).
 */

const idList = (ids: number[]) => sql`${sql.param(ids)}::int[]`;

/** A shift's columns as a DutyRow (a select's or a delete's `returning`). */
export const dutyColumns = {
  id: shifts.id,
  eventId: shifts.eventId,
  personId: shifts.personId,
  roleId: shifts.roleId,
  locationId: shifts.locationId,
  published: sql<boolean>`${shifts.draft} is not null`,
  start: shifts.start,
  end: shifts.end,
};

/**
 * The shifts `ids` of the club as duty rows (one statement). `lock`: before a change,
 * lock them in id order, so the "before" read is what this write changes (a second
 * writer of the same shifts waits, then reads what the first committed).
 */
export async function dutyRowsOf(
  tx: Executor,
  orgId: number,
  ids: number[],
  opts: { lock?: boolean } = {},
): Promise<DutyRow[]> {
  if (!ids.length) return [];
  return dutyRowsWhere(tx, orgId, sql`${shifts.id} = any(${idList(ids)})`, opts);
}

/** The published, filled shifts of an event, locked (it is about to be deleted with them). */
export const eventDutyRows = (tx: Executor, orgId: number, eventId: number) =>
  dutyRowsWhere(
    tx,
    orgId,
    and(eq(shifts.eventId, eventId), isNotNull(shifts.draft), isNotNull(shifts.personId)),
    { lock: true },
  );

function dutyRowsWhere(
  tx: Executor,
  orgId: number,
  where: SQL | undefined,
  opts: { lock?: boolean },
): Promise<DutyRow[]> {
  const query = tx
    .select(dutyColumns)
    .from(shifts)
    .where(and(inClub(shifts, orgId), where))
    .orderBy(shifts.id);
  return opts.lock ? query.for('no key update') : query;
}

/** What a mail says about one shift, and who it goes to (with their settings). */
export type DutyDetail = {
  eventName: string;
  roleName: string | null;
  locationName: string | null;
  personName: string;
  email: string;
  phone: string;
  /** Active and approved: a pending or deactivated person is sent nothing. */
  active: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
  smsVerified: boolean;
};

/**
 * The names (event, role, location: the shift's, else the event's) and the person of each
 * change, in the order given (undefined: the person is gone), in one statement. The shifts come as values, not read from
 * the table: a deleted shift is told about too.
 */
export async function dutyDetails(
  tx: Executor,
  orgId: number,
  changes: DutyChange[],
): Promise<(DutyDetail | undefined)[]> {
  if (!changes.length) return [];
  const column = (pick: (change: DutyChange) => number | null) =>
    sql`${sql.param(changes.map(pick))}::int[]`;
  const rows = await tx.execute(sql`
    select c.ord, e.name as "eventName", r.name as "roleName",
      coalesce(sl.name, el.name) as "locationName",
      p.name as "personName", p.email, p.phone,
      (p.is_active and p.role <> 'new') as active,
      p.email_notifications as "emailNotifications",
      (p.sms_notifications and p.email_notifications) as "smsNotifications", p.sms_verified as "smsVerified"
    from unnest(${column((c) => c.shift.eventId)}, ${column((c) => c.shift.roleId)},
      ${column((c) => c.shift.locationId)}, ${column((c) => c.personId)})
      with ordinality as c(event_id, role_id, location_id, person_id, ord)
    join events e on ${aliasInClub('e', orgId)} and e.id = c.event_id
    left join people p on ${aliasInClub('p', orgId)} and p.id = c.person_id
    left join roles r on ${aliasInClub('r', orgId)} and r.id = c.role_id
    left join locations sl on ${aliasInClub('sl', orgId)} and sl.id = c.location_id
    left join locations el on ${aliasInClub('el', orgId)} and el.id = e.location_id
    order by c.ord`);
  const byOrder = new Map(
    rowsOf<DutyDetail & { ord: number | string; email: string | null }>(rows).map((row) => [
      Number(row.ord),
      row,
    ]),
  );
  // A person deleted meanwhile has no row (email null): nobody to tell.
  return changes.map((_, i) => {
    const row = byOrder.get(i + 1);
    return row?.email == null ? undefined : row;
  });
}

/** What every club mail needs of its club: name, zone, SMS switch, and the domain links use. */
export type ClubForMail = {
  id: number;
  name: string;
  timeZone: string;
  smsEnabled: boolean;
  contactEmail: string;
  domain: string | null;
};

/** The club as its mail needs it, in one statement (its primary domain, else its first). */
export async function clubForMail(tx: Executor, orgId: number): Promise<ClubForMail> {
  const rows = await tx.execute(sql`
    select o.id, o.name, o.time_zone as "timeZone", o.sms_enabled as "smsEnabled",
      o.contact_email as "contactEmail",
      (select d.domain from organisation_domains d where ${aliasInClub('d', orgId)}
        order by d.is_primary desc, d.id limit 1) as domain
    from organisations o where o.id = ${orgId}`);
  const [club] = rowsOf<ClubForMail>(rows);
  if (!club) throw new Error(`No club ${orgId}.`);
  return club;
}
