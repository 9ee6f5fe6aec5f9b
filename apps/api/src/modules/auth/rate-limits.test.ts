import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { twoClubs } from '@test/clubs';
import { createPerson } from '@test/factories';
import { mailboxOf, withMailbox } from '@test/mail';
import { createTestApp, type TestApp } from '@test/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, people } from '@/db/schema';
import type { Config } from '@/env';

// Every request of a test comes from 127.0.0.1: each limit gets its own small number.
const limits: Partial<Config> = {
  RATE_LIMIT_CHECK_PER_MINUTE: 3,
  RATE_LIMIT_REGISTER_PER_MINUTE: 2,
  RATE_LIMIT_LOGIN_PER_MINUTE: 8,
  RATE_LIMIT_RESET_PER_MINUTE: 6,
  RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT: 3,
  RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT_PER_HOUR: 5,
  RATE_LIMIT_RESET_EMAILS_PER_ACCOUNT: 2,
};
const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds?\.$/;

/** A login from client address `ip` (the HTTP tests all come from 127.0.0.1). */
const loginFrom = (t: TestApp, ip: string, host: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host, 'content-type': 'application/json' },
    payload: { email, password },
    remoteAddress: ip,
  });

describe('rate limits (in memory)', () => {
  let t: TestApp;
  let clubs: Awaited<ReturnType<typeof twoClubs>>;
  beforeAll(async () => {
    t = await createTestApp({ ...limits, ...withMailbox() });
    clubs = await twoClubs(t);
  });
  afterAll(() => t?.close());

  it('register/check: per IP, then 429 with detail and Retry-After', async () => {
    const check = () =>
      t
        .http()
        .post('/api/register/check')
        .set('Host', clubs.a.org.host)
        .send({ email: 'a@example.test' });
    for (let i = 0; i < 3; i++) expect((await check()).status).toBe(200);
    const res = await check();
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(THROTTLED);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // the limit is the client's, not the club's
    const elsewhere = await t
      .http()
      .post('/api/register/check')
      .set('Host', clubs.b.org.host)
      .send({ email: 'a@example.test' });
    expect(elsewhere.status).toBe(429);
  });

  it('register: per IP, counting refused attempts too; nothing is created once throttled', async () => {
    const email = `burst-${randomBytes(3).toString('hex')}@example.test`;
    const body = { email, name: 'Burst', phone: '+447700900123', password: 'x' };
    const send = () => t.http().post('/api/register').set('Host', clubs.a.org.host).send(body);
    expect((await send()).status).toBe(400); // too short a password
    expect((await send()).status).toBe(400);
    const res = await send();
    expect(res.status).toBe(429);
    expect(await t.db.select().from(people).where(eq(people.email, email))).toHaveLength(0);
  });

  it('wrong passwords per account: then even the right one waits; other accounts are free', async () => {
    const victim = await createPerson(t.db, clubs.a.org, { role: 'user' });
    const login = (email: string, password: string) =>
      t.http().post('/api/auth/login').set('Host', clubs.a.org.host).send({ email, password });
    for (let i = 0; i < 3; i++) expect((await login(victim.email, `guess ${i}`)).status).toBe(400);
    const blocked = await login(victim.email.toUpperCase(), victim.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(THROTTLED);
    expect((await login(clubs.a.user.email, clubs.a.user.password)).status).toBe(200);
    // joining club B with that account counts as a password attempt as well
    const join = await t.http().post('/api/register').set('Host', clubs.b.org.host).send({
      email: victim.email,
      name: 'Victim',
      phone: '+447700900123',
      password: victim.password,
    });
    expect(join.status).toBe(429);
    // unknown emails are limited the same way: the 429 reveals nothing
    for (let i = 0; i < 3; i++) await login('ghost@example.test', `guess ${i}`);
    expect((await login('ghost@example.test', 'guess')).status).toBe(429);
  });

  it('wrong passwords from one address do not lock the account out elsewhere (another club)', async () => {
    const { a, b } = clubs;
    const member = await createPerson(t.db, a.org, { role: 'user' });
    await createPerson(t.db, b.org, { role: 'user', email: member.email }); // same account
    const attacker = '198.51.100.7';
    for (let i = 0; i < 3; i++) {
      expect(
        (await loginFrom(t, attacker, a.org.host, member.email, `guess ${i}`)).statusCode,
      ).toBe(400);
    }
    const stillBlocked = await loginFrom(t, attacker, a.org.host, member.email, member.password);
    expect(stillBlocked.statusCode).toBe(429);
    // the member, at club B (or at A) from their own address, logs in with the right password
    expect(
      (await loginFrom(t, '203.0.113.20', b.org.host, member.email, member.password)).statusCode,
    ).toBe(200);
    expect(
      (await loginFrom(t, '203.0.113.21', a.org.host, member.email, member.password)).statusCode,
    ).toBe(200);
  });

  it('per-account ceiling over all addresses: guessing addresses stop, a fresh address may still log in', async () => {
    const member = await createPerson(t.db, clubs.a.org, { role: 'user' });
    const guess = (ip: string, i: number) =>
      loginFrom(t, ip, clubs.a.org.host, member.email, `guess ${i}`);
    const right = (ip: string) => loginFrom(t, ip, clubs.a.org.host, member.email, member.password);
    // 3 + 2 failures from two addresses reach the account's ceiling of 5
    for (let i = 0; i < 3; i++) expect((await guess('192.0.2.1', i)).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await guess('192.0.2.2', i)).statusCode).toBe(400);
    // 192.0.2.2 has one try left of its own, but it has failed and the ceiling is reached
    const refused = await right('192.0.2.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(THROTTLED);
    // an address that has not failed is never refused the right password
    expect((await right('192.0.2.3')).statusCode).toBe(200);
    // but once it guesses wrong, it is held by the ceiling too
    expect((await guess('192.0.2.4', 0)).statusCode).toBe(400);
    expect((await right('192.0.2.4')).statusCode).toBe(429);
  });

  it('login: per IP, whatever the account', async () => {
    // 3 + 1 + 1 + 4 logins so far in this file; the limit is 8 a minute
    const res = await t
      .http()
      .post('/api/auth/login')
      .set('Host', clubs.a.org.host)
      .send({ email: clubs.a.admin.email, password: clubs.a.admin.password });
    expect(res.status).toBe(429);
  });

  it('reset emails per account (past the allowance the same answer, no mail), and reset per IP', async () => {
    const request = (email: string) =>
      t.http().put('/api/password_reset/request').set('Host', clubs.a.org.host).send({ email });
    expect((await request(clubs.a.admin.email)).status).toBe(200);
    expect((await request(clubs.a.admin.email)).status).toBe(200);
    // A 429 here would tell a stranger the address has an account (only mails sent count).
    expect((await request(clubs.a.admin.email)).status).toBe(200);
    expect(await mailboxOf(t, clubs.a.admin.email)).toHaveLength(2);
    expect((await request('nobody@example.test')).status).toBe(200);
    expect((await request('nobody@example.test')).status).toBe(200);
    expect((await request('nobody@example.test')).status).toBe(200); // 6th from this IP
    expect((await request('third@example.test')).status).toBe(429); // per IP now
  });
});

/** A reset request from client address `ip` on `host` (each test's own address: no IP limit). */
const resetFrom = (t: TestApp, ip: string, host: string, email: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/password_reset/request',
    headers: { host, 'content-type': 'application/json' },
    payload: { email },
    remoteAddress: ip,
  });

describe("reset mails: the allowance is the club's address's, spent only by mails sent", () => {
  let t: TestApp;
  let clubs: Awaited<ReturnType<typeof twoClubs>>;
  beforeAll(async () => {
    t = await createTestApp({ ...limits, ...withMailbox() });
    clubs = await twoClubs(t);
  });
  afterAll(() => t?.close());

  it("requests on another club's host spend nothing of a member's reset mails", async () => {
    const member = await createPerson(t.db, clubs.a.org);
    for (let i = 0; i < 5; i++) {
      const res = await resetFrom(t, `198.51.100.${i}`, clubs.b.org.host, member.email);
      expect(res.statusCode).toBe(200);
    }
    expect(await mailboxOf(t, member.email)).toHaveLength(0);
    const own = await resetFrom(t, '198.51.100.50', clubs.a.org.host, member.email);
    expect(own.statusCode).toBe(200);
    expect(await mailboxOf(t, member.email)).toHaveLength(1);
  });

  it('requests for addresses that get no mail (unknown, pending) spend nothing', async () => {
    const pending = await createPerson(t.db, clubs.a.org, { role: 'new' });
    for (let i = 0; i < 4; i++) {
      await resetFrom(t, `198.51.101.${i}`, clubs.a.org.host, pending.email);
      await resetFrom(t, `198.51.101.${i}`, clubs.a.org.host, `ghost-${i}@example.test`);
    }
    expect(await mailboxOf(t, pending.email)).toHaveLength(0);
    // activated now: the whole allowance is still there
    await t.db
      .update(people)
      .set({ role: 'user', isActive: true })
      .where(eq(people.id, pending.id));
    await resetFrom(t, '198.51.101.50', clubs.a.org.host, pending.email);
    await resetFrom(t, '198.51.101.51', clubs.a.org.host, pending.email);
    expect(await mailboxOf(t, pending.email)).toHaveLength(2);
  });

  it('a login at two clubs has an allowance at each: using up one leaves the other', async () => {
    const atA = await createPerson(t.db, clubs.a.org);
    await createPerson(t.db, clubs.b.org, { email: atA.email });
    for (let i = 0; i < 3; i++) {
      const res = await resetFrom(t, `198.51.102.${i}`, clubs.a.org.host, atA.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        detail: 'If an account exists for this email, we have sent a link to reset your password.',
      });
    }
    const mails = await mailboxOf(t, atA.email);
    expect(mails).toHaveLength(2); // RATE_LIMIT_RESET_EMAILS_PER_ACCOUNT: no third mail
    await resetFrom(t, '198.51.102.50', clubs.b.org.host, atA.email);
    expect(await mailboxOf(t, atA.email)).toHaveLength(3);
  });
});

/** Whether a Redis answers at 127.0.0.1:6379 (CI may have none: then the test is skipped). */
function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

describe('rate limits (Redis store)', async () => {
  const available = await redisReachable();
  let t: TestApp;
  let clubs: Awaited<ReturnType<typeof twoClubs>>;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp({
      ...limits,
      REDIS_URL: 'redis://127.0.0.1:6379',
      // each run counts apart from any other run sharing the server
      RATE_LIMIT_REDIS_PREFIX: `crewcall-test:${randomBytes(6).toString('hex')}:`,
    });
    clubs = await twoClubs(t);
  });
  afterAll(() => t?.close());

  it.skipIf(!available)('counts per IP and per account in Redis', async () => {
    const check = () =>
      t
        .http()
        .post('/api/register/check')
        .set('Host', clubs.a.org.host)
        .send({ email: 'r@example.test' });
    for (let i = 0; i < 3; i++) expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(429);

    const login = (password: string) =>
      t
        .http()
        .post('/api/auth/login')
        .set('Host', clubs.a.org.host)
        .send({ email: clubs.a.user.email, password });
    for (let i = 0; i < 3; i++) expect((await login('wrong one')).status).toBe(400);
    expect((await login(clubs.a.user.password)).status).toBe(429);
    // another address, at the other club too, is not locked out by those guesses
    const elsewhere = await loginFrom(
      t,
      '203.0.113.9',
      clubs.a.org.host,
      clubs.a.user.email,
      clubs.a.user.password,
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it.skipIf(!available)(
    'counts reset mails per club and address in Redis, only when sent',
    async () => {
      const member = await createPerson(t.db, clubs.a.org);
      for (let i = 0; i < 3; i++) {
        await resetFrom(t, `198.51.103.${i}`, clubs.b.org.host, member.email); // not B's member
      }
      for (let i = 10; i < 13; i++) {
        await resetFrom(t, `198.51.103.${i}`, clubs.a.org.host, member.email);
      }
      expect(await sentResetMails(t, member.email)).toBe(2); // RATE_LIMIT_RESET_EMAILS_PER_ACCOUNT
    },
  );
});

/** Reset mails recorded (as audit rows) to `email`, once the reset jobs have run. */
async function sentResetMails(t: TestApp, email: string) {
  await t.app.jobs.settled();
  const rows = await t.db.select().from(messages).where(eq(messages.toAddress, email));
  return rows.length;
}
