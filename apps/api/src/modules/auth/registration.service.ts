import { PasswordSchema, type RegisterCheckResult } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { fieldError, validationError } from '@/lib/http-errors';
import { hashPassword, verifyPassword } from '@/lib/password';
import { type Executor, isUniqueViolation } from '@/lib/postgres';
import { accessRefusal } from '@/modules/people';
import {
  findAccountWithMembership,
  findPersonWithoutAccount,
  insertAccount,
  insertPendingPerson,
} from './auth.queries';
import * as m from './auth-messages';
import type { LinkConfig } from './club-links';
import type { PasswordAttempts } from './password-attempts';
import { tellAdminsOfRegistration } from './registration-notice';

/**
 * What the hello screen does next with this email: log in (a member here), join with the
 * account they already have at another club, or create an account. A person the club
 * already has without a login (added or imported by an admin) is offered a link to set
 * their password instead (`next: 'set-password'`): registering would be refused, and
 * only the mailed link proves the email is theirs. Pending or deactivated people are not:
 * no link is sent to them (see requestPasswordReset).
 */
export async function registrationStatus(
  db: Executor,
  opts: { orgId: number; email: string },
): Promise<RegisterCheckResult> {
  const found = await findAccountWithMembership(db, opts);
  if (found?.person) return { status: 'login-required' };
  const status = found ? 'details-required' : 'account-required';
  const withoutLogin = await findPersonWithoutAccount(db, opts);
  return withoutLogin && !accessRefusal(withoutLogin)
    ? { status, next: 'set-password' }
    : { status };
}

export type Registration = { email: string; name: string; phone?: string; password: string };

/**
 * Joins club `orgId`. With an existing account the password must be that account's (a
 * wrong one creates nothing); otherwise an account is created. Either way the membership
 * is pending (role new, inactive) until an admin activates it.
 */
export async function register(
  db: Db,
  opts: {
    club: { id: number; name: string };
    input: Registration;
    attempts: PasswordAttempts;
    links: LinkConfig;
  },
): Promise<void> {
  const { input } = opts;
  const orgId = opts.club.id;
  // The admins who asked are told, in the registration's transaction.
  const tell = (person: { id: number; name: string; email: string }) =>
    tellAdminsOfRegistration(db, { links: opts.links, club: opts.club, person });
  const found = await findAccountWithMembership(db, { orgId, email: input.email });
  if (found?.person) throw fieldError('email', m.ALREADY_REGISTERED);
  // An admin added someone with this email who has no login yet: staff must sort that out
  // (linking it would hand the profile to whoever typed the email first).
  if (await findPersonWithoutAccount(db, { orgId, email: input.email })) {
    throw fieldError('email', m.EMAIL_TAKEN_HERE);
  }

  if (found) {
    await opts.attempts.assertOpen();
    if (!(await verifyPassword(found.account.passwordHash, input.password))) {
      await opts.attempts.recordFailure();
      throw fieldError('password', m.WRONG_EXISTING_PASSWORD);
    }
    const joined = await insertMembership(() =>
      insertPendingPerson(db, { orgId, accountId: found.account.id, ...person(input) }),
    );
    await tell(joined);
    return;
  }

  // A new account: the password must meet the rules (an existing one is taken as it is).
  const password = PasswordSchema.safeParse(input.password);
  if (!password.success) {
    throw validationError({ password: password.error.issues.map((i) => i.message) });
  }
  const passwordHash = await hashPassword(input.password);
  await insertMembership(() =>
    db.transaction(async (tx) => {
      const account = await insertAccount(tx, { email: input.email, passwordHash });
      const joined = await insertPendingPerson(tx, {
        orgId,
        accountId: account.id,
        ...person(input),
      });
      await tellAdminsOfRegistration(tx, { links: opts.links, club: opts.club, person: joined });
    }),
  );
}

const person = (input: Registration) => ({
  email: input.email,
  name: input.name,
  phone: input.phone ?? '',
});

/** Two registrations of one email racing: the unique indexes decide, the loser is told. */
async function insertMembership<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', m.ALREADY_REGISTERED);
    throw error;
  }
}
