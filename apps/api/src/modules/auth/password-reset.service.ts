import type { TokenPair } from '@crewcall/contract';
import type { MailAdapter } from '@/adapters/mail/mail-adapter';
import type { Db } from '@/db/client';
import { fieldError, formError } from '@/lib/http-errors';
import { hashPassword } from '@/lib/password';
import { randomSecret, sha256 } from '@/lib/secrets';
import { accessRefusal } from '@/modules/people/person';
import { findAccountWithMembership, findPersonByAccount, setAccountPassword } from './auth.queries';
import * as m from './auth-messages';
import {
  consumeResetTokens,
  findUsableResetToken,
  insertResetToken,
} from './password-reset.queries';
import { revokeAccountTokens } from './refresh-tokens.queries';
import { type SessionDeps, startSession } from './sessions.service';

const RESET_TOKEN_TTL_MS = 60 * 60_000; // one hour (issue 4)

const invalidToken = () => fieldError('token', m.RESET_TOKEN_INVALID);

/**
 * Emails a single-use reset link to a member of this club. Anyone else (unknown email,
 * or an account without a membership here) gets nothing; the caller answers the same.
 */
export async function requestPasswordReset(
  deps: { db: Db; mail: MailAdapter },
  opts: { org: { id: number; name: string }; siteUrl: string; email: string },
): Promise<void> {
  const found = await findAccountWithMembership(deps.db, { orgId: opts.org.id, email: opts.email });
  if (!found?.person) return;
  const token = randomSecret(32);
  await insertResetToken(deps.db, {
    orgId: opts.org.id,
    accountId: found.account.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${opts.siteUrl}/password/reset/${token}`;
  await deps.mail.sendMail({
    organisationId: opts.org.id,
    to: found.account.email,
    toPersonId: found.person.id,
    subject: `Reset your password for ${opts.org.name}`,
    text: [
      `Hello ${found.person.name || found.account.email},`,
      '',
      `Someone (hopefully you) asked to reset the password of your account at ${opts.org.name}.`,
      'Open this link within the next hour to choose a new password:',
      '',
      link,
      '',
      'The link works once. The new password is the one you will use at every club where you log in with this email.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  });
}

/** The email a reset link is for, or 400 on `token` (unknown, used or expired). */
export async function checkResetToken(db: Db, opts: { orgId: number; token: string }) {
  const found = await findUsableResetToken(db, {
    orgId: opts.orgId,
    tokenHash: sha256(opts.token),
  });
  if (!found) throw invalidToken();
  return { email: found.email };
}

/**
 * Sets the account's new password through a reset link, uses up the account's reset links
 * here, and ends every session of the account (in every club: the password is theirs).
 * Answers a fresh session for this club, unless the membership cannot log in yet.
 */
export async function resetPassword(
  deps: SessionDeps & { db: Db },
  opts: { orgId: number; token: string; password: string },
): Promise<TokenPair> {
  const { orgId } = opts;
  const found = await findUsableResetToken(deps.db, { orgId, tokenHash: sha256(opts.token) });
  if (!found) throw invalidToken();
  const passwordHash = await hashPassword(opts.password); // slow: outside the transaction

  const person = await deps.db.transaction(async (tx) => {
    const claimed = await consumeResetTokens(tx, {
      orgId,
      accountId: found.accountId,
      tokenId: found.id,
    });
    if (!claimed) throw invalidToken(); // a concurrent submission of the same link won
    await setAccountPassword(tx, { accountId: found.accountId, passwordHash });
    await revokeAccountTokens(tx, found.accountId);
    return findPersonByAccount(tx, { orgId, accountId: found.accountId });
  });

  if (!person) throw formError(m.PASSWORD_SET_NOT_MEMBER); // removed from the club meanwhile
  const refusal = accessRefusal(person);
  if (refusal) throw formError(m.refusalMessage(refusal));
  return startSession(deps, person);
}
