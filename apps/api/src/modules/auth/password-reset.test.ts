import { twoClubs } from '@test/clubs';
import { createPerson, type TestOrg } from '@test/factories';
import { accessTokenFor, bearer, logInAs } from '@test/http';
import { linkIn, mailboxOf, withMailbox } from '@test/mail';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  jobs,
  messages,
  organisationDomains,
  passwordResetTokens,
  people,
  refreshTokens,
} from '@/db/schema';
import { verifyPassword } from '@/lib/password';
import { randomSecret, sha256 } from '@/lib/secrets';

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
const SAME_ANSWER = {
  detail: 'If an account exists for this email, we have sent a link to reset your password.',
};
const INVALID = { token: ['This link is invalid or has expired.'] };

beforeAll(async () => {
  t = await createTestApp({ ...relaxedLimits, ...withMailbox() }, { countQueries: true });
  clubs = await twoClubs(t);
});
afterAll(() => t?.close());

const put = (host: string, path: string, body: object) =>
  t.http().put(`/api/password_reset/${path}`).set('Host', host).send(body);

const logIn = (org: TestOrg, email: string, password: string) =>
  t.http().post('/api/auth/login').set('Host', org.host).send({ email, password });

async function auditRowsTo(org: TestOrg, email: string) {
  return t.db
    .select()
    .from(messages)
    .where(and(eq(messages.organisationId, org.id), eq(messages.toAddress, email)))
    .orderBy(desc(messages.id));
}

/** Asks for a reset and reads the link from the recipient's (dev) mailbox. */
async function resetLink(org: TestOrg, email: string) {
  const res = await put(org.host, 'request', { email });
  expect(res.status).toBe(200);
  const [mail] = await mailboxOf(t, email);
  expect(mail).toBeDefined();
  return { ...linkIn(mail), mail };
}

/** A link stored directly, as if mailed earlier (e.g. before the person was deactivated). */
async function storedLink(
  org: TestOrg,
  who: { personId: number; accountId: number | null },
  purpose: 'reset' | 'invite' = 'reset',
) {
  const token = randomSecret(32);
  await t.db.insert(passwordResetTokens).values({
    organisationId: org.id,
    accountId: who.accountId,
    personId: who.personId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  return token;
}

const passwordOf = async (accountId: number) =>
  (await t.db.select().from(accounts).where(eq(accounts.id, accountId)))[0].passwordHash;

describe('PUT /api/password_reset/request', () => {
  it("mails a member a link to the club's primary domain; the token is stored hashed only", async () => {
    const { url, base, token, mail } = await resetLink(clubs.a.org, clubs.a.user.email);
    expect(base).toBe(`http://${clubs.a.org.host}`);
    expect(url).toBe(`http://${clubs.a.org.host}/password/reset/${token}`);
    expect(mail.subject).toBe(`Reset your password for ${clubs.a.org.name}`);
    expect(mail.text).toContain('Your Crewcall login is the same at every club that uses it');
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(row).toMatchObject({
      organisationId: clubs.a.org.id,
      personId: clubs.a.user.id,
      accountId: clubs.a.user.accountId,
      purpose: 'reset',
    });
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('records security mail as an audit line only: no token in messages, nothing in messagerecords', async () => {
    const { token } = await resetLink(clubs.a.org, clubs.a.admin.email);
    const [audit] = await auditRowsTo(clubs.a.org, clubs.a.admin.email);
    expect(audit).toMatchObject({
      kind: 'security',
      channel: 'email',
      status: 'sent',
      toPersonId: clubs.a.admin.id,
      subject: `Reset your password for ${clubs.a.org.name}`,
      body: 'Password reset link sent (link not stored).',
      html: null,
    });
    // no row of any club, in any column we store text in, holds the token
    const leaking = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(like(messages.body, `%${token}%`));
    expect(leaking).toHaveLength(0);
    expect(JSON.stringify(await t.db.select().from(messages))).not.toContain(token);

    // the club's admin sees no security mail in its message records, even by id
    const admin = bearer(accessTokenFor(t, clubs.a.admin));
    const list = await t
      .http()
      .get('/api/messagerecords/?limit=all')
      .set('Host', clubs.a.org.host)
      .set(admin);
    expect(list.status).toBe(200);
    expect(list.body.ids).not.toContain(audit.id);
    expect(JSON.stringify(list.body)).not.toContain(token);
    const byId = await t
      .http()
      .get(`/api/messagerecords/${audit.id}/`)
      .set('Host', clubs.a.org.host)
      .set(admin);
    expect(byId.status).toBe(404);
  });

  it('builds the link from the configured primary domain, never from the Host header', async () => {
    await t.db
      .insert(organisationDomains)
      .values({ organisationId: clubs.a.org.id, domain: `alias-${clubs.a.org.host}` });
    for (const host of [
      `${clubs.a.org.host}:1@evil.example`, // resolves to club A, but is not its address
      `alias-${clubs.a.org.host}:8443`,
    ]) {
      const res = await t
        .http()
        .put('/api/password_reset/request')
        .set('Host', host)
        .send({ email: clubs.a.user.email });
      expect(res.status).toBe(200);
      const [mail] = await mailboxOf(t, clubs.a.user.email);
      expect(linkIn(mail).base).toBe(`http://${clubs.a.org.host}`);
      expect(mail.text).not.toContain('evil.example');
    }
  });

  it('answers the same, before any lookup, for known and unknown emails (one code path)', async () => {
    // Hold the jobs: what the request itself does is all a stranger can time.
    await t.app.jobs.stop();
    const held = () => t.db.select().from(jobs).where(eq(jobs.status, 'pending'));
    const before = (await mailboxOf(t, clubs.a.user.email)).length;
    const statementsOf = async (email: string) => {
      t.queries.reset();
      const res = await put(clubs.a.org.host, 'request', { email });
      return { res, statements: [...t.queries.statements] };
    };
    try {
      const known = await statementsOf(clubs.a.user.email);
      const unknown = await statementsOf('ghost@example.test');
      expect(unknown.res.status).toBe(200);
      expect(known.res.body).toEqual(SAME_ANSWER);
      expect(unknown.res.body).toEqual(SAME_ANSWER);
      expect(unknown.statements).toEqual(known.statements);
      expect(await held()).toHaveLength(2);
    } finally {
      await t.app.jobs.start();
    }
    // only now is anything looked up and sent
    expect(await mailboxOf(t, clubs.a.user.email)).toHaveLength(before + 1);
    expect(await mailboxOf(t, 'ghost@example.test')).toHaveLength(0);
    expect(await auditRowsTo(clubs.a.org, 'ghost@example.test')).toHaveLength(0);
    // the job keeps what was typed, never a link
    expect(JSON.stringify(await t.db.select().from(jobs))).not.toMatch(/reset\//);
  });

  it("sends nothing for club B's member asking on club A's site", async () => {
    const res = await put(clubs.a.org.host, 'request', { email: clubs.b.admin.email });
    expect(res.body).toEqual(SAME_ANSWER);
    expect(await mailboxOf(t, clubs.b.admin.email)).toHaveLength(0);
    expect(await auditRowsTo(clubs.a.org, clubs.b.admin.email)).toHaveLength(0);
  });

  it('sends nothing to people who cannot log in here (pending, deactivated)', async () => {
    const pending = await createPerson(t.db, clubs.a.org, { role: 'new' });
    const inactive = await createPerson(t.db, clubs.a.org, { role: 'user', isActive: false });
    const noLoginPending = await createPerson(t.db, clubs.a.org, {
      role: 'new',
      withAccount: false,
    });
    for (const p of [pending, inactive, noLoginPending]) {
      expect((await put(clubs.a.org.host, 'request', { email: p.email })).body).toEqual(
        SAME_ANSWER,
      );
      expect(await mailboxOf(t, p.email)).toHaveLength(0);
    }
  });

  it('refuses a malformed email in the field shape', async () => {
    const res = await put(clubs.a.org.host, 'request', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['Invalid email.'] });
  });
});

describe('PUT /api/password_reset/check and /token', () => {
  it('the emailed link works once: check, set, log in; all sessions of the account end', async () => {
    const person = await createPerson(t.db, clubs.a.org, { role: 'user' });
    // the same account is a member of club B too, with a session there
    await createPerson(t.db, clubs.b.org, { role: 'user', email: person.email });
    const sessionA = await logInAs(t, clubs.a.org, person);
    const sessionB = await logInAs(t, clubs.b.org, person);
    const versionBefore = (
      await t.db.select().from(accounts).where(eq(accounts.id, person.accountId!))
    )[0].tokenVersion;

    const { token } = await resetLink(clubs.a.org, person.email);
    const check = await put(clubs.a.org.host, 'check', { token });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      email: person.email,
      purpose: 'reset',
      use_existing_password: false,
      new_login: false,
    });

    const done = await put(clubs.a.org.host, 'token', { token, password: 'brand new secret' });
    expect(done.status).toBe(200);
    expect(Object.keys(done.body).sort()).toEqual(['access', 'refresh']);
    const me = await t
      .http()
      .get('/api/auth/user')
      .set('Host', clubs.a.org.host)
      .set(bearer(done.body.access));
    expect(me.body.id).toBe(person.id);

    // old sessions (both clubs) are revoked, access tokens too; the new one is not
    for (const old of [sessionA.refresh, sessionB.refresh]) {
      const [row] = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(old)));
      expect(row.revokedAt).not.toBeNull();
    }
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, person.accountId!));
    expect(account.tokenVersion).toBe(versionBefore + 1);
    const host = clubs.a.org.host;
    expect((await t.http().post('/api/auth/refresh').set('Host', host).send(sessionA)).status).toBe(
      401,
    );
    expect(
      (await t.http().post('/api/auth/refresh').set('Host', host).send(done.body)).status,
    ).toBe(200);

    // new password everywhere, old one nowhere
    await logInAs(t, clubs.b.org, { email: person.email, password: 'brand new secret' });
    expect((await logIn(clubs.a.org, person.email, person.password)).status).toBe(400);

    // used: neither check nor token accept it again
    expect((await put(host, 'check', { token })).body).toEqual(INVALID);
    const again = await put(host, 'token', { token, password: 'another new secret' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
  });

  it('refuses an expired link', async () => {
    const { token } = await resetLink(clubs.a.org, clubs.a.admin.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    const check = await put(clubs.a.org.host, 'check', { token });
    expect(check.status).toBe(400);
    expect(check.body).toEqual(INVALID);
    const set = await put(clubs.a.org.host, 'token', { token, password: 'whatever secret' });
    expect(set.body).toEqual(INVALID);
  });

  it("refuses a wrong token, and club A's link on club B's site", async () => {
    expect((await put(clubs.a.org.host, 'check', { token: 'not-a-real-token' })).body).toEqual(
      INVALID,
    );
    const { token } = await resetLink(clubs.a.org, clubs.a.admin.email);
    const elsewhere = await put(clubs.b.org.host, 'token', { token, password: 'whatever secret' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toEqual(INVALID);
    expect((await put(clubs.a.org.host, 'check', { token })).status).toBe(200);
  });

  it('a newer link does not outlive the reset: every outstanding link of the account is used up', async () => {
    const person = await createPerson(t.db, clubs.a.org, { role: 'user' });
    const first = await resetLink(clubs.a.org, person.email);
    const second = await resetLink(clubs.a.org, person.email);
    const res = await put(clubs.a.org.host, 'token', {
      token: second.token,
      password: 'fresh secret 1',
    });
    expect(res.status).toBe(200);
    expect((await put(clubs.a.org.host, 'check', { token: first.token })).body).toEqual(INVALID);
  });

  it('validates the new password and leaves the link usable', async () => {
    const { token } = await resetLink(clubs.a.org, clubs.a.admin.email);
    const res = await put(clubs.a.org.host, 'token', { token, password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ password: ['Use at least 8 characters.'] });
    const missing = await put(clubs.a.org.host, 'token', {});
    expect(missing.body).toEqual({ token: ['Required.'], password: ['Required.'] });
    expect((await put(clubs.a.org.host, 'check', { token })).status).toBe(200);
  });

  it("checks before it changes: a pending person's valid link sets nothing", async () => {
    const pending = await createPerson(t.db, clubs.a.org, { role: 'new' });
    const token = await storedLink(clubs.a.org, {
      personId: pending.id,
      accountId: pending.accountId,
    });
    const hashBefore = await passwordOf(pending.accountId!);
    const check = await put(clubs.a.org.host, 'check', { token });
    expect(check.status).toBe(400);
    expect(check.body.token[0]).toMatch(/pending approval/);
    const res = await put(clubs.a.org.host, 'token', { token, password: 'pending new secret' });
    expect(res.status).toBe(400);
    expect(res.body.token[0]).toMatch(/pending approval/);
    expect(await passwordOf(pending.accountId!)).toBe(hashBefore);
    // the old password is still the one: it proves itself, then hears "pending"
    const old = await logIn(clubs.a.org, pending.email, pending.password);
    expect(old.body.non_field_errors[0]).toMatch(/pending approval/);
    const attempted = await logIn(clubs.a.org, pending.email, 'pending new secret');
    expect(attempted.body.non_field_errors[0]).toMatch(/Unable to log in/);
  });

  /*
   * The account-takeover path of issue 8: Mallory is admin of club A. Victor is admin of
   * club B and merely registered at A (pending there). Nothing A's side can do may touch
   * Victor's login: A sends him no link while he is pending, a link made for him while
   * he was active stops working when A deactivates him, and A's people endpoints have no
   * field for email or password at all (people.test.ts). Security mail is unreadable to
   * A's admin (above), so even a link that is sent reaches only Victor's mailbox.
   */
  it('club A cannot reset the login of a person who is pending at A and admin at B', async () => {
    const victor = await createPerson(t.db, clubs.b.org, { role: 'admin' });
    const pendingAtA = await createPerson(t.db, clubs.a.org, {
      role: 'new',
      email: victor.email,
    });
    expect(pendingAtA.accountId).toBe(victor.accountId);
    const hashBefore = await passwordOf(victor.accountId!);

    expect((await put(clubs.a.org.host, 'request', { email: victor.email })).status).toBe(200);
    expect(await mailboxOf(t, victor.email)).toHaveLength(0);

    const token = await storedLink(clubs.a.org, {
      personId: pendingAtA.id,
      accountId: victor.accountId,
    });
    const res = await put(clubs.a.org.host, 'token', { token, password: 'mallory was here' });
    expect(res.status).toBe(400);
    expect(await passwordOf(victor.accountId!)).toBe(hashBefore);
    expect((await logIn(clubs.b.org, victor.email, 'mallory was here')).status).toBe(400);
    await logInAs(t, clubs.b.org, victor);
  });

  it('a deactivated member cannot use a link mailed before', async () => {
    const p = await createPerson(t.db, clubs.a.org, { role: 'user' });
    const { token } = await resetLink(clubs.a.org, p.email);
    await t.db.update(people).set({ isActive: false }).where(eq(people.id, p.id));
    const res = await put(clubs.a.org.host, 'token', { token, password: 'too late secret' });
    expect(res.status).toBe(400);
    expect(res.body.token[0]).toMatch(/deactivated/);
    expect(await verifyPassword(await passwordOf(p.accountId!), p.password)).toBe(true);
  });
});

describe('people without a login (added by an admin)', () => {
  it('a reset request mails them a link that creates their login', async () => {
    const p = await createPerson(t.db, clubs.a.org, { role: 'user', withAccount: false });
    const { token, mail } = await resetLink(clubs.a.org, p.email);
    expect(mail.subject).toBe(`Set your password for ${clubs.a.org.name}`);
    const [audit] = await auditRowsTo(clubs.a.org, p.email);
    expect(audit).toMatchObject({
      kind: 'security',
      body: 'Password set link sent (link not stored).',
    });
    expect((await put(clubs.a.org.host, 'check', { token })).body).toEqual({
      email: p.email,
      purpose: 'reset',
      use_existing_password: false,
      new_login: true,
    });
    const res = await put(clubs.a.org.host, 'token', { token, password: 'my first secret' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(people).where(eq(people.id, p.id));
    expect(row.accountId).not.toBeNull();
    await logInAs(t, clubs.a.org, { email: p.email, password: 'my first secret' });
    // a login of its own, not a membership anywhere else
    expect((await logIn(clubs.b.org, p.email, 'my first secret')).status).toBe(400);
    expect((await put(clubs.a.org.host, 'check', { token })).body).toEqual(INVALID);
  });

  it('whose email logs in at club B: a reset link they asked for sets that login and joins it', async () => {
    const atB = await createPerson(t.db, clubs.b.org, { role: 'user' });
    const sessionB = await logInAs(t, clubs.b.org, atB);
    const atA = await createPerson(t.db, clubs.a.org, {
      role: 'user',
      withAccount: false,
      email: atB.email.toUpperCase(),
    });
    const { token } = await resetLink(clubs.a.org, atB.email);
    expect((await put(clubs.a.org.host, 'check', { token })).body).toEqual({
      email: atB.email,
      purpose: 'reset',
      use_existing_password: false,
      new_login: false,
    });
    const res = await put(clubs.a.org.host, 'token', { token, password: 'one login secret' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(people).where(eq(people.id, atA.id));
    expect(row.accountId).toBe(atB.accountId);
    await logInAs(t, clubs.b.org, { email: atB.email, password: 'one login secret' });
    const refreshB = await t
      .http()
      .post('/api/auth/refresh')
      .set('Host', clubs.b.org.host)
      .send(sessionB);
    expect(refreshB.status).toBe(401); // the login's password changed: its sessions end
  });
});

describe("reset mails cannot be used up from another club's site", () => {
  let own: TestApp;
  let pair: Awaited<ReturnType<typeof twoClubs>>;
  beforeAll(async () => {
    // One reset mail an hour per address: the member's own request must still get it.
    own = await createTestApp({
      ...relaxedLimits,
      ...withMailbox(),
      RATE_LIMIT_RESET_EMAILS_PER_ACCOUNT: 1,
    });
    pair = await twoClubs(own);
  });
  afterAll(() => own?.close());

  const ask = (host: string, email: string) =>
    own.http().put('/api/password_reset/request').set('Host', host).send({ email });

  it("after requests on club B's host, the member's own request mails a link that works", async () => {
    const member = pair.a.user;
    for (let i = 0; i < 3; i++) {
      expect((await ask(pair.b.org.host, member.email)).body).toEqual(SAME_ANSWER);
    }
    expect(await mailboxOf(own, member.email)).toHaveLength(0);

    expect((await ask(pair.a.org.host, member.email)).body).toEqual(SAME_ANSWER);
    const [mail] = await mailboxOf(own, member.email);
    expect(mail).toBeDefined();
    const { token } = linkIn(mail);
    const reset = await own
      .http()
      .put('/api/password_reset/token')
      .set('Host', pair.a.org.host)
      .send({ token, password: 'a brand new password' });
    expect(reset.status).toBe(200);

    // the allowance (1) is spent now: another request answers the same and mails nothing
    expect((await ask(pair.a.org.host, member.email)).body).toEqual(SAME_ANSWER);
    expect(await mailboxOf(own, member.email)).toHaveLength(1);
  });
});
