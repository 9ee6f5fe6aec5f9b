import { and, eq, sql } from 'drizzle-orm';
import { accounts, people } from '@/db/schema';
import { inClub } from '@/db/scope';
import { fieldError } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { sha256 } from '@/lib/secrets';
import { accessRefusal, type Person } from '@/modules/people';
import type { Account } from './auth.queries';
import * as m from './auth-messages';
import { findUsablePasswordLink, type PasswordLinkPurpose } from './password-reset.queries';

/**
 * What using a "choose a password" link will do, decided before anything changes:
 * - `reset`: the person's login gets the new password (ends its sessions everywhere).
 * - `create`: the person has no login and no login has their email: one is created.
 * - `adopt`: the person has no login but a login with their email exists (they log in at
 *   another club). The emailed link proves they own the mailbox, the same proof any
 *   reset of that login relies on. A `reset` link (they asked for it themselves) sets
 *   the new password on it; an `invite` link (sent on a club admin's initiative) never
 *   changes a login that other clubs use: the password given must be its current one.
 */
export type LinkTarget = {
  tokenId: number;
  purpose: PasswordLinkPurpose;
  person: Person;
  email: string;
  action: 'reset' | 'create' | 'adopt';
  /** The login that `reset` and `adopt` act on. */
  account: Account | null;
};

const invalidToken = () => fieldError('token', m.RESET_TOKEN_INVALID);

export async function resolvePasswordLink(
  db: Executor,
  opts: { orgId: number; token: string },
): Promise<LinkTarget> {
  const { orgId } = opts;
  const link = await findUsablePasswordLink(db, { orgId, tokenHash: sha256(opts.token) });
  if (!link) throw invalidToken();
  const person = await findLinkPerson(db, {
    orgId,
    personId: link.personId,
    accountId: link.accountId,
  });
  if (!person) throw invalidToken(); // removed from the club since
  // Pending or deactivated people cannot log in here, so a link from here must not set
  // a password they would then use at another club.
  const refusal = accessRefusal(person);
  if (refusal) throw fieldError('token', m.refusalMessage(refusal));

  if (person.accountId !== null) {
    // An invitation is for someone without a login; one that got a login since is spent.
    // A reset link acts on the login it was made for, nothing else.
    if (
      link.purpose === 'invite' ||
      (link.accountId !== null && link.accountId !== person.accountId)
    )
      throw invalidToken();
    const account = await findAccountById(db, person.accountId);
    if (!account) throw invalidToken();
    return {
      tokenId: link.id,
      purpose: link.purpose,
      person,
      email: account.email,
      action: 'reset',
      account,
    };
  }
  if (link.accountId !== null) throw invalidToken(); // the login was unlinked since

  const account = await findAccountByEmail(db, person.email);
  if (account && (await hasPersonWithAccount(db, { orgId, accountId: account.id })))
    throw fieldError('token', m.LINK_EMAIL_TAKEN_HERE);
  return {
    tokenId: link.id,
    purpose: link.purpose,
    person,
    email: account?.email ?? person.email,
    action: account ? 'adopt' : 'create',
    account,
  };
}

async function findLinkPerson(
  db: Executor,
  opts: { orgId: number; personId: number | null; accountId: number | null },
) {
  const which =
    opts.personId !== null
      ? eq(people.id, opts.personId)
      : opts.accountId !== null
        ? eq(people.accountId, opts.accountId) // links made before person_id existed
        : undefined;
  if (!which) return null;
  const [person] = await db
    .select()
    .from(people)
    .where(and(inClub(people, opts.orgId), which));
  return person ?? null;
}

async function findAccountById(db: Executor, id: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  return account ?? null;
}

async function findAccountByEmail(db: Executor, email: string) {
  const [account] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()));
  return account ?? null;
}

async function hasPersonWithAccount(db: Executor, opts: { orgId: number; accountId: number }) {
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(inClub(people, opts.orgId), eq(people.accountId, opts.accountId)))
    .limit(1);
  return Boolean(row);
}
