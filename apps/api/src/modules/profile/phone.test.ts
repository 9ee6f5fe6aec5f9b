import {
  PHONE_CODE_EXPIRED,
  PHONE_CODE_LOCKED,
  PHONE_CODE_NONE,
  PHONE_NOT_YOURS,
} from '@crewcall/contract';
import { type ClubOf, twoClubs } from '@test/clubs';
import { createPerson } from '@test/factories';
import { accessTokenFor, api } from '@test/http';
import { withMailbox } from '@test/mail';
import { smsboxOf } from '@test/sms';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, people, phoneVerifications } from '@/db/schema';
import { sha256 } from '@/lib/secrets';
import { sendWait } from './phone.service';
import { hashPhoneCode, newPhoneCode, phoneCodeKey, phoneCodeMatches } from './phone-codes';

// PUT /api/people/phone_change_self and PUT /api/people/verify_check.
let t: TestApp;
let clubs: { a: ClubOf; b: ClubOf };

beforeAll(async () => {
  // with the log at info: the tests read every line the app wrote
  t = await createTestApp({ ...relaxedLimits, ...withMailbox() }, { logLevel: 'info' });
  clubs = await twoClubs(t);
  const on = await api(t, clubs.a.org, clubs.a.admin.token).put('organisations/current/', {
    sms_enabled: true,
  });
  expect(on.status).toBe(200);
});
afterAll(() => t?.close());

let n = 100;
/** A number no other test uses (the SMS box is read by number). */
const freshPhone = () => `+4477009${String(++n).padStart(5, '0')}`;

/** A fresh member of `club` and their calls. */
async function member(club: 'a' | 'b' = 'a') {
  const person = await createPerson(t.db, clubs[club].org, { role: 'user' });
  return { person, as: api(t, clubs[club].org, accessTokenFor(t, person)) };
}
type Calls = ReturnType<typeof api>;
const changePhone = (as: Calls, phone: string) => as.put('people/phone_change_self', { phone });
const verify = (as: Calls, body: object) => as.put('people/verify_check', body);
const personRow = async (id: number) =>
  (await t.db.select().from(people).where(eq(people.id, id)))[0]!;
const verification = async (personId: number) =>
  (
    await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.personId, personId))
  )[0];
/** The code in the newest SMS to `phone`. */
async function codeSentTo(phone: string): Promise<string> {
  const [sms] = await smsboxOf(t, phone);
  const code = sms?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}
/** Moves the person's send clock back, as if their last code was asked for long ago. */
const longAgo = (personId: number) =>
  t.db
    .update(phoneVerifications)
    .set({
      requestedAt: sql`${phoneVerifications.requestedAt} - interval '2 hours'`,
      windowStartedAt: sql`${phoneVerifications.windowStartedAt} - interval '2 hours'`,
    })
    .where(eq(phoneVerifications.personId, personId));

describe('PUT /api/people/phone_change_self', () => {
  it('texts a 6-digit code for 5 minutes; the code is stored only as an HMAC and never logged or queued', async () => {
    const { person, as } = await member();
    const phone = freshPhone();
    const res = await changePhone(as, phone);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      verification_required: true,
      user: { id: person.id, phone, sms_verified: false },
    });

    const [sms] = await smsboxOf(t, phone);
    expect(sms?.text).toContain('It works for 5 minutes.');
    expect(sms?.text).toContain(clubs.a.org.name);
    const code = await codeSentTo(phone);

    const row = (await verification(person.id))!;
    expect(row.phone).toBe(phone);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // keyed by a secret the database does not hold: a digest of the code is not it
    expect(row.codeHash).not.toBe(sha256(code));
    const expiresIn = row.expiresAt!.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(4.9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);

    // not in the log, nor in the job that sent it
    expect(t.logs.some((line) => line.msg?.includes(`SMS to ${phone}`))).toBe(true);
    expect(JSON.stringify(t.logs)).not.toContain(code);
    const queued = await t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.name, 'profile.phone-verification'));
    expect(queued.length).toBeGreaterThan(0);
    expect(JSON.stringify(queued)).not.toContain(code);
  });

  it('saves without a code when the club sends no SMS; a bad number is refused with the spec message', async () => {
    const { person, as } = await member('b'); // club B: SMS off
    const phone = freshPhone();
    const res = await changePhone(as, phone);
    expect(res.body).toMatchObject({ verification_required: false, user: { phone } });
    expect(await smsboxOf(t, phone)).toEqual([]);
    expect(await verification(person.id)).toBeUndefined();

    for (const bad of ['07700 900123', '+0447700900123', '447700900123', '+44 7700900123', '+4']) {
      const refused = await changePhone(as, bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body).toEqual({
        phone: ['Phone number must include the country code and not contain spaces.'],
      });
    }
    expect((await personRow(person.id)).phone).toBe(phone);
  });

  it('a new number is unverified with SMS off; the same verified number needs no code', async () => {
    const { person, as } = await member();
    const phone = freshPhone();
    await t.db
      .update(people)
      .set({ phone, smsVerified: true, smsNotifications: true })
      .where(eq(people.id, person.id));
    const same = await changePhone(as, phone);
    expect(same.body).toMatchObject({ verification_required: false, user: { sms_verified: true } });
    const other = freshPhone();
    const changed = await changePhone(as, other);
    expect(changed.body).toMatchObject({
      verification_required: true,
      user: { phone: other, sms_verified: false, sms_notifications: false },
    });
  });

  it('sends at most one code per 30 seconds and 5 an hour, with a clear 429 that changes nothing', async () => {
    const { person, as } = await member();
    const first = freshPhone();
    expect((await changePhone(as, first)).status).toBe(200);
    const second = freshPhone();
    const soon = await changePhone(as, second);
    expect(soon.status).toBe(429);
    expect(soon.body.detail).toMatch(/You can ask for another in \d+ seconds?\./);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect((await personRow(person.id)).phone).toBe(first);
    expect(await smsboxOf(t, second)).toEqual([]);

    // 30 seconds later (the clock moved by moving the row): allowed, up to 5 in the hour
    for (let sent = 2; sent <= 5; sent++) {
      await t.db
        .update(phoneVerifications)
        .set({ requestedAt: sql`${phoneVerifications.requestedAt} - interval '31 seconds'` })
        .where(eq(phoneVerifications.personId, person.id));
      expect((await changePhone(as, freshPhone())).status, `code ${sent}`).toBe(200);
    }
    await t.db
      .update(phoneVerifications)
      .set({ requestedAt: sql`${phoneVerifications.requestedAt} - interval '31 seconds'` })
      .where(eq(phoneVerifications.personId, person.id));
    const sixth = await changePhone(as, freshPhone());
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail).toMatch(
      /5 codes in the last hour\. You can ask for another in \d+ minutes?\./,
    );

    await longAgo(person.id);
    expect((await changePhone(as, freshPhone())).status).toBe(200);
    expect((await verification(person.id))!.sendsInWindow).toBe(1);
  });
});

describe('PUT /api/people/verify_check', () => {
  /** A member of club A with a code texted to a fresh number. */
  async function withCode() {
    const m = await member();
    const phone = freshPhone();
    expect((await changePhone(m.as, phone)).status).toBe(200);
    return { ...m, phone, code: await codeSentTo(phone) };
  }
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('verifies the phone, sets SMS as chosen, and deletes the code', async () => {
    const { person, as, phone, code } = await withCode();
    const res = await verify(as, {
      phone,
      verify_code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
      sms_notifications: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ phone, sms_verified: true, sms_notifications: true });
    expect(await verification(person.id)).toBeUndefined();
    // used up: the same code again finds nothing to check
    const again = await verify(as, { phone, verify_code: code });
    expect(again.body).toEqual({ verify_code: [PHONE_CODE_NONE] });
  });

  it('needs the code; a wrong one is counted (although refused) and the fifth locks the code', async () => {
    const { person, as, phone, code } = await withCode();
    expect((await verify(as, { phone })).body).toEqual({ verify_code: ['Required.'] });
    expect((await verify(as, { phone, verify_code: '  ' })).body).toEqual({
      verify_code: ['Required.'],
    });
    const wrong = wrongOf(code);
    const first = await verify(as, { phone, verify_code: wrong });
    expect(first.status).toBe(400);
    expect(first.body).toEqual({ verify_code: ['This code is not correct. 4 tries left.'] });
    expect((await verification(person.id))!.failedTries).toBe(1);
    for (let i = 2; i <= 4; i++) await verify(as, { phone, verify_code: wrong });
    const fifth = await verify(as, { phone, verify_code: wrong });
    expect(fifth.body).toEqual({ verify_code: [PHONE_CODE_LOCKED] });
    // locked: even the right code no longer works
    const right = await verify(as, { phone, verify_code: code });
    expect(right.body).toEqual({ verify_code: [PHONE_CODE_LOCKED] });
    expect((await personRow(person.id)).smsVerified).toBe(false);

    // a new code (asked for later) works
    await longAgo(person.id);
    expect((await changePhone(as, phone)).body.verification_required).toBe(true);
    const fresh = await codeSentTo(phone);
    expect((await verify(as, { phone, verify_code: fresh })).status).toBe(200);
  });

  it('a code works for 5 minutes', async () => {
    const { person, as, phone, code } = await withCode();
    await t.db
      .update(phoneVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneVerifications.personId, person.id));
    const late = await verify(as, { phone, verify_code: code });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ verify_code: [PHONE_CODE_EXPIRED] });
    expect((await personRow(person.id)).smsVerified).toBe(false);
  });

  it('a newer code replaces the older; a code is for its number and its person only', async () => {
    const { person, as, phone, code: old } = await withCode();
    await longAgo(person.id);
    await changePhone(as, phone);
    const newer = await codeSentTo(phone);
    if (newer !== old) {
      expect((await verify(as, { phone, verify_code: old })).status).toBe(400);
    }
    // another number than the saved one
    expect((await verify(as, { phone: freshPhone(), verify_code: newer })).body).toEqual({
      phone: [PHONE_NOT_YOURS],
    });
    // someone else with the code in hand: it is not theirs
    const other = await member();
    await t.db.update(people).set({ phone }).where(eq(people.id, other.person.id));
    expect((await verify(other.as, { phone, verify_code: newer })).body).toEqual({
      verify_code: [PHONE_CODE_NONE],
    });
    // club B's member, same number: nothing of club A's applies at B
    const atB = await member('b');
    await t.db.update(people).set({ phone }).where(eq(people.id, atB.person.id));
    expect((await verify(atB.as, { phone, verify_code: newer })).body).toEqual({
      verify_code: [PHONE_CODE_NONE],
    });
    expect((await verify(as, { phone, verify_code: newer })).status).toBe(200);
    // club B holds no verification rows at all
    const atClubB = await t.db
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.organisationId, clubs.b.org.id)));
    expect(atClubB).toEqual([]);
  });
});

describe('sendWait', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it('says how long to wait, or null', () => {
    expect(
      sendWait({ requestedAt: null, windowStartedAt: null, sendsInWindow: 0 }, now),
    ).toBeNull();
    expect(
      sendWait({ requestedAt: ago(10), windowStartedAt: ago(10), sendsInWindow: 1 }, now),
    ).toMatchObject({ seconds: 20 });
    expect(
      sendWait({ requestedAt: ago(30), windowStartedAt: ago(600), sendsInWindow: 4 }, now),
    ).toBeNull();
    expect(
      sendWait({ requestedAt: ago(60), windowStartedAt: ago(600), sendsInWindow: 5 }, now),
    ).toMatchObject({ seconds: 3000, detail: expect.stringContaining('50 minutes') });
    expect(
      sendWait({ requestedAt: ago(60), windowStartedAt: ago(3600), sendsInWindow: 5 }, now),
    ).toBeNull();
  });
});

describe('phone codes', () => {
  const owner = { orgId: 1, personId: 2, phone: '+447700900123' };
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newPhoneCode()).toMatch(/^\d{6}$/);
  });
  it('match only with their key, person, number and code', () => {
    const key = phoneCodeKey('a secret of the server, long enough to sign with');
    const stored = hashPhoneCode(key, owner, '012345');
    expect(phoneCodeMatches(key, owner, '012345', stored)).toBe(true);
    expect(phoneCodeMatches(key, owner, '012346', stored)).toBe(false);
    expect(phoneCodeMatches(key, { ...owner, personId: 3 }, '012345', stored)).toBe(false);
    expect(phoneCodeMatches(key, { ...owner, phone: '+447700900124' }, '012345', stored)).toBe(
      false,
    );
    expect(phoneCodeMatches(phoneCodeKey('another secret'), owner, '012345', stored)).toBe(false);
    expect(phoneCodeMatches(key, owner, '012345', 'not hex')).toBe(false);
    // the same secret gives the same key (the API and a worker agree)
    expect(
      phoneCodeMatches(
        phoneCodeKey('a secret of the server, long enough to sign with'),
        owner,
        '012345',
        stored,
      ),
    ).toBe(true);
  });
});
