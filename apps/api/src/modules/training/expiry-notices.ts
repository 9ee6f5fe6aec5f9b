import { EXPIRING_RECORDS_DAYS } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { leavePlatformScopeFor, withPlatformScope } from '@/db/scope';
import { escapeHtml as html } from '@/lib/escape-html';
import { type LinkConfig, siteUrlOf } from '@/modules/auth';
import { type OutgoingMessage, queueMessages } from '@/modules/messaging';
import { type ClaimedExpiry, claimDueExpiries } from './expiry-notices.queries';

/*
 * "Your record expires soon" (issue 25): a periodic scan (app.jobs.every, as shift
 * reminders) claims the records of every club that run out within EXPIRING_RECORDS_DAYS
 * and queues one email to each person, in the claim's transaction: once per record and
 * expiry day, whatever the number of processes scanning. Admins see the same records on
 * their dashboard (expiring-records.card.ts).
 */

export const EXPIRIES_PER_BATCH = 1000;

export type ExpiryDeps = { db: Db; links: LinkConfig };

/** Claims and queues every notice due at `now`, a batch per transaction; answers how many. */
export async function scanExpiringRecords(deps: ExpiryDeps, now = new Date()): Promise<number> {
  let claimed = 0;
  for (;;) {
    const batch = await withPlatformScope(deps.db, async (tx) => {
      const due = await claimDueExpiries(tx, {
        now,
        days: EXPIRING_RECORDS_DAYS,
        limit: EXPIRIES_PER_BATCH,
      });
      const byClub = new Map<number, ClaimedExpiry[]>();
      for (const row of due) byClub.set(row.orgId, [...(byClub.get(row.orgId) ?? []), row]);
      for (const [orgId, rows] of byClub) {
        // The club's own scope from here, as a job of that club runs (row security).
        await leavePlatformScopeFor(tx, orgId);
        await queueMessages(
          tx,
          rows.map((row) => expiryEmail(row, deps.links)),
        );
      }
      return due.length;
    });
    claimed += batch;
    if (batch < EXPIRIES_PER_BATCH) return claimed;
  }
}

/** "Tue 3 Mar 2026": an expiry day as people read it (a calendar day: no zone to convert). */
export function expiryDayText(day: string) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(',', '');
}

/** The email: which record, the day it runs out, and where the person sees their records. */
export function expiryEmail(row: ClaimedExpiry, links: LinkConfig): OutgoingMessage {
  if (!row.domain) throw new Error(`Club ${row.orgId} has no domain to build links from.`);
  const recordsUrl = `${siteUrlOf(row.domain, links)}/profile/records`;
  const day = expiryDayText(row.expires);
  const subject = `Your ${row.competencyName} expires on ${day}`;
  const lines = [
    `Hello ${row.personName || row.email},`,
    '',
    `Your ${row.competencyName} record at ${row.clubName} expires on ${day}.`,
    'Shifts whose role needs it can no longer be given to you once it has expired.',
    `Renew it and ask the club (${row.contactEmail}) to record the new one.`,
    '',
    `Your records: ${recordsUrl}`,
  ];
  return {
    organisationId: row.orgId,
    channel: 'email',
    purpose: 'notice',
    toPersonId: row.personId,
    to: row.email,
    subject,
    text: lines.join('\n'),
    html: [
      `<p>${html(lines[0])}</p>`,
      `<p>${html(lines[2])}<br>${html(lines[3])}<br>${html(lines[4])}</p>`,
      `<p><a href="${html(recordsUrl)}">See your records</a></p>`,
    ].join('\n'),
  };
}
