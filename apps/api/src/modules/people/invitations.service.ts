import type { InvitePeopleResult, InviteSkipReason } from '@crewcall/contract';
import type { Db } from '@/db/client';
import {
  clubSiteUrl,
  expireInvitations,
  type PasswordLinkDeps,
  sendPasswordLink,
} from '@/modules/auth';
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
 */
export async function invitePeople(
  deps: PasswordLinkDeps & { db: Db },
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
    const siteUrl = await clubSiteUrl(tx, org.id, deps.links);
    for (const id of invited) {
      await sendPasswordLink(
        { ...deps, db: tx },
        {
          org,
          siteUrl,
          purpose: 'invite',
          to: { person: byId.get(id)!, accountEmail: null, accountId: null },
        },
      );
    }
    await markInvited(tx, { orgId: org.id, ids: invited });
    return { invited, skipped };
  });
}
