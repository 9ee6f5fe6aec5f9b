import type { InvitePeopleResult, InviteSkipReason } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { enqueueJobs, type JobContext } from '@/jobs';
import { expireInvitations, type PasswordLinkDeps, sendPasswordLink } from '@/modules/auth';
import { invitationJob } from './invitation.job';
import { lockPeople, markInvited } from './people.queries';
import { accessRefusal, type Person } from './person';

/** Why this person gets no invitation, or null if they do. */
function skipReason(person: Person | undefined): InviteSkipReason | null {
  if (!person) return 'not_found';
  if (person.accountId !== null) return 'has_login';
  if (accessRefusal(person)) return 'not_active';
  if (!person.email.trim()) return 'no_email';
  return null;
}

/**
 * Emails each of these people of club `orgId` an invitation: a link to choose their
 * password (valid 7 days), and records when. Calling again resends: the person's older
 * invitation links stop working. People who already have a login, or could not log in
 * (pending, deactivated), or are not this club's, are skipped and reported.
 * The mails are enqueued as jobs in this transaction (one statement) and sent by them
 * (`sendInvitation`).
 */
export async function invitePeople(
  deps: { db: Db },
  opts: { org: { id: number; name: string }; ids: number[] },
): Promise<InvitePeopleResult> {
  const { org } = opts;
  const ids = [...new Set(opts.ids)];
  return deps.db.transaction(async (tx) => {
    const byId = new Map((await lockPeople(tx, { orgId: org.id, ids })).map((p) => [p.id, p]));
    const invited: number[] = [];
    const skipped: InvitePeopleResult['skipped'] = [];
    for (const id of ids) {
      const reason = skipReason(byId.get(id));
      if (reason) skipped.push({ id, reason });
      else invited.push(id);
    }
    if (!invited.length) return { invited, skipped };

    await expireInvitations(tx, { orgId: org.id, personIds: invited });
    await enqueueJobs(
      tx,
      invitationJob,
      invited.map((personId) => ({
        organisationId: org.id,
        payload: { personId, clubName: org.name },
      })),
    );
    await markInvited(tx, { orgId: org.id, ids: invited });
    return { invited, skipped };
  });
}

/**
 * The invitation job: mints the link and mails it. Who the person is now decides: one who
 * got a login, left or lost their email meanwhile gets nothing. The person's other
 * invitation links stop working as this one is minted, so the newest mail holds the only
 * link that works, whatever order jobs and retries ran in.
 */
export async function sendInvitation(
  deps: Omit<PasswordLinkDeps, 'db'>,
  payload: { personId: number; clubName: string },
  job: JobContext,
) {
  const orgId = job.organisationId;
  const [person] = await lockPeople(job.db, { orgId, ids: [payload.personId] });
  if (skipReason(person)) return;
  await expireInvitations(job.db, { orgId, personIds: [person.id] });
  await sendPasswordLink(
    { ...deps, db: job.db },
    {
      org: { id: orgId, name: payload.clubName },
      purpose: 'invite',
      to: { person, accountEmail: null, accountId: null },
    },
  );
}
