import {
  EMAIL_HAS_OTHER_LOGIN,
  EMAIL_TAKEN_AT_OTHER_CLUB,
  PERSON_EMAIL_TAKEN_MESSAGE,
  SAME_EMAIL,
  WRONG_CURRENT_PASSWORD,
} from '@crewcall/contract';
import { newClub } from '@test/clubs';
import { createPerson } from '@test/factories';
import { accessTokenFor, api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { linkIn, mailboxOf, withMailbox } from '@test/mail';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, people } from '@/db/schema';

// PUT /api/people/change_email_self: the email of the caller's login, with its password.
const FAILED_PASSWORDS_ALLOWED = 3;
const kit = useTwoClubs({
  config: { ...withMailbox(), RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT: FAILED_PASSWORDS_ALLOWED },
});

let n = 0;
const address = (label: string) => `${label}.${Date.now().toString(36)}${++n}@example.test`;

/** A fresh member of club A with a login, and their API calls. */
async function member(email = address('member')) {
  const person = await createPerson(kit.t.db, kit.a().org, { role: 'user', email });
  return { person, as: api(kit.t, kit.a().org, accessTokenFor(kit.t, person)) };
}
const change = (as: ReturnType<typeof api>, body: unknown) =>
  as.put('people/change_email_self', body);
const personRow = async (id: number) =>
  (await kit.t.db.select().from(people).where(eq(people.id, id)))[0]!;
const accountRow = async (id: number) =>
  (await kit.t.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const login = (host: string, email: string, password: string) =>
  kit.t.http().post('/api/auth/login').set('Host', host).send({ email, password });

describe('PUT /api/people/change_email_self', () => {
  it("moves the login to the new address, with the person in each of the login's clubs, and tells the old address", async () => {
    const { person, as } = await member();
    // the same login at club B; and someone else at B, who must not be touched
    const atB = await createPerson(kit.t.db, kit.b().org, { role: 'user', email: person.email });
    const otherAtB = await createPerson(kit.t.db, kit.b().org, { role: 'user' });
    const newEmail = address('Moved.Member').replace('Moved', 'MOVED');

    const res = await change(as, { email: ` ${newEmail} `, password: person.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: person.id, email: newEmail.toLowerCase() });
    expect((await accountRow(person.accountId!)).email).toBe(newEmail.toLowerCase());
    expect((await personRow(person.id)).email).toBe(newEmail.toLowerCase());
    expect((await personRow(atB.id)).email).toBe(newEmail.toLowerCase());
    expect(await personRow(otherAtB.id)).toMatchObject({ email: otherAtB.email });

    // the login is the new address everywhere; the old one logs in nowhere
    expect((await login(kit.a().org.host, newEmail, person.password)).status).toBe(200);
    expect((await login(kit.b().org.host, newEmail, person.password)).status).toBe(200);
    expect((await login(kit.a().org.host, person.email, person.password)).status).toBe(400);

    // the old address hears of it; the new one is only hinted at
    const [notice] = await mailboxOf(kit.t, person.email);
    expect(notice?.subject).toContain('was changed');
    expect(notice?.text).toContain(`${newEmail[0]!.toLowerCase()}***@example.test`);
    expect(notice?.text).not.toContain(newEmail.toLowerCase());
    expect(await mailboxOf(kit.t, newEmail.toLowerCase())).toEqual([]);
  });

  it('asks for the current password: a wrong one is a field error and changes nothing', async () => {
    const { person, as } = await member();
    const wrong = await change(as, { email: address('nope'), password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ password: [WRONG_CURRENT_PASSWORD] });
    const missing = await change(as, { email: address('nope') });
    expect(missing.body).toEqual({ password: ['Required.'] });
    expect((await personRow(person.id)).email).toBe(person.email);
    expect((await accountRow(person.accountId!)).email).toBe(person.email);
    expect(await mailboxOf(kit.t, person.email)).toEqual([]);
  });

  it('counts wrong passwords with login’s: past the allowance even the right one is refused, at login too', async () => {
    const { person, as } = await member();
    for (let i = 0; i < FAILED_PASSWORDS_ALLOWED; i++) {
      const res = await change(as, { email: address('guess'), password: `guess ${i}` });
      expect(res.status).toBe(400);
    }
    const throttled = await change(as, { email: address('guess'), password: person.password });
    expect(throttled.status).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect((await login(kit.a().org.host, person.email, person.password)).status).toBe(429);
    expect((await personRow(person.id)).email).toBe(person.email);
  });

  it('refuses an address in use: by someone in this club, another login, or someone at another of my clubs', async () => {
    const { person, as } = await member();
    const ask = (email: string) => change(as, { email, password: person.password });

    const here = await createPerson(kit.t.db, kit.a().org, { withAccount: false });
    expect((await ask(here.email.toUpperCase())).body).toEqual({
      email: [PERSON_EMAIL_TAKEN_MESSAGE],
    });
    // a login of club B's only: another login on the platform
    expect((await ask(kit.b().user.email)).body).toEqual({ email: [EMAIL_HAS_OTHER_LOGIN] });
    // someone without a login at a club this login also belongs to
    const third = await newClub(kit.t);
    await createPerson(kit.t.db, third.org, { email: person.email });
    const atThird = await createPerson(kit.t.db, third.org, { withAccount: false });
    expect((await ask(atThird.email)).body).toEqual({ email: [EMAIL_TAKEN_AT_OTHER_CLUB] });
    expect((await ask(person.email.toUpperCase())).body).toEqual({ email: [SAME_EMAIL] });
    expect((await ask('not-an-email')).body).toEqual({ email: ['Invalid email.'] });
    expect((await personRow(person.id)).email).toBe(person.email);
  });

  it("an address used at a club the login does not belong to is free; that club's person is untouched", async () => {
    const { person, as } = await member();
    const elsewhere = await createPerson(kit.t.db, kit.b().org, { withAccount: false });
    const res = await change(as, { email: elsewhere.email, password: person.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await personRow(elsewhere.id)).toMatchObject({
      email: elsewhere.email,
      accountId: null,
    });
  });

  it('ends the reset links mailed to the old address', async () => {
    const { person, as } = await member();
    await kit.asAnonymous().put('password_reset/request', { email: person.email });
    const [mail] = await mailboxOf(kit.t, person.email);
    const { token } = linkIn(mail!);
    const res = await change(as, { email: address('after.reset'), password: person.password });
    expect(res.status).toBe(200);
    const check = await kit.asAnonymous().put('password_reset/check', { token });
    expect(check.status).toBe(400);
  });
});
