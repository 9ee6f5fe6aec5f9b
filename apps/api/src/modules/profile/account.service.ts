import {
  type AuthUser,
  EMAIL_HAS_OTHER_LOGIN,
  EMAIL_TAKEN_AT_OTHER_CLUB,
  PERSON_EMAIL_TAKEN_MESSAGE,
  SAME_EMAIL,
  SAME_PASSWORD,
  type TokenPair,
  WRONG_CURRENT_PASSWORD,
} from '@crewcall/contract';
import type { Db } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { enqueueJob } from '@/jobs';
import { fieldError, unauthorized } from '@/lib/http-errors';
import { hashPassword, verifyPassword } from '@/lib/password';
import { isUniqueViolation } from '@/lib/postgres';
import {
  endAllSessions,
  type PasswordAttempts,
  type SessionDeps,
  startSession,
  toAuthUser,
} from '@/modules/auth';
import { lockClubEmails, type Person } from '@/modules/people';
import {
  clubsOfAccount,
  clubsWhereEmailTaken,
  expireAccountPasswordLinks,
  findPerson,
  lockAccount,
  otherAccountHasEmail,
  setAccountEmail,
  setAccountPasswordHash,
  setPeopleEmailOfAccount,
} from './account.queries';
import { emailChangedJob, maskEmail } from './email-changed.job';

/*
 * The member's login: its email and password belong to the account, which is the same at
 * every club the member belongs to (one login per email on the platform). Both changes ask
 * for the current password, counted with login's wrong passwords (a stolen session alone
 * must not take the login over).
 */

/** The caller's account, locked; the auth plugin lets in only people with a login. */
async function accountOf(db: Db, person: Person) {
  const account = person.accountId === null ? null : await lockAccount(db, person.accountId);
  if (!account) throw unauthorized('This person has no login.');
  return account;
}

/** 400 on `password` unless it is the login's current one; a wrong one counts as at login. */
async function checkCurrentPassword(
  passwordHash: string,
  password: string,
  attempts: PasswordAttempts,
) {
  await attempts.assertOpen();
  if (!(await verifyPassword(passwordHash, password))) {
    await attempts.recordFailure();
    throw fieldError('password', WRONG_CURRENT_PASSWORD);
  }
}

/**
 * `PUT /api/people/change_email_self`: the login's email, and with it the email of the
 * member's person in EVERY club the login belongs to, this one included.
 *
 * Why every club's person follows: a person with a login receives club mail at their
 * login's address, and admins cannot change it (PERSON_EMAIL_HAS_LOGIN_MESSAGE: "only they
 * can"), so only this change can keep the two together. Leaving the other clubs' rows at
 * the old address would send those clubs' mail (reminders, duty notices) to an address
 * the member has just said is no longer theirs, and show those clubs' staff an email that
 * no longer logs in. People of other clubs who are not this login are never touched.
 *
 * The new address must be free: no other login on the platform has it, and nobody else in
 * any of the login's clubs (each club's email rule; the club's email lock is taken first,
 * as every writer of a club's emails does). Links mailed to the old address to choose a
 * password stop working. The old address is told, by a job enqueued with the change.
 */
export async function changeEmailSelf(
  db: Db,
  opts: {
    club: { id: number; name: string };
    person: Person;
    email: string;
    password: string;
    attemptsFor: (email: string) => PasswordAttempts;
  },
): Promise<AuthUser> {
  const { club, person, email } = opts;
  const account = await accountOf(db, person);
  await checkCurrentPassword(account.passwordHash, opts.password, opts.attemptsFor(account.email));
  if (email === account.email.toLowerCase()) throw fieldError('email', SAME_EMAIL);

  // Across clubs on purpose (the login's memberships): the fence is opened for this only.
  await withPlatformScope(db, async (tx) => {
    const orgIds = await clubsOfAccount(tx, account.id);
    for (const orgId of orgIds) await lockClubEmails(tx, orgId); // in id order: no deadlock
    if (await otherAccountHasEmail(tx, { accountId: account.id, email })) {
      throw fieldError('email', EMAIL_HAS_OTHER_LOGIN);
    }
    const taken = await clubsWhereEmailTaken(tx, { accountId: account.id, email, orgIds });
    if (taken.includes(club.id)) throw fieldError('email', PERSON_EMAIL_TAKEN_MESSAGE);
    if (taken.length) throw fieldError('email', EMAIL_TAKEN_AT_OTHER_CLUB);
    try {
      await setAccountEmail(tx, { accountId: account.id, email });
    } catch (error) {
      // another login took the address a moment ago (the unique index decides)
      if (isUniqueViolation(error)) throw fieldError('email', EMAIL_HAS_OTHER_LOGIN);
      throw error;
    }
    await setPeopleEmailOfAccount(tx, { accountId: account.id, email });
    await expireAccountPasswordLinks(tx, account.id);
  });

  await enqueueJob(db, emailChangedJob, {
    organisationId: club.id,
    payload: {
      oldEmail: account.email,
      maskedNewEmail: maskEmail(email),
      personId: person.id,
      name: person.name,
      clubName: club.name,
    },
  });
  const saved = await findPerson(db, { orgId: club.id, personId: person.id });
  return toAuthUser(saved!);
}

/**
 * `PUT /api/people/set_password_self`: a new password for the login, with the rules of
 * registration and reset (the contract's PasswordSchema). As a reset does, it ends every
 * session, access token and calendar feed of the login in every club (whoever else held
 * a session, perhaps with the old password, is out), then starts a fresh session for this
 * device: the caller keeps working with the tokens answered.
 */
export async function setPasswordSelf(
  deps: SessionDeps & { db: Db },
  opts: {
    person: Person;
    password: string;
    newPassword: string;
    attemptsFor: (email: string) => PasswordAttempts;
  },
): Promise<TokenPair> {
  const { db } = deps;
  const account = await accountOf(db, opts.person);
  await checkCurrentPassword(account.passwordHash, opts.password, opts.attemptsFor(account.email));
  if (opts.newPassword === opts.password) throw fieldError('new_password', SAME_PASSWORD);

  const passwordHash = await hashPassword(opts.newPassword);
  await setAccountPasswordHash(db, { accountId: account.id, passwordHash });
  await endAllSessions(db, account.id);
  return startSession(deps, opts.person);
}
