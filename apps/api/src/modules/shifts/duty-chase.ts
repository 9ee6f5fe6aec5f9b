import type { Db } from '@/db/client';
import { leavePlatformScopeFor, withPlatformScope } from '@/db/scope';
import type { LinkConfig } from '@/modules/auth';
import { type OutgoingMessage, queueMessages } from '@/modules/messaging';
import { type ClaimedChase, claimDueChases } from './duty-chase.queries';
import { chaseEmail } from './duty-confirmation-texts';
import { dutyLinkMarkers } from './duty-links';
import { dutyMailOf } from './duty-notices';

/*
 * The chase of unconfirmed duties (issue 25, item 3): at a club that asks members to
 * confirm duties, a duty still unanswered DUTY_CHASE_HOURS before it starts gets one more
 * email with its links, once. A scan runs every REMINDER_SCAN_SECONDS on every process
 * (app.jobs.every), claims what is due (duty-chase.queries.ts) and queues the emails in
 * the same transaction, as shift reminders do: sent once whatever the number of processes.
 * After it, the duty shows on the admins' dashboard (unconfirmed-duties.card.ts).
 */

/** Chases claimed per transaction (one email each). */
export const CHASES_PER_BATCH = 2000;

export type ChaseDeps = { db: Db; links: LinkConfig };

/** Claims and queues every chase due at `now`, batch by batch; answers how many. */
export async function scanDutyChases(deps: ChaseDeps, now = new Date()): Promise<number> {
  let claimed = 0;
  for (;;) {
    const batch = await withPlatformScope(deps.db, async (tx) => {
      const due = await claimDueChases(tx, { now, limit: CHASES_PER_BATCH });
      await queueChases(tx, deps.links, due);
      return due.length;
    });
    claimed += batch;
    if (batch < CHASES_PER_BATCH) return claimed;
  }
}

/** The claimed chases' emails, club by club in that club's scope (one insert per club). */
async function queueChases(tx: Db, links: LinkConfig, due: ClaimedChase[]) {
  const byClub = new Map<number, ClaimedChase[]>();
  for (const row of due) byClub.set(row.orgId, [...(byClub.get(row.orgId) ?? []), row]);
  for (const [orgId, rows] of byClub) {
    await leavePlatformScopeFor(tx, orgId);
    await queueMessages(
      tx,
      rows.map((row) => chaseMessage(row, links)),
    );
  }
}

function chaseMessage(row: ClaimedChase, links: LinkConfig): OutgoingMessage {
  const { club, shift } = dutyMailOf(row, links);
  const markers = dutyLinkMarkers({ shiftId: row.shiftId, start: shift.start });
  return {
    organisationId: row.orgId,
    channel: 'email',
    purpose: 'reminder',
    toPersonId: row.personId,
    to: row.email,
    ...chaseEmail(club, { name: row.personName, email: row.email }, shift, markers),
  };
}
