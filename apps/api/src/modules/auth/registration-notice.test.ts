import { createPerson } from '@test/factories';
import { useTwoClubs } from '@test/kits/two-clubs';
import { mailboxOf, withMailbox } from '@test/mail';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, people } from '@/db/schema';

/*
 * Admins who turned on notify_registrations hear of each new person waiting for approval:
 * an email, queued with the registration (none when it is refused), from their own club.
 */
const kit = useTwoClubs({ config: withMailbox() });
const db = () => kit.t.db;
const email = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@example.test`;
const register = (host: string, body: Record<string, unknown>) =>
  kit.t.http().post('/api/register').set('Host', host).send(body);
const notify = (id: number, settings: Partial<typeof people.$inferInsert>) =>
  db().update(people).set(settings).where(eq(people.id, id));

let quietAdmin: { id: number; email: string };
let offAdmin: { id: number; email: string };
beforeAll(async () => {
  await notify(kit.a().admin.id, { notifyRegistrations: true });
  await notify(kit.b().admin.id, { notifyRegistrations: true });
  quietAdmin = await createPerson(db(), kit.a().org, { role: 'admin' });
  offAdmin = await createPerson(db(), kit.a().org, { role: 'admin' });
  await notify(offAdmin.id, { notifyRegistrations: true, emailNotifications: false });
});

async function noticesTo(personId: number) {
  await kit.t.app.jobs.settled();
  return db()
    .select()
    .from(messages)
    .where(and(eq(messages.toPersonId, personId), eq(messages.purpose, 'notice')))
    .orderBy(messages.id);
}

describe('new registration notices', () => {
  it('the admins who asked are told, with a link to the person on their club’s site', async () => {
    const before = (await noticesTo(kit.a().admin.id)).length;
    const who = email('newcomer');
    const res = await register(kit.a().org.host, {
      email: who,
      name: 'Nia Newcomer',
      password: 'a long enough passphrase',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const [person] = await db().select().from(people).where(eq(people.email, who));
    const sent = (await noticesTo(kit.a().admin.id)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      channel: 'email',
      status: 'sent',
      toAddress: kit.a().admin.email,
      subject: 'New registration: Nia Newcomer',
    });
    expect(sent[0].body).toContain(`Nia Newcomer (${who})`);
    expect(sent[0].body).toContain(`${kit.a().org.host}`);
    expect(sent[0].body).toContain(`/people/${person.id}/info`);
    const mails = await mailboxOf(kit.t, kit.a().admin.email);
    expect(mails.some((m) => m.subject === 'New registration: Nia Newcomer')).toBe(true);
    // Not the admin who did not ask, nor one who takes no notices, nor club B's.
    expect(await noticesTo(quietAdmin.id)).toEqual([]);
    expect(await noticesTo(offAdmin.id)).toEqual([]);
    expect(await noticesTo(kit.b().admin.id)).toEqual([]);
  });

  it('joining with an account from another club tells this club’s admins; a refused join tells nobody', async () => {
    const before = (await noticesTo(kit.b().admin.id)).length;
    const refused = await register(kit.b().org.host, {
      email: kit.a().user.email,
      name: 'Wrong Password',
      password: 'not the password at all',
    });
    expect(refused.status).toBe(400);
    expect(await noticesTo(kit.b().admin.id)).toHaveLength(before);

    const joined = await register(kit.b().org.host, {
      email: kit.a().user.email,
      name: 'Joiner',
      password: kit.a().user.password,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(204);
    const sent = (await noticesTo(kit.b().admin.id)).slice(before);
    expect(sent.map((m) => [m.subject, m.organisationId])).toEqual([
      ['New registration: Joiner', kit.b().org.id],
    ]);
    expect(sent[0].body).toContain(kit.b().org.host);
    expect(sent[0].body).not.toContain(kit.a().org.host);
  });
});
