import { type AuthUser, SMS_NEEDS_VERIFIED_PHONE } from '@crewcall/contract';
import { createPerson } from '@test/factories';
import { accessTokenFor, api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { people } from '@/db/schema';
import { mergeSettings } from './settings.service';

// PUT /api/people/change_settings_self: the caller's own settings and notification switches.
const kit = useTwoClubs();

/** A fresh member of club A and their API calls. */
async function freshMember() {
  const person = await createPerson(kit.t.db, kit.a().org, { role: 'user' });
  return { person, as: api(kit.t, kit.a().org, accessTokenFor(kit.t, person)) };
}
const row = async (id: number) =>
  (await kit.t.db.select().from(people).where(eq(people.id, id)))[0]!;
const save = (as: ReturnType<typeof api>, body: unknown) =>
  as.put('people/change_settings_self', body);

describe('PUT /api/people/change_settings_self', () => {
  it('merges settings (the others stay), derives the date-and-time format, answers the auth user', async () => {
    const { person, as } = await freshMember();
    await kit.t.db
      .update(people)
      .set({ settings: { hidden_external_calendars: 'https://other.test/feed' } })
      .where(eq(people.id, person.id));

    const res = await save(as, { settings: { theme: 'Dark', dateFormat: 'YYYY-MM-DD' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = res.body as AuthUser;
    expect(user.id).toBe(person.id);
    expect(user.settings).toEqual({
      hidden_external_calendars: 'https://other.test/feed',
      theme: 'Dark',
      dateFormat: 'YYYY-MM-DD',
      dateTimeFormat: 'YYYY-MM-DD h:mm a',
    });
    // kept on the server: the next auth user says the same
    const me = await as.get('auth/user');
    expect(me.body.settings).toEqual(user.settings);

    const time = await save(as, { settings: { timeFormat: 'HH:mm' } });
    expect(time.body.settings).toMatchObject({
      theme: 'Dark',
      timeFormat: 'HH:mm',
      dateTimeFormat: 'YYYY-MM-DD HH:mm',
    });
  });

  it('refuses unknown keys and formats outside the spec, changing nothing', async () => {
    const { person, as } = await freshMember();
    const cases = [
      { settings: { theme: 'Dark', colour: 'red' } },
      { settings: { theme: 'Purple' } },
      { settings: { dateFormat: 'MM/DD/YYYY' } },
      { settings: { timeFormat: 'hh:mm:ss' } },
      { settings: { dateTimeFormat: 'YYYY' } },
      { settings: 'Dark' },
      { email_notifications: 'no' },
      { theme: 'Dark' },
    ];
    for (const body of cases) {
      const res = await save(as, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const after = await row(person.id);
    expect(after.settings).toEqual({});
    expect(after.emailNotifications).toBe(true);
  });

  it('all notifications off turns reminders and newsletters off; back on leaves them as they are', async () => {
    const { person, as } = await freshMember();
    const off = await save(as, { email_notifications: false });
    expect(off.body).toMatchObject({
      email_notifications: false,
      email_reminders: false,
      email_newsletters: false,
    });
    // while it is off, the others stay off whatever is asked
    const tried = await save(as, { email_reminders: true });
    expect(tried.body.email_reminders).toBe(false);
    const on = await save(as, { email_notifications: true, email_newsletters: true });
    expect(on.body).toMatchObject({
      email_notifications: true,
      email_reminders: false,
      email_newsletters: true,
    });
    expect((await row(person.id)).emailNewsletters).toBe(true);
  });

  it('turns SMS on only with a verified phone; off always', async () => {
    const { person, as } = await freshMember();
    const refused = await save(as, { sms_notifications: true, settings: { theme: 'Light' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ sms_notifications: [SMS_NEEDS_VERIFIED_PHONE] });
    expect((await row(person.id)).settings).toEqual({}); // the whole call changed nothing

    await kit.t.db
      .update(people)
      .set({ phone: '+447700900111', smsVerified: true })
      .where(eq(people.id, person.id));
    const on = await save(as, { sms_notifications: true });
    expect(on.status).toBe(200);
    expect(on.body.sms_notifications).toBe(true);
    await kit.t.db.update(people).set({ smsVerified: false }).where(eq(people.id, person.id));
    const off = await save(as, { sms_notifications: false });
    expect(off.body.sms_notifications).toBe(false);
  });

  it("is the caller's own: another club's member and the admin are untouched; anonymous gets 401", async () => {
    const { as } = await freshMember();
    const before = [await row(kit.b().user.id), await row(kit.a().admin.id)];
    expect((await save(as, { settings: { theme: 'Dark' }, email_newsletters: false })).status).toBe(
      200,
    );
    expect([await row(kit.b().user.id), await row(kit.a().admin.id)]).toEqual(before);
    expect((await kit.asAnonymous().put('people/change_settings_self', {})).status).toBe(401);
    // a token of club B's member is refused on club A's host
    const cross = await api(kit.t, kit.a().org, kit.b().user.token).put(
      'people/change_settings_self',
      { settings: { theme: 'Dark' } },
    );
    expect(cross.status).toBe(401);
    expect((await row(kit.b().user.id)).settings).toEqual(before[0]!.settings);
  });
});

describe('mergeSettings', () => {
  it('keeps a dateTimeFormat sent with the change; joins defaults when a format is missing', () => {
    expect(mergeSettings({}, { timeFormat: 'HH:mm' })).toEqual({
      timeFormat: 'HH:mm',
      dateTimeFormat: 'ddd D MMM YYYY HH:mm',
    });
    expect(
      mergeSettings({}, { dateFormat: 'D MMM YYYY', dateTimeFormat: 'YYYY-MM-DD HH:mm' }),
    ).toEqual({ dateFormat: 'D MMM YYYY', dateTimeFormat: 'YYYY-MM-DD HH:mm' });
    expect(mergeSettings({ theme: 'Dark' }, { theme: 'Auto' })).toEqual({ theme: 'Auto' });
  });
});
