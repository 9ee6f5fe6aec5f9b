import type { Executor } from '@/lib/postgres';
import { type LinkConfig, siteUrlOf } from '@/modules/auth';
import { queueMessages } from '@/modules/messaging';
import { aheadOf, type DutyRow, dutyChanges } from './duty-changes';
import { type MailClub, type MailShift, personMessages } from './duty-mail';
import { type NoticeItem, noticeEmail, noticeSms } from './duty-notice-texts';
import {
  type ClubForMail,
  clubForMail,
  dutyDetails,
  dutyRowsOf,
  eventDutyRows,
} from './duty-notices.queries';

/** Who made the change (the messages' `created_by`) and the configuration links are built with. */
export type NoticeContext = { orgId: number; by: number | null; links: LinkConfig; now?: Date };

/** The club as its messages show it; links from its configured domain, never a request's host. */
export function mailClubOf(
  club: Pick<ClubForMail, 'id' | 'name' | 'timeZone' | 'contactEmail' | 'domain'>,
  links: LinkConfig,
): MailClub {
  if (!club.domain) throw new Error(`Club ${club.id} has no domain to build links from.`);
  return {
    name: club.name,
    timeZone: club.timeZone,
    siteUrl: siteUrlOf(club.domain, links),
    contactEmail: club.contactEmail,
  };
}

/** A duty as the scans and answers read it: its shift, and its club's mail settings. */
export type DutyMailRow = {
  orgId: number;
  shiftId: number;
  eventId: number;
  eventName: string;
  roleName: string | null;
  locationName: string | null;
  start: string;
  end: string;
  clubName: string;
  timeZone: string;
  contactEmail: string;
  domain: string | null;
};

/** The club and the shift a duty's mail prints (a reminder, a chase, "can't make it"). */
export function dutyMailOf(
  row: DutyMailRow,
  links: LinkConfig,
): { club: MailClub; shift: MailShift } {
  const club = mailClubOf(
    {
      id: row.orgId,
      name: row.clubName,
      timeZone: row.timeZone,
      contactEmail: row.contactEmail,
      domain: row.domain,
    },
    links,
  );
  const shift = {
    id: row.shiftId,
    eventId: row.eventId,
    eventName: row.eventName,
    roleName: row.roleName,
    locationName: row.locationName,
    start: new Date(row.start),
    end: new Date(row.end),
  };
  return { club, shift };
}

/**
 * Tells each person whose duty a write changed (modules/shifts/duty-changes.ts): one
 * email per person for the whole write, listing every shift they were put on, moved on or
 * taken off, with calendar files; an SMS too where they and the club allow it. Queued in
 * the write's transaction (`tx`): nothing is sent for a change that rolls back. A fixed
 * number of statements whatever the number of shifts: the names and people of all the
 * changes (one), the club (one), the messages (queueMessages). Answers how many messages.
 *
 * Who is told: active, approved people, by email when they take notifications
 * (email_notifications) and by SMS when they take SMS (sms_notifications), have a
 * verified phone, and the club sends SMS. Only shifts not yet over.
 */
export async function tellDutyChanges(
  tx: Executor,
  ctx: NoticeContext,
  before: DutyRow[],
  after: DutyRow[],
): Promise<number> {
  const now = ctx.now ?? new Date();
  const changes = aheadOf(now, dutyChanges(before, after));
  if (!changes.length) return 0;
  const [details, club] = await Promise.all([
    dutyDetails(tx, ctx.orgId, changes),
    clubForMail(tx, ctx.orgId),
  ]);
  const mailClub = mailClubOf(club, ctx.links);
  const people = new Map<
    number,
    { detail: NonNullable<(typeof details)[number]>; items: NoticeItem[] }
  >();
  changes.forEach((change, i) => {
    const detail = details[i];
    if (!detail?.active) return;
    const shift = {
      id: change.shift.id,
      eventId: change.shift.eventId,
      eventName: detail.eventName,
      roleName: detail.roleName,
      locationName: detail.locationName,
      start: change.shift.start,
      end: change.shift.end,
    };
    const item: NoticeItem =
      change.kind === 'moved'
        ? { kind: 'moved', shift, was: change.was }
        : { kind: change.kind, shift };
    const entry = people.get(change.personId) ?? { detail, items: [] };
    entry.items.push(item);
    people.set(change.personId, entry);
  });
  const messages = [...people].flatMap(([personId, { detail, items }]) =>
    personMessages(
      { organisationId: ctx.orgId, purpose: 'notice', toPersonId: personId, createdBy: ctx.by },
      detail,
      {
        emailWanted: detail.emailNotifications,
        clubSms: club.smsEnabled,
        email: () =>
          noticeEmail(mailClub, { name: detail.personName, email: detail.email }, items, now),
        sms: () => noticeSms(mailClub, items),
      },
    ),
  );
  await queueMessages(tx, messages);
  return messages.length;
}

/**
 * The engine's hook for `shifts` before a PUT (shifts.collection.ts): the shifts as they
 * are, locked; after the write they are compared with what it wrote (shift-writes.ts).
 */
export const shiftsBefore = (tx: Executor, orgId: number, ids: number[]) =>
  dutyRowsOf(tx, orgId, ids, { lock: true });

/**
 * The engine's hook before an event is deleted (its shifts go with it, by the foreign
 * key): the people on its published shifts are told they are off them, while the event's
 * name can still be read. If the delete then fails, the request's transaction takes the
 * notices back with it.
 */
export async function tellShiftsOfDeletedEvent(
  tx: Executor,
  ctx: { orgId: number; id: number; reader: { id: number }; config: LinkConfig },
) {
  const rows = await eventDutyRows(tx, ctx.orgId, ctx.id);
  await tellDutyChanges(tx, { orgId: ctx.orgId, by: ctx.reader.id, links: ctx.config }, rows, []);
}
