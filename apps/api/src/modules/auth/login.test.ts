import { createHmac } from 'node:crypto';
import { twoClubs } from '@test/clubs';
import { createPerson } from '@test/factories';
import { accessTokenFor, bearer, logInAs } from '@test/http';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { people } from '@/db/schema';
import { getDecoyHash, verifyPassword } from '@/lib/password';

// The real argon2 functions, watched: the login must verify a hash whoever asks.
vi.mock('@/lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

/** An HS256 JWT signed with a key of our choosing (not the app's). */
function forgeJwt(claims: object, key: string) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  clubs = await twoClubs(t);
});
afterAll(() => t?.close());

const login = (host: string, body: unknown) =>
  t
    .http()
    .post('/api/auth/login')
    .set('Host', host)
    .send(body as object);
const me = (host: string, headers: Record<string, string> = {}) =>
  t.http().get('/api/auth/user').set('Host', host).set(headers);

describe('POST /api/auth/login', () => {
  it('answers an access and a refresh token; the access token is a 15-minute JWT', async () => {
    const res = await login(clubs.a.org.host, {
      email: clubs.a.user.email,
      password: clubs.a.user.password,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
    const claims = t.app.jwt.decode<Record<string, unknown>>(res.body.access)!;
    expect(claims).toMatchObject({
      sub: String(clubs.a.user.id),
      org: clubs.a.org.id,
      typ: 'access',
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  });

  it('gives an unknown email and a wrong password the same answer', async () => {
    const wrong = await login(clubs.a.org.host, {
      email: clubs.a.user.email,
      password: 'nope nope',
    });
    const unknown = await login(clubs.a.org.host, {
      email: 'ghost@example.test',
      password: 'nope',
    });
    // a member of club B with the right password is a stranger to club A
    const otherClub = await login(clubs.a.org.host, {
      email: clubs.b.user.email,
      password: clubs.b.user.password,
    });
    for (const res of [wrong, unknown, otherClub]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        non_field_errors: ['Unable to log in with the provided credentials.'],
      });
    }
  });

  it('does the same work for an unknown email as for a wrong password (argon2 on a decoy)', async () => {
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    await login(clubs.a.org.host, { email: clubs.a.admin.email, password: 'wrong password' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0][0]).toMatch(/^\$argon2id\$/);

    verify.mockClear();
    await login(clubs.a.org.host, { email: 'nobody-at-all@example.test', password: 'wrong' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0][0]).toBe(await getDecoyHash());
  });

  it('refuses a deactivated person with the right password, saying so', async () => {
    const gone = await createPerson(t.db, clubs.a.org, { role: 'user', isActive: false });
    const res = await login(clubs.a.org.host, { email: gone.email, password: gone.password });
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors[0]).toMatch(/deactivated/);
  });

  it('refuses malformed bodies in the field shape', async () => {
    const res = await login(clubs.a.org.host, { email: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['Invalid email.'], password: ['Required.'] });
  });
});

describe('GET /api/auth/user and the access token', () => {
  it('answers the person with role and settings', async () => {
    const { access } = await logInAs(t, clubs.a.org, clubs.a.admin);
    const res = await me(clubs.a.org.host, bearer(access));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: clubs.a.admin.id,
      name: clubs.a.admin.name,
      email: clubs.a.admin.email,
      phone: '',
      avatar: null,
      role: 'admin',
      is_active: true,
      sms_verified: false,
      email_notifications: true,
      email_reminders: true,
      email_newsletters: true,
      sms_notifications: false,
      settings: {},
    });
  });

  it('401s without a header, with no code', async () => {
    const res = await me(clubs.a.org.host);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it("refuses club A's token on club B's host: wrong_organisation", async () => {
    const token = accessTokenFor(t, clubs.a.user);
    const res = await me(clubs.b.org.host, bearer(token));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('wrong_organisation');
  });

  it('refuses the token of a person with the same email in both clubs on the other host', async () => {
    const shared = await createPerson(t.db, clubs.a.org, { role: 'user' });
    await createPerson(t.db, clubs.b.org, { role: 'user', email: shared.email });
    const { access } = await logInAs(t, clubs.a.org, shared);
    expect((await me(clubs.a.org.host, bearer(access))).status).toBe(200);
    const res = await me(clubs.b.org.host, bearer(access));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('wrong_organisation');
    // and each club's login gives that club's person
    const b = await logInAs(t, clubs.b.org, shared);
    const inB = await me(clubs.b.org.host, bearer(b.access));
    expect(inB.body.id).not.toBe(shared.id);
  });

  it('says token_expired for an expired token and token_not_valid for a forged one', async () => {
    const expired = t.app.jwt.sign(
      { sub: String(clubs.a.user.id), org: clubs.a.org.id, typ: 'access', iat: 1_000_000 },
      { expiresIn: 60 },
    );
    const resExpired = await me(clubs.a.org.host, bearer(expired));
    expect(resExpired.status).toBe(401);
    expect(resExpired.body).toEqual({ detail: 'Token is expired', code: 'token_expired' });

    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: String(clubs.a.admin.id), org: clubs.a.org.id, typ: 'access' };
    const forged = forgeJwt({ ...claims, iat: now, exp: now + 60 }, 'not the secret');
    const unsigned = `${forgeJwt(claims, 'x').split('.').slice(0, 2).join('.')}.`;
    for (const token of [forged, unsigned, 'garbage', `${accessTokenFor(t, clubs.a.user)}x`]) {
      const res = await me(clubs.a.org.host, bearer(token));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('token_not_valid');
    }
    const wrongScheme = await me(clubs.a.org.host, {
      authorization: `Basic ${accessTokenFor(t, clubs.a.user)}`,
    });
    expect(wrongScheme.body.code).toBe('token_not_valid');
  });

  it('refuses a signed token that is not an access token', async () => {
    const other = t.app.jwt.sign({
      sub: String(clubs.a.user.id),
      org: clubs.a.org.id,
      typ: 'kiosk',
    });
    const res = await me(clubs.a.org.host, bearer(other));
    expect(res.body.code).toBe('token_not_valid');
  });

  it("stops a deactivated person's token at once: user_inactive", async () => {
    const person = await createPerson(t.db, clubs.a.org, { role: 'user' });
    const { access } = await logInAs(t, clubs.a.org, person);
    expect((await me(clubs.a.org.host, bearer(access))).status).toBe(200);
    await t.db.update(people).set({ isActive: false }).where(eq(people.id, person.id));
    const res = await me(clubs.a.org.host, bearer(access));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'User is inactive', code: 'user_inactive' });
  });

  it('refuses the token of a person who no longer exists', async () => {
    const person = await createPerson(t.db, clubs.a.org, { role: 'user' });
    const token = accessTokenFor(t, person);
    await t.db.delete(people).where(eq(people.id, person.id));
    const res = await me(clubs.a.org.host, bearer(token));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });
});
