import { SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from '@crewcall/contract';
import { createPerson } from '@test/factories';
import { api, logInAs } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { verifyPassword } from '@/lib/password';

// PUT /api/people/set_password_self: a new password, this session kept, every other ended.
const kit = useTwoClubs();

const setPassword = (token: string, body: unknown) =>
  api(kit.t, kit.a().org, token).put('people/set_password_self', body);
const me = (org: { host: string }, token: string) =>
  kit.t.http().get('/api/auth/user').set('Host', org.host).set('Authorization', `Bearer ${token}`);
const refresh = (org: { host: string }, token: string) =>
  kit.t.http().post('/api/auth/refresh').set('Host', org.host).send({ refresh: token });
const passwordHash = async (accountId: number) =>
  (await kit.t.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]!.passwordHash;

/** A member of club A whose login also belongs to club B, logged in at both. */
async function memberOfTwoClubs() {
  const person = await createPerson(kit.t.db, kit.a().org, { role: 'user' });
  await createPerson(kit.t.db, kit.b().org, { role: 'user', email: person.email });
  const here = await logInAs(kit.t, kit.a().org, person);
  const otherDevice = await logInAs(kit.t, kit.a().org, person);
  const atB = await logInAs(kit.t, kit.b().org, person);
  return { person, here, otherDevice, atB };
}

describe('PUT /api/people/set_password_self', () => {
  it('sets the new password, ends every other session everywhere, and answers a fresh pair for this one', async () => {
    const { person, here, otherDevice, atB } = await memberOfTwoClubs();
    const res = await setPassword(here.access, {
      password: person.password,
      new_password: 'a new long password',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
    expect(await verifyPassword(await passwordHash(person.accountId!), 'a new long password')).toBe(
      true,
    );

    // this device goes on with the answered pair
    expect((await me(kit.a().org, res.body.access)).status).toBe(200);
    expect((await refresh(kit.a().org, res.body.refresh)).status).toBe(200);
    // every other session of the login ends, in this club and the other
    for (const [org, tokens] of [
      [kit.a().org, here],
      [kit.a().org, otherDevice],
      [kit.b().org, atB],
    ] as const) {
      const old = await me(org, tokens.access);
      expect(old.status).toBe(401);
      expect(old.body.code).toBe('token_revoked');
      expect((await refresh(org, tokens.refresh)).status).toBe(401);
    }
    // the old password opens nothing; the new one does, at both clubs
    await expect(logInAs(kit.t, kit.a().org, person)).rejects.toThrow(/400/);
    await logInAs(kit.t, kit.b().org, { email: person.email, password: 'a new long password' });
  });

  it('checks the current password and the new one, changing nothing on a refusal', async () => {
    const { person, here } = await memberOfTwoClubs();
    const before = await passwordHash(person.accountId!);
    const cases: [unknown, unknown][] = [
      [
        { password: 'wrong password', new_password: 'a new long password' },
        { password: [WRONG_CURRENT_PASSWORD] },
      ],
      [
        { password: person.password, new_password: 'short' },
        { new_password: ['Use at least 8 characters.'] },
      ],
      [
        { password: person.password, new_password: person.password },
        { new_password: [SAME_PASSWORD] },
      ],
      [{ new_password: 'a new long password' }, { password: ['Required.'] }],
      [{ password: person.password }, { new_password: ['Required.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await setPassword(here.access, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    expect(await passwordHash(person.accountId!)).toBe(before);
    expect((await me(kit.a().org, here.access)).status).toBe(200); // the session goes on
  });

  it('is for logged-in people only', async () => {
    const res = await kit.asAnonymous().put('people/set_password_self', {
      password: 'anything at all',
      new_password: 'a new long password',
    });
    expect(res.status).toBe(401);
  });
});
