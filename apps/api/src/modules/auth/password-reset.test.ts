import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, passwordResetTokens, refreshTokens } from '@/db/schema';
import { sha256 } from '@/lib/secrets';
import { createPerson, type TestOrg } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { logInAs, relaxedLimits, twoClubs } from './testing';

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
const SAME_ANSWER = {
  detail: 'If an account exists for this email, we have sent a link to reset your password.',
};
const INVALID = { token: ['This link is invalid or has expired.'] };

beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  clubs = await twoClubs(t);
});
afterAll(() => t?.close());

const put = (host: string, path: string, body: object) =>
  t.http().put(`/api/password_reset/${path}`).set('Host', host).send(body);

async function messagesTo(org: TestOrg, email: string) {
  return t.db
    .select()
    .from(messages)
    .where(and(eq(messages.organisationId, org.id), eq(messages.toAddress, email)))
    .orderBy(desc(messages.id));
}

/** Asks for a reset and reads the token back from the link in the stored email. */
async function resetLink(org: TestOrg, email: string) {
  const res = await put(org.host, 'request', { email });
  expect(res.status).toBe(200);
  const [mail] = await messagesTo(org, email);
  const match = mail.body.match(/(https?:\/\/\S+)\/password\/reset\/([A-Za-z0-9_-]+)/);
  expect(match).not.toBeNull();
  return { url: match![0], token: match![2], mail };
}

describe('PUT /api/password_reset/request', () => {
  it('emails a member a link to this site, stored in messages, the token kept hashed', async () => {
    const { url, token, mail } = await resetLink(clubs.a.org, clubs.a.user.email);
    expect(url).toMatch(new RegExp(`^http://${clubs.a.org.host.replace(/\./g, '\\.')}(:\\d+)?/`));
    expect(mail).toMatchObject({
      channel: 'email',
      status: 'sent',
      toPersonId: clubs.a.user.id,
      subject: `Reset your password for ${clubs.a.org.name}`,
    });
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(row.organisationId).toBe(clubs.a.org.id);
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const known = await put(clubs.a.org.host, 'request', { email: clubs.a.admin.email });
    const unknown = await put(clubs.a.org.host, 'request', { email: 'ghost@example.test' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(SAME_ANSWER);
    expect(known.body).toEqual(SAME_ANSWER);
    expect(await messagesTo(clubs.a.org, 'ghost@example.test')).toHaveLength(0);
  });

  it("sends nothing for club B's member asking on club A's site", async () => {
    const res = await put(clubs.a.org.host, 'request', { email: clubs.b.admin.email });
    expect(res.body).toEqual(SAME_ANSWER);
    expect(await messagesTo(clubs.a.org, clubs.b.admin.email)).toHaveLength(0);
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

    const { token } = await resetLink(clubs.a.org, person.email);
    const check = await put(clubs.a.org.host, 'check', { token });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ email: person.email });

    const done = await put(clubs.a.org.host, 'token', { token, password: 'brand new secret' });
    expect(done.status).toBe(200);
    expect(Object.keys(done.body).sort()).toEqual(['access', 'refresh']);
    const me = await t
      .http()
      .get('/api/auth/user')
      .set('Host', clubs.a.org.host)
      .set({ authorization: `Bearer ${done.body.access}` });
    expect(me.body.id).toBe(person.id);

    // old sessions (both clubs) are revoked; the new one is not
    for (const old of [sessionA.refresh, sessionB.refresh]) {
      const [row] = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(old)));
      expect(row.revokedAt).not.toBeNull();
    }
    const host = clubs.a.org.host;
    expect((await t.http().post('/api/auth/refresh').set('Host', host).send(sessionA)).status).toBe(
      401,
    );
    expect(
      (await t.http().post('/api/auth/refresh').set('Host', host).send(done.body)).status,
    ).toBe(200);

    // new password everywhere, old one nowhere
    await logInAs(t, clubs.b.org, { email: person.email, password: 'brand new secret' });
    const old = await t
      .http()
      .post('/api/auth/login')
      .set('Host', host)
      .send({ email: person.email, password: person.password });
    expect(old.status).toBe(400);

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

  it("sets a pending person's password but answers that they are pending", async () => {
    const pending = await createPerson(t.db, clubs.a.org, { role: 'new' });
    const { token } = await resetLink(clubs.a.org, pending.email);
    const res = await put(clubs.a.org.host, 'token', { token, password: 'pending new secret' });
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors[0]).toMatch(/pending approval/);
    const login = await t
      .http()
      .post('/api/auth/login')
      .set('Host', clubs.a.org.host)
      .send({ email: pending.email, password: 'pending new secret' });
    expect(login.body.non_field_errors[0]).toMatch(/pending approval/); // password was set
  });
});
