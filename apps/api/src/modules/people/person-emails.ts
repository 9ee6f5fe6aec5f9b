import type { Executor } from '@/lib/postgres';
import { findEmailOwners, lockClubEmails } from './people.queries';

/** An email someone wants: for an existing person (`personId`) or a new one (null). */
export type WantedEmail = { personId: number | null; email: string };

/**
 * The club's email rule, the same for registration, the member import, Add person and
 * an admin's change: no two people of a club share an email, whatever its case (emails
 * come lower-cased from EmailSchema). Locks the club's emails until the transaction ends,
 * then answers the indexes of `wanted` that are taken: by someone else of the club, or
 * by an earlier entry of `wanted`. Call inside the write's transaction.
 */
export async function takenEmails(
  tx: Executor,
  orgId: number,
  wanted: WantedEmail[],
): Promise<Set<number>> {
  const taken = new Set<number>();
  if (!wanted.length) return taken;
  await lockClubEmails(tx, orgId);
  const owners = await findEmailOwners(tx, {
    orgId,
    emails: [...new Set(wanted.map((w) => w.email))],
  });
  const ownersOf = new Map<string, number[]>();
  for (const owner of owners)
    ownersOf.set(owner.email, [...(ownersOf.get(owner.email) ?? []), owner.id]);
  const claimed = new Set<string>();
  wanted.forEach((w, index) => {
    const others = (ownersOf.get(w.email) ?? []).filter((id) => id !== w.personId);
    if (others.length || claimed.has(w.email)) taken.add(index);
    claimed.add(w.email);
  });
  return taken;
}
