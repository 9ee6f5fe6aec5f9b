import type { Db } from '@/db/client';
import { INTERRUPTED_WHILE_SENDING } from '@/modules/messaging/send-messages';
import type { Delivery } from './processes';

/**
 * What the production bench reads back from the database after the load (as the tables'
 * owner: every club at once, past row-level security). Values in the SQL are numbers
 * the bench made, never input.
 */

const rows = async <T>(db: Db, text: string) => (await db.execute(text)) as unknown as T[];

/** The reminder club's outbox: how many of its reminder messages are not settled yet. */
export async function reminderOutboxBusy(db: Db, orgId: number, expected: number) {
  const [r] = await rows<{ claimed: string; busy: string }>(
    db,
    `select (select count(*) from shift_reminders where organisation_id = ${orgId}) as claimed,
       (select count(*) from messages where organisation_id = ${orgId} and purpose = 'reminder'
          and status in ('queued', 'sending')) as busy`,
  );
  return Number(r.claimed) < expected || Number(r.busy) > 0;
}

export type ReminderFigures = {
  shifts: number;
  /** Shifts with a claim (a shift_reminders row); and shifts claimed more than once. */
  claimed: number;
  duplicateClaims: number;
  /** Reminder messages (rows): recipients with one, and recipients with more than one. */
  messageRows: number;
  duplicateMessages: number;
  byStatus: Record<string, number>;
  /** Failed as interrupted: the worker died during the provider call (sent at most once). */
  interrupted: number;
  /** Mails the outbox-log adapter delivered to the club's recipients; recipients with 2+. */
  deliveries: number;
  duplicateDeliveries: number;
  /** Recipients (= reminders) delivered exactly once, and never delivered. */
  deliveredOnce: number;
  neverDelivered: number;
  /** Recipients whose row says sent but no delivery was seen, and delivered but not sent. */
  sentNotDelivered: number;
  deliveredNotSent: number;
  /** The same reminder (recipient, subject, text) as two message rows, in any club. */
  duplicateRowsAnyClub: number;
};

export async function reminderFigures(
  db: Db,
  club: { organisationId: number; recipients: string[] },
  deliveries: Delivery[],
): Promise<ReminderFigures> {
  const org = club.organisationId;
  const claims = await rows<{ n: string }>(
    db,
    `select count(*) as n from shift_reminders where organisation_id = ${org} group by shift_id, "window"`,
  );
  const messages = await rows<{ to_address: string; status: string; last_error: string | null }>(
    db,
    `select to_address, status, last_error from messages
      where organisation_id = ${org} and purpose = 'reminder'`,
  );
  const [anyClub] = await rows<{ n: string }>(
    db,
    `select count(*) as n from (select 1 from messages where purpose = 'reminder'
       group by organisation_id, to_address, subject, body having count(*) > 1) d`,
  );
  const perRecipient = new Map<string, number>();
  const byStatus: Record<string, number> = {};
  const statusOf = new Map<string, string>();
  let interrupted = 0;
  for (const m of messages) {
    perRecipient.set(m.to_address, (perRecipient.get(m.to_address) ?? 0) + 1);
    byStatus[m.status] = (byStatus[m.status] ?? 0) + 1;
    statusOf.set(m.to_address, m.status);
    if (m.status === 'failed' && m.last_error === INTERRUPTED_WHILE_SENDING) interrupted++;
  }
  const recipients = new Set(club.recipients);
  const delivered = new Map<string, number>();
  for (const d of deliveries) {
    if (recipients.has(d.to)) delivered.set(d.to, (delivered.get(d.to) ?? 0) + 1);
  }
  let sentNotDelivered = 0;
  let deliveredNotSent = 0;
  for (const [to, status] of statusOf) {
    if (status === 'sent' && !delivered.has(to)) sentNotDelivered++;
    if (status !== 'sent' && delivered.has(to)) deliveredNotSent++;
  }
  return {
    shifts: club.recipients.length,
    claimed: claims.length,
    duplicateClaims: claims.filter((c) => Number(c.n) > 1).length,
    messageRows: messages.length,
    duplicateMessages: [...perRecipient.values()].filter((n) => n > 1).length,
    byStatus,
    interrupted,
    deliveries: [...delivered.values()].reduce((s, n) => s + n, 0),
    duplicateDeliveries: [...delivered.values()].filter((n) => n > 1).length,
    deliveredOnce: [...delivered.values()].filter((n) => n === 1).length,
    neverDelivered: club.recipients.length - delivered.size,
    sentNotDelivered,
    deliveredNotSent,
    duplicateRowsAnyClub: Number(anyClub.n),
  };
}

/** Sign-up rows the load made (its comment marks them), and any (person, event, role) twice. */
export async function signupRows(db: Db, orgId: number, comment: string) {
  const [r] = await rows<{ n: string; twice: string }>(
    db,
    `select count(*) as n, count(*) - count(distinct (person_id, event_id, role_id)) as twice
       from requests where organisation_id = ${orgId} and comments = '${comment}'`,
  );
  return { rows: Number(r.n), twice: Number(r.twice) };
}

/** Kiosk sign-ins and -outs the club kept: one row per tablet UUID, however often sent. */
export async function kioskRows(db: Db, orgId: number) {
  const [r] = await rows<{ n: string }>(
    db,
    `select count(*) as n from kiosk_confirms where organisation_id = ${orgId}`,
  );
  return Number(r.n);
}
