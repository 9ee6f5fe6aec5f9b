// Helpers for API tests of any module that needs a logged-in person. Not loaded by the app.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listMailbox, mailboxDir } from '@/adapters/mail/mailbox';
import type { Config } from '@/env';
import type { Person } from '@/modules/people/person';
import { createOrg, createPerson, type TestOrg } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

/**
 * Limits high enough never to trip in a test file: every request comes from 127.0.0.1.
 * Pass to createTestApp; rate-limit tests set their own.
 */
export const relaxedLimits: Partial<Config> = {
  RATE_LIMIT_CHECK_PER_MINUTE: 10_000,
  RATE_LIMIT_REGISTER_PER_MINUTE: 10_000,
  RATE_LIMIT_LOGIN_PER_MINUTE: 10_000,
  RATE_LIMIT_RESET_PER_MINUTE: 10_000,
  RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT: 10_000,
  RATE_LIMIT_RESET_EMAILS_PER_ACCOUNT: 10_000,
  RATE_LIMIT_PLATFORM_PER_MINUTE: 10_000,
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * An access token for `person` without going through login (no password, no limits), at
 * token version 0, which every account starts at (see token-version.ts).
 */
export const accessTokenFor = (t: TestApp, person: Pick<Person, 'id' | 'organisationId'>) =>
  t.app.signAccessToken(person, { tokenVersion: 0 });

/** Logs in through the API; fails the test unless it answers 200. */
export async function logInAs(
  t: TestApp,
  org: TestOrg,
  who: { email: string; password: string },
): Promise<{ access: string; refresh: string }> {
  const res = await t
    .http()
    .post('/api/auth/login')
    .set('Host', org.host)
    .send({ email: who.email, password: who.password });
  if (res.status !== 200)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Two clubs, each with an admin and an active user: the isolation setup of every file. */
export async function twoClubs(t: TestApp) {
  const setUp = async () => {
    const org = await createOrg(t.db);
    const admin = await createPerson(t.db, org, { role: 'admin' });
    const user = await createPerson(t.db, org, { role: 'user' });
    return { org, admin, user };
  };
  return { a: await setUp(), b: await setUp() };
}

/** Config for a test app whose mail is delivered to a fresh mailbox folder. */
export const withMailbox = (): Partial<Config> => ({
  MAIL_DIR: mkdtempSync(path.join(tmpdir(), 'crewcall-mailbox-')),
});

/**
 * The mails delivered to `to`, newest first, once the app's deferred work (a reset
 * request mails after answering) has finished.
 */
export async function mailboxOf(t: TestApp, to: string) {
  await t.app.deferredWork.settled();
  const dir = mailboxDir(t.config);
  if (!dir) throw new Error('This test app has no mailbox: create it with withMailbox().');
  return listMailbox(dir, { to, limit: 100 });
}

/** The link and its token in a mailed "choose a password" email. */
export function linkIn(mail: { text: string }) {
  const match = mail.text.match(/(https?:\/\/\S+)\/password\/reset\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`No password link in:\n${mail.text}`);
  return { url: match[0], base: match[1], token: match[2] };
}
