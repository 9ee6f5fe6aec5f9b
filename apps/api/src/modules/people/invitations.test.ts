import { PERSON_EMAIL_HAS_LOGIN_MESSAGE } from '@crewcall/contract';
import { twoClubs } from '@test/clubs';
import { createPerson, type TestOrg } from '@test/factories';
import { accessTokenFor, bearer, logInAs } from '@test/http';
import { linkIn, mailboxOf, withMailbox } from '@test/mail';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, messages, passwordResetTokens, people } from '@/db/schema';
import { verifyPassword } from '@/lib/password';

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
let adminA: string;

beforeAll(async () => {
  t = await createTestApp({ ...relaxedLimits, ...withMailbox() });
  clubs = await twoClubs(t);
  adminA = accessTokenFor(t, clubs.a.admin);
});
afterAll(() => t?.close());

const invite = (org: TestOrg, token: string, body: unknown) =>
  t
    .http()
    .post('/api/people/invite')
    .set('Host', org.host)
    .set(bearer(token))
    .send(body as object);
const putReset = (org: TestOrg, path: string, body: object) =>
  t.http().put(`/api/password_reset/${path}`).set('Host', org.host).send(body);
const personRow = async (id: number) =>
  (await t.db.select().from(people).where(eq(people.id, id)))[0];
const noLogin = (
  org: TestOrg,
  opts: { email?: string; role?: 'new' | 'user'; isActive?: boolean } = {},
) => createPerson(t.db, org, { role: 'user', withAccount: false, ...opts });

describe('POST /api/people/invite', () => {
  it('mails each person without a login a 7-day link and reports everyone else as skipped', async () => {
    const ann = await noLogin(clubs.a.org);
    const bob = await noLogin(clubs.a.org);
    const pending = await noLogin(clubs.a.org, { role: 'new' });
    const theirs = await noLogin(clubs.b.org);
    const res = await invite(clubs.a.org, adminA, {
      ids: [ann.id, clubs.a.user.id, bob.id, theirs.id, pending.id, ann.id, 999_999],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      invited: [ann.id, bob.id],
      skipped: [
        { id: clubs.a.user.id, reason: 'has_login' },
        { id: theirs.id, reason: 'not_found' },
        { id: pending.id, reason: 'not_active' },
        { id: 999_999, reason: 'not_found' },
      ],
    });

    const [mail] = await mailboxOf(t, ann.email);
    expect(mail.subject).toBe(`You are invited to ${clubs.a.org.name} on Crewcall`);
    expect(mail.text).toContain('Your Crewcall login is the same at every club that uses it');
    const { base, token } = linkIn(mail);
    expect(base).toBe(`http://${clubs.a.org.host}`);
    const [link] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.personId, ann.id));
    expect(link).toMatchObject({
      purpose: 'invite',
      accountId: null,
      organisationId: clubs.a.org.id,
    });
    const days = (link.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // an audit line for the club, without the link
    const audit = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.organisationId, clubs.a.org.id), eq(messages.toAddress, ann.email)));
    expect(audit).toEqual([
      expect.objectContaining({
        kind: 'security',
        body: 'Invitation link sent (link not stored).',
      }),
    ]);
    expect(
      await t.db
        .select()
        .from(messages)
        .where(like(messages.body, `%${token}%`)),
    ).toEqual([]);

    // nothing for the skipped, nothing in club B
    expect(await mailboxOf(t, clubs.a.user.email)).toHaveLength(0);
    expect(await mailboxOf(t, theirs.email)).toHaveLength(0);
    expect((await personRow(theirs.id)).invitedAt).toBeNull();
    expect((await personRow(ann.id)).invitedAt).not.toBeNull();
  });

  it('shows invitation status to admins in the people list (invited_at, has_login), not to users', async () => {
    const cat = await noLogin(clubs.a.org);
    await invite(clubs.a.org, adminA, { ids: [cat.id] });
    const list = await t
      .http()
      .get('/api/people/?has_login=false&limit=all')
      .set('Host', clubs.a.org.host)
      .set(bearer(adminA));
    expect(list.status).toBe(200);
    const row = list.body.results.people[String(cat.id)];
    expect(row).toMatchObject({ has_login: false });
    expect(new Date(row.invited_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(list.body.ids).not.toContain(clubs.a.admin.id);
    const asUser = await t
      .http()
      .get('/api/people/?limit=all')
      .set('Host', clubs.a.org.host)
      .set(bearer(accessTokenFor(t, clubs.a.user)));
    expect(Object.keys(asUser.body.results.people[String(clubs.a.admin.id)]).sort()).toEqual([
      'avatar',
      'id',
      'name',
    ]);
  });

  it('resending replaces the link: the older one stops working', async () => {
    const dan = await noLogin(clubs.a.org);
    await invite(clubs.a.org, adminA, { ids: [dan.id] });
    const first = linkIn((await mailboxOf(t, dan.email))[0]).token;
    expect((await invite(clubs.a.org, adminA, { ids: [dan.id] })).body.invited).toEqual([dan.id]);
    const mails = await mailboxOf(t, dan.email);
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[0]).token;
    expect(second).not.toBe(first);
    expect((await putReset(clubs.a.org, 'check', { token: first })).status).toBe(400);
    expect((await putReset(clubs.a.org, 'check', { token: second })).body).toEqual({
      email: dan.email,
      purpose: 'invite',
      use_existing_password: false,
      new_login: true,
    });
  });

  it('the invitation link creates the login: choose a password, logged in, only at this club', async () => {
    const eve = await noLogin(clubs.a.org);
    await invite(clubs.a.org, adminA, { ids: [eve.id] });
    const { token } = linkIn((await mailboxOf(t, eve.email))[0]);
    const onB = await putReset(clubs.b.org, 'token', { token, password: 'eve first secret' });
    expect(onB.status).toBe(400);
    const res = await putReset(clubs.a.org, 'token', { token, password: 'eve first secret' });
    expect(res.status).toBe(200);
    expect((await personRow(eve.id)).accountId).not.toBeNull();
    await logInAs(t, clubs.a.org, { email: eve.email, password: 'eve first secret' });
    // now she has a login: a new invitation skips her, and the used link is spent
    expect((await invite(clubs.a.org, adminA, { ids: [eve.id] })).body.skipped).toEqual([
      { id: eve.id, reason: 'has_login' },
    ]);
    expect((await putReset(clubs.a.org, 'check', { token })).status).toBe(400);
  });

  it("an invitation never changes a login other clubs use: it joins with that login's password", async () => {
    const atB = await createPerson(t.db, clubs.b.org, { role: 'admin' });
    const atA = await noLogin(clubs.a.org, { email: atB.email });
    await invite(clubs.a.org, adminA, { ids: [atA.id] });
    const { token } = linkIn((await mailboxOf(t, atB.email))[0]);
    expect((await putReset(clubs.a.org, 'check', { token })).body).toEqual({
      email: atB.email,
      purpose: 'invite',
      use_existing_password: true,
      new_login: false,
    });
    const [before] = await t.db.select().from(accounts).where(eq(accounts.id, atB.accountId!));

    const wrong = await putReset(clubs.a.org, 'token', { token, password: 'a new password' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body)).toEqual(['password']);
    expect((await personRow(atA.id)).accountId).toBeNull();

    const right = await putReset(clubs.a.org, 'token', { token, password: atB.password });
    expect(right.status).toBe(200);
    expect((await personRow(atA.id)).accountId).toBe(atB.accountId);
    const [after] = await t.db.select().from(accounts).where(eq(accounts.id, atB.accountId!));
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.tokenVersion).toBe(before.tokenVersion);
    await logInAs(t, clubs.a.org, atB);
    await logInAs(t, clubs.b.org, atB);
  });

  it('is for admins only, of this club', async () => {
    const fay = await noLogin(clubs.a.org);
    const asUser = await invite(clubs.a.org, accessTokenFor(t, clubs.a.user), { ids: [fay.id] });
    expect(asUser.status).toBe(403);
    const otherAdmin = await invite(clubs.a.org, accessTokenFor(t, clubs.b.admin), {
      ids: [fay.id],
    });
    expect(otherAdmin.status).toBe(401);
    const fromB = await invite(clubs.b.org, accessTokenFor(t, clubs.b.admin), { ids: [fay.id] });
    expect(fromB.body).toEqual({ invited: [], skipped: [{ id: fay.id, reason: 'not_found' }] });
    const anonymous = await t
      .http()
      .post('/api/people/invite')
      .set('Host', clubs.a.org.host)
      .send({ ids: [fay.id] });
    expect(anonymous.status).toBe(401);
    expect(await mailboxOf(t, fay.email)).toHaveLength(0);
  });

  it('refuses malformed bodies and more than 500 people at a time', async () => {
    const cases: [unknown, string][] = [
      [{}, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: ['1'] }, 'ids.0'],
      [{ ids: [2 ** 31] }, 'ids.0'],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids'],
    ];
    for (const [body, field] of cases) {
      const res = await invite(clubs.a.org, adminA, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual([field]);
    }
  });
});

/*
 * What may club A's admin do to a login that is also club B's? Nothing that touches its
 * credentials or its other clubs. The admin paths that reach a person are PUT
 * /api/people (name, phone, role, active, and the email of people without a login: a
 * login's email is refused; nothing else is read), the collection engine
 * (people are read-only there) and invitations (skip anyone with a login; the link goes
 * to the person's own mailbox and joins an existing login without changing it).
 */
describe("club A's admin cannot touch a shared login's credentials", () => {
  it("PUT /api/people refuses a login's email and ignores password; the collection engine does not write people", async () => {
    const shared = await createPerson(t.db, clubs.b.org, { role: 'admin' });
    const atA = await createPerson(t.db, clubs.a.org, { role: 'user', email: shared.email });
    const [before] = await t.db.select().from(accounts).where(eq(accounts.id, shared.accountId!));
    const put = await t
      .http()
      .put('/api/people')
      .set('Host', clubs.a.org.host)
      .set(bearer(adminA))
      .send([
        { id: atA.id, email: 'mallory@evil.example', password: 'mallory secret', account: 1 },
      ]);
    // An admin may change the email of people without a login; a login's is its owner's.
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ '0.email': [PERSON_EMAIL_HAS_LOGIN_MESSAGE] });
    const [person] = await t.db.select().from(people).where(eq(people.id, atA.id));
    expect(person?.email).toBe(shared.email);
    const passwordOnly = await t
      .http()
      .put('/api/people')
      .set('Host', clubs.a.org.host)
      .set(bearer(adminA))
      .send([{ id: atA.id, password: 'mallory secret', account: 1 }]);
    expect(passwordOnly.status).toBe(200);
    expect(passwordOnly.body.results.people[String(atA.id)].email).toBe(shared.email);
    for (const [method, path, body] of [
      ['post', '/api/people/', { name: 'X', email: 'mallory@evil.example' }],
      ['put', `/api/people/${atA.id}/`, { email: 'mallory@evil.example' }],
      ['delete', `/api/people/${atA.id}/`, undefined],
    ] as const) {
      const res = await t
        .http()
        [method](path)
        .set('Host', clubs.a.org.host)
        .set(bearer(adminA))
        .send(body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const [after] = await t.db.select().from(accounts).where(eq(accounts.id, shared.accountId!));
    expect(after).toEqual(before);
    expect(await verifyPassword(after.passwordHash, shared.password)).toBe(true);
    expect((await personRow(atA.id)).email).toBe(shared.email);
    await logInAs(t, clubs.b.org, shared);
  });
});
