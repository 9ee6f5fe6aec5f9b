import { twoClubs } from '@test/clubs';
import { createPerson } from '@test/factories';
import { accessTokenFor, bearer, logInAs } from '@test/http';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { bumpTokenVersion } from './token-version';

// Access tokens stop at once, not when they expire (issue 8, item 8).

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  clubs = await twoClubs(t);
});
afterAll(() => t?.close());

const me = (host: string, access: string) =>
  t.http().get('/api/auth/user').set('Host', host).set(bearer(access));
const refresh = (host: string, token: string) =>
  t.http().post('/api/auth/refresh').set('Host', host).send({ refresh: token });

/** A person who belongs to both clubs with one account. */
async function memberOfBoth() {
  const atA = await createPerson(t.db, clubs.a.org, { role: 'user' });
  const atB = await createPerson(t.db, clubs.b.org, { role: 'user', email: atA.email });
  return { atA, atB };
}

function expectRevoked(res: { status: number; body: { code?: string } }) {
  expect(res.status).toBe(401);
  expect(res.body.code).toBe('token_revoked');
}

describe('logout', () => {
  it("ends that session's access token at once; the person's other session goes on", async () => {
    const { atA } = await memberOfBoth();
    const phone = await logInAs(t, clubs.a.org, atA);
    const laptop = await logInAs(t, clubs.a.org, atA);
    expect((await me(clubs.a.org.host, phone.access)).status).toBe(200);

    const res = await t
      .http()
      .post('/api/auth/logout')
      .set('Host', clubs.a.org.host)
      .send({ refresh: phone.refresh });
    expect(res.status).toBe(204);

    expectRevoked(await me(clubs.a.org.host, phone.access));
    expect((await me(clubs.a.org.host, laptop.access)).status).toBe(200);
    expect((await refresh(clubs.a.org.host, laptop.refresh)).status).toBe(200);
  });
});

describe('POST /api/auth/logout_all', () => {
  const logoutAll = (host: string, access?: string) => {
    const req = t.http().post('/api/auth/logout_all').set('Host', host);
    return access ? req.set(bearer(access)) : req;
  };

  it('ends every session of the account in every club, access and refresh tokens', async () => {
    const { atA, atB } = await memberOfBoth();
    const phone = await logInAs(t, clubs.a.org, atA);
    const laptop = await logInAs(t, clubs.a.org, atA);
    const otherClub = await logInAs(t, clubs.b.org, atB);
    const bystander = await logInAs(t, clubs.a.org, clubs.a.user);

    expect((await logoutAll(clubs.a.org.host, phone.access)).status).toBe(204);

    for (const session of [phone, laptop]) {
      expectRevoked(await me(clubs.a.org.host, session.access));
      expect((await refresh(clubs.a.org.host, session.refresh)).status).toBe(401);
    }
    expectRevoked(await me(clubs.b.org.host, otherClub.access));
    expect((await refresh(clubs.b.org.host, otherClub.refresh)).status).toBe(401);
    // someone else's session is untouched, and the person can simply log in again
    expect((await me(clubs.a.org.host, bystander.access)).status).toBe(200);
    const again = await logInAs(t, clubs.a.org, atA);
    expect((await me(clubs.a.org.host, again.access)).status).toBe(200);
  });

  it('needs a valid access token', async () => {
    expect((await logoutAll(clubs.a.org.host)).status).toBe(401);
    expect((await logoutAll(clubs.a.org.host, 'not-a-token')).status).toBe(401);
  });
});

describe('token version (what a password reset bumps)', () => {
  it('a bump refuses older access tokens with token_revoked; new ones carry the new version', async () => {
    const person = await createPerson(t.db, clubs.a.org, { role: 'user' });
    const session = await logInAs(t, clubs.a.org, person);
    const minted = accessTokenFor(t, person); // version 0, as every account starts

    const version = await bumpTokenVersion(t.db, person.accountId!);
    expect(version).toBe(1);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, person.accountId!));
    expect(account.tokenVersion).toBe(1);

    expectRevoked(await me(clubs.a.org.host, session.access));
    expectRevoked(await me(clubs.a.org.host, minted));
    // the bump alone leaves refresh tokens alone: what it mints now works
    const renewed = await refresh(clubs.a.org.host, session.refresh);
    expect(renewed.status).toBe(200);
    expect((await me(clubs.a.org.host, renewed.body.access)).status).toBe(200);
    const fresh = await logInAs(t, clubs.a.org, person);
    expect((await me(clubs.a.org.host, fresh.access)).status).toBe(200);
  });

  it('a token minted before tokens carried a version reads as expired (the client refreshes)', async () => {
    const person = clubs.a.user;
    const old = t.app.jwt.sign({
      sub: String(person.id),
      org: person.organisationId,
      typ: 'access',
    });
    const res = await me(clubs.a.org.host, old);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_expired');
  });

  it('a forged version or session claim of the wrong type is not valid', async () => {
    const person = clubs.a.user;
    const claims = { sub: String(person.id), org: person.organisationId, typ: 'access' };
    const wrongSid = t.app.jwt.sign({ ...claims, tv: 0, sid: 42 });
    expect((await me(clubs.a.org.host, wrongSid)).body.code).toBe('token_not_valid');
    const ahead = t.app.jwt.sign({ ...claims, tv: 7 });
    expectRevoked(await me(clubs.a.org.host, ahead));
  });
});

describe('deactivation', () => {
  it("stops the person's access at this club at once, and only at this club", async () => {
    const { atA, atB } = await memberOfBoth();
    const atClubA = await logInAs(t, clubs.a.org, atA);
    const atClubB = await logInAs(t, clubs.b.org, atB);
    const admin = await logInAs(t, clubs.a.org, clubs.a.admin);

    const res = await t
      .http()
      .put('/api/people')
      .set('Host', clubs.a.org.host)
      .set(bearer(admin.access))
      .send([{ id: atA.id, is_active: false }]);
    expect(res.status).toBe(200);

    const refused = await me(clubs.a.org.host, atClubA.access);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('user_inactive');
    expect((await refresh(clubs.a.org.host, atClubA.refresh)).status).toBe(401);
    // club B's membership is club B's business: its session goes on
    expect((await me(clubs.b.org.host, atClubB.access)).status).toBe(200);
    expect((await refresh(clubs.b.org.host, atClubB.refresh)).status).toBe(200);
  });
});
