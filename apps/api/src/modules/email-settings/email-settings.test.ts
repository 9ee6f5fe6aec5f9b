import { createPerson, type TestOrg } from '@test/factories';
import { api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { people } from '@/db/schema';
import { EMAIL_SETTINGS_CALLS_PER_MINUTE } from './email-settings.routes';
import { firstName, nextSettings, UNKNOWN_LINK } from './email-settings.service';

const kit = useTwoClubs();

/** The page's calls on `club`'s host, logged out. */
const page = (club: TestOrg, uid: string) => ({
  get: () => api(kit.t, club).get(`emailsettings/${uid}`),
  put: (body: unknown) => api(kit.t, club).put(`emailsettings/${uid}`, body),
});

/** A person's whole row as the database holds it. */
async function rowOf(id: number) {
  const [row] = await kit.db().select().from(people).where(eq(people.id, id));
  return row;
}

/** The row without the columns the page may change: nothing else may ever differ. */
function untouchable(row: Awaited<ReturnType<typeof rowOf>>) {
  const {
    emailNotifications: _n,
    emailReminders: _r,
    emailNewsletters: _l,
    notifyRegistrations: _a,
    ...rest
  } = row;
  return rest;
}

/** A fresh member of club A (their own switches, so tests do not depend on each other). */
async function freshMember(opts: { name?: string; role?: 'user' | 'admin' | 'new' } = {}) {
  return createPerson(kit.db(), kit.a().org, {
    name: opts.name ?? 'Morgan Le Fay',
    role: opts.role ?? 'user',
  });
}

describe('GET /api/emailsettings/:uid (no login)', () => {
  it("answers the person's first name, the club's name and the three switches, and nothing else", async () => {
    const member = await freshMember({ name: '  Ada  Lovelace King ' });
    const res = await page(kit.a().org, member.emailSettingsUid).get();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      first_name: 'Ada',
      club_name: kit.a().org.name,
      email_notifications: true,
      email_reminders: true,
      email_newsletters: true,
    });
    // The address is a credential: no cache on the way may keep it, no referrer carries it.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.text).not.toContain(member.email);
    expect(res.text).not.toContain('Lovelace');
  });

  it('shows admins their registration notices too', async () => {
    const admin = await freshMember({ role: 'admin' });
    const res = await page(kit.a().org, admin.emailSettingsUid).get();
    expect(res.status).toBe(200);
    expect(res.body.notify_registrations).toBe(false);
  });

  it('works for someone still waiting for approval, and for a person without a name', async () => {
    const pending = await freshMember({ role: 'new', name: '' });
    const res = await page(kit.a().org, pending.emailSettingsUid).get();
    expect(res.status).toBe(200);
    expect(res.body.first_name).toBe('');
  });

  it.each([
    ['an unknown uid', 'ab'.repeat(32)],
    ['a short one', 'abc123'],
    ['upper-case hex', 'AB'.repeat(32)],
    ['one too long', `${'a'.repeat(64)}0`],
    ['not hex', 'z'.repeat(64)],
    ['an id', '1'],
  ])('answers 404 {detail} for %s', async (_what, uid) => {
    const res = await page(kit.a().org, uid).get();
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: UNKNOWN_LINK });
    const put = await page(kit.a().org, uid).put({ email_notifications: false });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ detail: UNKNOWN_LINK });
  });

  it("answers 404 on club A's host for a uid of club B, and changes nothing at B", async () => {
    const ofB = kit.b().user;
    const before = await rowOf(ofB.id);
    expect((await page(kit.a().org, ofB.emailSettingsUid).get()).status).toBe(404);
    const put = await page(kit.a().org, ofB.emailSettingsUid).put({ email_notifications: false });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ detail: UNKNOWN_LINK });
    expect(await rowOf(ofB.id)).toEqual(before);
    // …while on B's own host the same link works.
    const atB = await page(kit.b().org, ofB.emailSettingsUid).get();
    expect(atB.status).toBe(200);
    expect(atB.body.club_name).toBe(kit.b().org.name);
  });
});

describe('PUT /api/emailsettings/:uid (no login)', () => {
  it('changes only the switches given and answers the new state', async () => {
    const member = await freshMember();
    const res = await page(kit.a().org, member.emailSettingsUid).put({ email_newsletters: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      email_notifications: true,
      email_reminders: true,
      email_newsletters: false,
    });
    expect((await page(kit.a().org, member.emailSettingsUid).get()).body).toEqual(res.body);
  });

  it('turning all notifications off turns reminders and newsletters off, and they stay off', async () => {
    const member = await freshMember();
    const uid = member.emailSettingsUid;
    const off = await page(kit.a().org, uid).put({ email_notifications: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      email_notifications: false,
      email_reminders: false,
      email_newsletters: false,
    });
    // Asking for reminders while everything is off keeps them off (the master switch wins).
    const still = await page(kit.a().org, uid).put({ email_reminders: true });
    expect(still.body).toMatchObject({ email_notifications: false, email_reminders: false });
    // On again: the others stay as they were left (off) until the person turns them on.
    const on = await page(kit.a().org, uid).put({ email_notifications: true });
    expect(on.body).toMatchObject({
      email_notifications: true,
      email_reminders: false,
      email_newsletters: false,
    });
    const reminders = await page(kit.a().org, uid).put({ email_reminders: true });
    expect(reminders.body).toMatchObject({ email_reminders: true, email_newsletters: false });
    const row = await rowOf(member.id);
    expect([row.emailNotifications, row.emailReminders, row.emailNewsletters]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("changes nothing of the person's row but the switches", async () => {
    const admin = await freshMember({ role: 'admin', name: 'Grace Hopper' });
    const before = await rowOf(admin.id);
    const res = await page(kit.a().org, admin.emailSettingsUid).put({
      email_reminders: false,
      notify_registrations: true,
    });
    expect(res.status).toBe(200);
    const after = await rowOf(admin.id);
    expect(untouchable(after)).toEqual(untouchable(before));
    expect(after.emailReminders).toBe(false);
    expect(after.notifyRegistrations).toBe(true);
    // Everything off takes the registration notices with it: they are emails too.
    const off = await page(kit.a().org, admin.emailSettingsUid).put({ email_notifications: false });
    expect(off.body).toEqual({
      first_name: 'Grace',
      club_name: kit.a().org.name,
      email_notifications: false,
      email_reminders: false,
      email_newsletters: false,
      notify_registrations: false,
    });
    expect(untouchable(await rowOf(admin.id))).toEqual(untouchable(before));
  });

  it.each([
    ['another field of the person', { name: 'Hijacked' }],
    ['their email', { email: 'thief@example.test', email_notifications: false }],
    ['their role', { role: 'admin' }],
    ['SMS', { sms_notifications: true }],
    ['nothing at all', {}],
    ['a switch that is not a boolean', { email_reminders: 'no' }],
    ['registration notices, for a member', { notify_registrations: true }],
  ])('refuses %s with a 400 and changes nothing', async (_what, body) => {
    const member = await freshMember();
    const before = await rowOf(member.id);
    const res = await page(kit.a().org, member.emailSettingsUid).put(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(await rowOf(member.id)).toEqual(before);
  });

  it('says which field was refused', async () => {
    const member = await freshMember();
    const notices = await page(kit.a().org, member.emailSettingsUid).put({
      notify_registrations: true,
    });
    expect(notices.body).toEqual({
      notify_registrations: ['Only admins get registration notices.'],
    });
    const empty = await page(kit.a().org, member.emailSettingsUid).put({});
    expect(empty.body.non_field_errors).toEqual(['Send at least one setting.']);
  });

  it('changes the person the link names, whoever is logged in', async () => {
    const member = await freshMember();
    const other = kit.a().user;
    const otherBefore = await rowOf(other.id);
    const res = await api(kit.t, kit.a().org, other.token).put(
      `emailsettings/${member.emailSettingsUid}`,
      { email_newsletters: false },
    );
    expect(res.status).toBe(200);
    expect((await rowOf(member.id)).emailNewsletters).toBe(false);
    expect(await rowOf(other.id)).toEqual(otherBefore);
  });
});

describe('the uid opens these two calls and nothing else', () => {
  it('is no login: as a bearer token or a password it is refused', async () => {
    const member = await freshMember();
    const uid = member.emailSettingsUid;
    expect((await api(kit.t, kit.a().org, uid).get('auth/user')).status).toBe(401);
    expect((await api(kit.t, kit.a().org, uid).get('dashboard')).status).toBe(401);
    const login = await api(kit.t, kit.a().org).post('auth/login', {
      email: member.email,
      password: uid,
    });
    expect([400, 401]).toContain(login.status);
    expect(login.body.access).toBeUndefined();
    // No other route takes it as a key either.
    expect((await api(kit.t, kit.a().org).get(`people/${uid}`)).status).toBeGreaterThanOrEqual(400);
    expect((await api(kit.t, kit.a().org).get(`calendar-feeds/${uid}.ics`)).status).toBe(404);
  });
});

describe('guessing is slowed per client address', () => {
  const from = (ip: string, uid: string) =>
    kit.t.app.inject({
      method: 'GET',
      url: `/api/emailsettings/${uid}`,
      headers: { host: kit.a().org.host },
      remoteAddress: ip,
    });

  it(`answers 429 after ${EMAIL_SETTINGS_CALLS_PER_MINUTE} calls a minute, to that address only`, async () => {
    const member = await freshMember();
    const guess = 'cd'.repeat(32);
    for (let i = 0; i < EMAIL_SETTINGS_CALLS_PER_MINUTE; i++) {
      expect((await from('203.0.113.7', guess)).statusCode).toBe(404);
    }
    const refused = await from('203.0.113.7', member.emailSettingsUid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Request was throttled\. Expected available in \d+/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await from('203.0.113.8', member.emailSettingsUid)).statusCode).toBe(200);
  });
});

describe('the rules, without the database', () => {
  it('greets with the first word of the name', () => {
    expect(firstName('Ada Lovelace')).toBe('Ada');
    expect(firstName('   ')).toBe('');
    expect(firstName('Cher')).toBe('Cher');
  });

  it('the master switch turns every email off and keeps it off', () => {
    const on = {
      emailNotifications: true,
      emailReminders: true,
      emailNewsletters: true,
      notifyRegistrations: true,
    };
    expect(nextSettings(on, { email_notifications: false })).toEqual({
      emailNotifications: false,
      emailReminders: false,
      emailNewsletters: false,
      notifyRegistrations: false,
    });
    expect(nextSettings(on, { email_newsletters: false })).toEqual({
      ...on,
      emailNewsletters: false,
    });
  });
});
