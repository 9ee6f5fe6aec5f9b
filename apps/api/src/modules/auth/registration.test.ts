import { twoClubs } from '@test/clubs';
import { createPerson } from '@test/factories';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, people } from '@/db/schema';

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
const uniqueEmail = (tag: string) =>
  `${tag}-${Math.random().toString(36).slice(2, 8)}@example.test`;

beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  clubs = await twoClubs(t);
});
afterAll(() => t?.close());

const check = (host: string, email: string) =>
  t.http().post('/api/register/check').set('Host', host).send({ email });
const register = (host: string, body: Record<string, unknown>) =>
  t.http().post('/api/register').set('Host', host).send(body);
const login = (host: string, email: string, password: string) =>
  t.http().post('/api/auth/login').set('Host', host).send({ email, password });

async function peopleWithEmail(email: string) {
  return t.db
    .select()
    .from(people)
    .where(eq(sql`lower(${people.email})`, email.toLowerCase()));
}
async function accountCount(email: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()));
  return row.n;
}

describe('POST /api/register/check', () => {
  it('answers account-required for an email nobody uses', async () => {
    const res = await check(clubs.a.org.host, uniqueEmail('nobody'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'account-required' });
  });

  it('answers login-required for a member of this club, whatever the case of the email', async () => {
    const res = await check(clubs.a.org.host, `  ${clubs.a.user.email.toUpperCase()} `);
    expect(res.body).toEqual({ status: 'login-required' });
  });

  it('answers details-required for a member of another club only', async () => {
    const res = await check(clubs.b.org.host, clubs.a.user.email);
    expect(res.body).toEqual({ status: 'details-required' });
  });

  it('refuses a malformed email in the field shape', async () => {
    const bad = await check(clubs.a.org.host, 'not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ email: ['Invalid email.'] });
    const missing = await t
      .http()
      .post('/api/register/check')
      .set('Host', clubs.a.org.host)
      .send({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ email: ['Required.'] });
  });

  it('404s on a host that is no club', async () => {
    const res = await check('nowhere.test', uniqueEmail('x'));
    expect(res.status).toBe(404);
  });
});

describe('POST /api/register: a new account', () => {
  it('creates the account (argon2id) and a pending person; answers 204', async () => {
    const email = uniqueEmail('newbie');
    const res = await register(clubs.a.org.host, {
      email: email.toUpperCase(),
      name: ' New Sailor ',
      phone: '+447700900123',
      password: 'a long secret',
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');

    const [account] = await t.db
      .select()
      .from(accounts)
      .where(eq(sql`lower(${accounts.email})`, email));
    expect(account.email).toBe(email); // stored normalised
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    const [person] = await peopleWithEmail(email);
    expect(person).toMatchObject({
      organisationId: clubs.a.org.id,
      accountId: account.id,
      name: 'New Sailor',
      phone: '+447700900123',
      role: 'new',
      isActive: false,
    });
    expect((await check(clubs.a.org.host, email)).body).toEqual({ status: 'login-required' });
  });

  it('refuses a second registration in the same club on email, creating nothing', async () => {
    const res = await register(clubs.a.org.host, {
      email: clubs.a.user.email,
      name: 'Again',
      phone: '+447700900123',
      password: clubs.a.user.password,
    });
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual(['You are already registered at this club. Please log in.']);
    expect(await peopleWithEmail(clubs.a.user.email)).toHaveLength(1);
  });

  it('requires a password of at least 8 characters for a new account', async () => {
    const email = uniqueEmail('short');
    const res = await register(clubs.a.org.host, {
      email,
      name: 'Short',
      phone: '+61412345678',
      password: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ password: ['Use at least 8 characters.'] });
    expect(await accountCount(email)).toBe(0);
  });

  it('refuses an email an admin already gave to a person here without a login', async () => {
    const email = uniqueEmail('added');
    await createPerson(t.db, clubs.a.org, { email, withAccount: false });
    expect((await check(clubs.a.org.host, email)).body).toEqual({
      status: 'account-required',
      next: 'set-password',
    });
    const res = await register(clubs.a.org.host, {
      email,
      name: 'Added',
      phone: '+447700900123',
      password: 'a long secret',
    });
    expect(res.status).toBe(400);
    expect(res.body.email).toHaveLength(1);
    expect(await accountCount(email)).toBe(0);
  });

  it('refuses malformed bodies field by field and creates nothing', async () => {
    const email = uniqueEmail('malformed');
    const res = await register(clubs.a.org.host, { email, phone: '07700 900123' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: ['Required.'],
      phone: ['Phone number must include the country code and not contain spaces.'],
      password: ['Required.'],
    });
    const notJson = await t
      .http()
      .post('/api/register')
      .set('Host', clubs.a.org.host)
      .set('content-type', 'application/json')
      .send('{"email":');
    expect(notJson.status).toBe(400);
    expect(notJson.body.non_field_errors).toHaveLength(1);
    const array = await register(clubs.a.org.host, [] as unknown as Record<string, unknown>);
    expect(array.status).toBe(400);
    expect(await accountCount(email)).toBe(0);
    expect(await peopleWithEmail(email)).toHaveLength(0);
  });
});

describe('POST /api/register: joining with an account from another club', () => {
  it('refuses a wrong password on password and creates nothing', async () => {
    const res = await register(clubs.b.org.host, {
      email: clubs.a.user.email,
      name: 'Joiner',
      phone: '+447700900123',
      password: 'not the password',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['password']);
    const inB = await t.db
      .select()
      .from(people)
      .where(and(eq(people.organisationId, clubs.b.org.id), eq(people.email, clubs.a.user.email)));
    expect(inB).toHaveLength(0);
  });

  it('with the existing password, adds a pending person in club B on the same account', async () => {
    const res = await register(clubs.b.org.host, {
      email: clubs.a.user.email,
      name: 'Joiner',
      phone: '+447700900123',
      password: clubs.a.user.password,
    });
    expect(res.status).toBe(204);
    const rows = await peopleWithEmail(clubs.a.user.email);
    expect(rows).toHaveLength(2);
    const inB = rows.find((p) => p.organisationId === clubs.b.org.id)!;
    expect(inB).toMatchObject({ role: 'new', isActive: false, accountId: clubs.a.user.accountId });
    expect(await accountCount(clubs.a.user.email)).toBe(1);
    expect((await check(clubs.b.org.host, clubs.a.user.email)).body).toEqual({
      status: 'login-required',
    });
    // still a normal member of A, pending in B
    expect((await login(clubs.a.org.host, clubs.a.user.email, clubs.a.user.password)).status).toBe(
      200,
    );
    const pendingB = await login(clubs.b.org.host, clubs.a.user.email, clubs.a.user.password);
    expect(pendingB.status).toBe(400);
    expect(pendingB.body.non_field_errors[0]).toMatch(/pending approval/);
  });
});

describe('pending people cannot log in', () => {
  it('says so only once the password is right', async () => {
    const email = uniqueEmail('pending');
    await register(clubs.a.org.host, {
      email,
      name: 'Pending',
      phone: '+447700900123',
      password: 'pending password',
    });
    const right = await login(clubs.a.org.host, email, 'pending password');
    expect(right.status).toBe(400);
    expect(right.body).toEqual({
      non_field_errors: [
        'Your account is pending approval by site staff. You cannot log in until it is activated.',
      ],
    });
    const wrong = await login(clubs.a.org.host, email, 'wrong password');
    const unknown = await login(clubs.a.org.host, uniqueEmail('ghost'), 'wrong password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      non_field_errors: ['Unable to log in with the provided credentials.'],
    });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('people the club has without a login (issue 10 item 1)', () => {
  it('register/check offers to set a password by emailed link, only at their club', async () => {
    const p = await createPerson(t.db, clubs.a.org, { role: 'user', withAccount: false });
    expect((await check(clubs.a.org.host, p.email.toUpperCase())).body).toEqual({
      status: 'account-required',
      next: 'set-password',
    });
    expect((await check(clubs.b.org.host, p.email)).body).toEqual({ status: 'account-required' });
    // registering instead is still refused: the profile is not whoever types the email first
    const res = await register(clubs.a.org.host, {
      email: p.email,
      name: 'Someone',
      password: 'someone secret',
    });
    expect(res.status).toBe(400);
    expect(await accountCount(p.email)).toBe(0);
  });

  it('also when the email logs in at another club', async () => {
    const atB = await createPerson(t.db, clubs.b.org, { role: 'user' });
    await createPerson(t.db, clubs.a.org, { role: 'user', withAccount: false, email: atB.email });
    expect((await check(clubs.a.org.host, atB.email)).body).toEqual({
      status: 'details-required',
      next: 'set-password',
    });
  });

  it('not for pending or deactivated people: no link would be sent to them', async () => {
    const pending = await createPerson(t.db, clubs.a.org, { role: 'new', withAccount: false });
    const inactive = await createPerson(t.db, clubs.a.org, {
      role: 'user',
      isActive: false,
      withAccount: false,
    });
    for (const p of [pending, inactive]) {
      expect((await check(clubs.a.org.host, p.email)).body).toEqual({
        status: 'account-required',
      });
    }
  });
});

describe('phone is optional (spec section 5; issue 10 item 6)', () => {
  it('registers without a phone, or with an empty one; a given phone must be valid', async () => {
    for (const phone of [undefined, '']) {
      const email = uniqueEmail('nophone');
      const res = await register(clubs.a.org.host, {
        email,
        name: 'No Phone',
        password: 'no phone secret',
        ...(phone === undefined ? {} : { phone }),
      });
      expect(res.status).toBe(204);
      const [person] = await peopleWithEmail(email);
      expect(person).toMatchObject({ phone: '', organisationId: clubs.a.org.id });
    }
    const bad = await register(clubs.a.org.host, {
      email: uniqueEmail('badphone'),
      name: 'Bad Phone',
      password: 'bad phone secret',
      phone: '0770',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['phone']);
  });
});
