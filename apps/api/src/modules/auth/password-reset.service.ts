import type { TokenPair } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { fieldError } from '@/lib/http-errors';
import { hashPassword, verifyPassword } from '@/lib/password';
import { type Executor, isUniqueViolation } from '@/lib/postgres';
import { accessRefusal } from '@/modules/people';
import { insertAccount, setAccountPassword } from './auth.queries';
import * as m from './auth-messages';
import { endAccountAccess } from './end-access';
import type { PasswordAttempts } from './password-attempts';
import { type LinkTarget, resolvePasswordLink } from './password-link-target';
import { type PasswordLinkDeps, sendPasswordLink } from './password-links.service';
import {
  consumePasswordLinks,
  findResetRecipient,
  linkAccountToPerson,
} from './password-reset.queries';
import { type SessionDeps, startSession } from './sessions.service';

const invalidToken = () => fieldError('token', m.RESET_TOKEN_INVALID);

/**
 * Emails a single-use link to choose a password to whoever `email` is at this club: a
 * member with a login, or a person the club has who has no login yet. Nothing for anyone
 * else, nor for people who cannot log in here (pending, deactivated): a link from this
 * club must not set a password they would then use at another club.
 * Run by the reset job after the request has answered (password-reset.job.ts), so neither
 * answer nor timing tells who exists.
 * `mayMail` spends one of the address's reset mails (the rate limit): asked only once a
 * mail would go, and nothing is sent when it says no.
 */
export async function requestPasswordReset(
  deps: PasswordLinkDeps,
  opts: { org: { id: number; name: string }; email: string; mayMail: () => Promise<boolean> },
): Promise<void> {
  const found = await findResetRecipient(deps.db, { orgId: opts.org.id, email: opts.email });
  if (!found || accessRefusal(found.person)) return;
  if (!(await opts.mayMail())) return;
  await sendPasswordLink(deps, {
    org: opts.org,
    purpose: 'reset',
    to: {
      person: found.person,
      accountEmail: found.account?.email ?? null,
      accountId: found.account?.id ?? null,
    },
  });
}

/** What the "choose your password" page shows, or 400 on `token`. */
export async function checkResetToken(db: Executor, opts: { orgId: number; token: string }) {
  const target = await resolvePasswordLink(db, opts);
  return {
    email: target.email,
    purpose: target.purpose,
    use_existing_password: usesExistingPassword(target),
    new_login: target.action === 'create',
  };
}

/** An invitation to someone whose email already has a login joins with that login as is. */
const usesExistingPassword = (t: LinkTarget) => t.action === 'adopt' && t.purpose === 'invite';

/**
 * Uses a link: everything is checked first (link, the person may log in here, the
 * password), then in one transaction the link is spent and the login set, created or
 * adopted. A changed password ends the login's sessions and access tokens in every club.
 * Answers a fresh session for this club.
 */
export async function resetPassword(
  deps: SessionDeps & { db: Db },
  opts: {
    orgId: number;
    token: string;
    password: string;
    attemptsFor: (email: string) => PasswordAttempts;
  },
): Promise<TokenPair> {
  const { orgId } = opts;
  const target = await resolvePasswordLink(deps.db, opts);
  let passwordHash: string | null = null;
  if (usesExistingPassword(target)) {
    const attempts = opts.attemptsFor(target.email);
    await attempts.assertOpen();
    if (!(await verifyPassword(target.account!.passwordHash, opts.password))) {
      await attempts.recordFailure();
      throw fieldError('password', m.USE_EXISTING_PASSWORD);
    }
  } else {
    passwordHash = await hashPassword(opts.password); // slow: outside the transaction
  }

  const person = await deps.db.transaction(async (tx) => {
    const claimed = await consumePasswordLinks(tx, {
      orgId,
      personId: target.person.id,
      accountId: target.account?.id ?? null,
      tokenId: target.tokenId,
    });
    if (!claimed) throw invalidToken(); // a concurrent submission of the same link won
    let accountId = target.account?.id;
    if (accountId !== undefined && passwordHash) {
      await setAccountPassword(tx, { accountId, passwordHash });
      await endAccessEverywhere(tx as unknown as Db, accountId);
    }
    if (accountId === undefined) {
      accountId = (
        await insertAccountOnce(tx, { email: target.email, passwordHash: passwordHash! })
      ).id;
    }
    if (target.action === 'reset') return target.person;
    return linkPersonToAccount(tx, { orgId, personId: target.person.id, accountId });
  });
  return startSession(deps, person);
}

/**
 * A new password ends every session and calendar feed of the login, in every club
 * (refresh tokens and feeds are club rows, so this is one of the few places that works
 * across clubs on purpose).
 */
async function endAccessEverywhere(db: Db, accountId: number) {
  await withPlatformScope(db, (tx) => endAccountAccess(tx, accountId));
}

async function insertAccountOnce(db: Executor, values: { email: string; passwordHash: string }) {
  try {
    return await insertAccount(db, values);
  } catch (error) {
    // someone registered this email a moment ago: the link must be opened again
    if (isUniqueViolation(error)) throw invalidToken();
    throw error;
  }
}

async function linkPersonToAccount(
  db: Executor,
  opts: { orgId: number; personId: number; accountId: number },
) {
  try {
    const person = await linkAccountToPerson(db, opts);
    if (!person) throw invalidToken(); // linked by a concurrent use meanwhile
    return person;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('token', m.LINK_EMAIL_TAKEN_HERE);
    throw error;
  }
}
