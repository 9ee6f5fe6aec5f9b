import type { Db } from '@/db/client';
import { leavePlatformScopeFor, withPlatformScope } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import type { LinkConfig } from '@/modules/auth';
import {
  type OutgoingMessage,
  queueMessages,
  type SignedLinkKey,
  signedLinkKey,
} from '@/modules/messaging';
import { insertDutyLinks } from './duty-confirmation.queries';
import { dutyLinkMarkers, dutyTokenHash } from './duty-links';
import { personMessages } from './duty-mail';
import { dutyMailOf } from './duty-notices';
import { reminderEmail, reminderSms } from './reminder-texts';
import { type ClaimedReminder, claimDueReminders } from './shift-reminders.queries';

/*
 * Shift reminders (spec: "Reminders go out 1 week and 1 day before a shift"; only for
 * published shifts). A scan runs every REMINDER_SCAN_SECONDS on every process
 * (app.jobs.every); each claims what is due (shift-reminders.queries.ts) and queues its
 * messages in the same transaction, so a reminder is sent exactly once across restarts
 * and several workers: the claim and its messages commit together, or neither does.
 */

/** Reminders claimed per transaction: at most twice as many messages (email and SMS). */
export const REMINDERS_PER_BATCH = 2000;
/** Messages per queueMessages call (its insert stays well under PostgreSQL's 65535 parameters). */
const MESSAGES_PER_QUEUE = 2000;

/** `links.JWT_SECRET` keys the duty links a reminder may carry (modules/messaging/signed-links.ts). */
export type ReminderDeps = { db: Db; links: LinkConfig & { JWT_SECRET?: string } };

/**
 * Claims and queues every reminder due at `now`, in batches of REMINDERS_PER_BATCH (one
 * transaction each): a fixed number of statements per batch whatever it holds, plus three
 * per club with reminders in it. Answers how many reminders were claimed.
 */
export async function scanReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  let claimed = 0;
  for (;;) {
    const batch = await withPlatformScope(deps.db, async (tx) => {
      const due = await claimDueReminders(tx, { now, limit: REMINDERS_PER_BATCH });
      await queueReminders(tx, deps.links, signedLinkKey(deps.links.JWT_SECRET), due, now);
      return due.length;
    });
    claimed += batch;
    if (batch < REMINDERS_PER_BATCH) return claimed;
  }
}

/** The messages of the claimed reminders, queued club by club in that club's scope. */
async function queueReminders(
  tx: Db,
  links: LinkConfig,
  key: SignedLinkKey,
  due: ClaimedReminder[],
  now: Date,
) {
  const byClub = new Map<number, ClaimedReminder[]>();
  for (const row of due) byClub.set(row.orgId, [...(byClub.get(row.orgId) ?? []), row]);
  for (const [orgId, rows] of byClub) {
    // From here the transaction is the club's, as a job of that club runs (row security).
    await leavePlatformScopeFor(tx, orgId);
    // A club asking to confirm duties: each unanswered duty's links (their token's hash
    // stored first, one statement for the club), in the email only (duty-confirmation*).
    const asking = rows.filter((row) => row.confirmDuties && !row.dutyAnswered);
    await insertDutyLinks(
      tx,
      orgId,
      asking.map((row) => ({
        shiftId: row.shiftId,
        personId: row.personId,
        tokenHash: dutyTokenHash(key, {
          orgId,
          shiftId: row.shiftId,
          personId: row.personId,
          start: new Date(row.start),
        }),
      })),
      now,
    );
    const messages = rows.flatMap((row) => reminderMessages(row, links, now));
    await queueInChunks(tx, messages);
  }
}

async function queueInChunks(tx: Executor, messages: OutgoingMessage[]) {
  for (let i = 0; i < messages.length; i += MESSAGES_PER_QUEUE) {
    await queueMessages(tx, messages.slice(i, i + MESSAGES_PER_QUEUE));
  }
}

/** One reminder's messages: email when the person takes reminders; SMS where all allow it. */
function reminderMessages(row: ClaimedReminder, links: LinkConfig, now: Date): OutgoingMessage[] {
  const { club, shift } = dutyMailOf(row, links);
  return personMessages(
    { organisationId: row.orgId, purpose: 'reminder', toPersonId: row.personId },
    row,
    {
      emailWanted: row.emailReminders,
      clubSms: row.smsEnabled,
      email: () =>
        reminderEmail(club, { name: row.personName, email: row.email }, shift, row.window, now, {
          dutyLinks:
            row.confirmDuties && !row.dutyAnswered
              ? dutyLinkMarkers({ shiftId: row.shiftId, start: shift.start })
              : undefined,
        }),
      sms: () => reminderSms(club, shift),
    },
  );
}
