import { createCompetency, createPerson, createRecord } from '@test/factories';
import { useTwoClubs } from '@test/kits/two-clubs';
import { mailboxOf, withMailbox } from '@test/mail';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@/db/schema';
import { scanExpiringRecords } from './expiry-notices';

/*
 * "Your record expires soon" (issue 25): the scan the tests run at the moment they choose
 * (REMINDER_SCAN_SECONDS is 0 in the test kit) tells each person once per record and
 * expiry day, within 30 days, in their own club; the admins' dashboard lists the same.
 */
const kit = useTwoClubs({ config: withMailbox() });
const db = () => kit.t.db;
const scan = (now: Date) => scanExpiringRecords({ db: kit.t.app.db, links: kit.t.config }, now);
const DAY = 24 * 3_600_000;

const noticesTo = async (personId: number) => {
  await kit.t.app.jobs.settled();
  return db()
    .select()
    .from(messages)
    .where(and(eq(messages.toPersonId, personId), eq(messages.purpose, 'notice')));
};

describe('expiry notices', () => {
  it('once per record and expiry day, within 30 days, each club its own', async () => {
    const now = new Date('2034-05-01T12:00:00Z');
    const licence = await createCompetency(db(), kit.clubs.a.org, { name: 'Powerboat Level 2' });
    const soon = await createPerson(db(), kit.clubs.a.org, { name: 'Sam Soon' });
    const later = await createPerson(db(), kit.clubs.a.org, { name: 'Lou Later' });
    const renewed = await createPerson(db(), kit.clubs.a.org, { name: 'Ray Renewed' });
    await createRecord(db(), kit.clubs.a.org, {
      personId: soon.id,
      competencyId: licence.id,
      expires: '2034-05-20',
    });
    await createRecord(db(), kit.clubs.a.org, {
      personId: later.id,
      competencyId: licence.id,
      expires: '2034-07-01',
    });
    await createRecord(db(), kit.clubs.a.org, {
      personId: renewed.id,
      competencyId: licence.id,
      expires: '2034-05-10',
    });
    await createRecord(db(), kit.clubs.a.org, {
      personId: renewed.id,
      competencyId: licence.id,
      expires: '2036-05-10',
    });
    const licenceOfB = await createCompetency(db(), kit.clubs.b.org, { name: 'First Aid' });
    const ofB = await createPerson(db(), kit.clubs.b.org, { name: 'Bea Bravo' });
    await createRecord(db(), kit.clubs.b.org, {
      personId: ofB.id,
      competencyId: licenceOfB.id,
      expires: '2034-05-15',
    });

    expect(await scan(now)).toBe(2);
    expect(await scan(now)).toBe(0);
    expect(await scan(new Date(now.getTime() + DAY))).toBe(0);

    const [mail] = await mailboxOf(kit.t, soon.email);
    expect(mail.subject).toBe('Your Powerboat Level 2 expires on Sat 20 May 2034');
    expect(mail.text).toContain(`/profile/records`);
    expect(await noticesTo(soon.id)).toHaveLength(1);
    expect(await noticesTo(later.id)).toHaveLength(0);
    expect(await noticesTo(renewed.id)).toHaveLength(0);
    const [toB] = await noticesTo(ofB.id);
    expect(toB.organisationId).toBe(kit.clubs.b.org.id);

    // Lou's turn comes within 30 days of hers.
    expect(await scan(new Date('2034-06-05T12:00:00Z'))).toBe(1);
    expect(await noticesTo(later.id)).toHaveLength(1);
  });

  it('the admins’ dashboard lists the club’s expiring records; members and club B see none', async () => {
    const licence = await createCompetency(db(), kit.clubs.a.org, { name: 'Safety Boat' });
    const person = await createPerson(db(), kit.clubs.a.org, { name: 'Dee Dashboard' });
    const expires = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const record = await createRecord(db(), kit.clubs.a.org, {
      personId: person.id,
      competencyId: licence.id,
      expires,
    });
    const admin = await kit.asAdmin().get('dashboard');
    expect(admin.status).toBe(200);
    expect(admin.body.expiring_records).toContainEqual({
      id: record.id,
      person: person.id,
      person_name: 'Dee Dashboard',
      competency: licence.id,
      competency_name: 'Safety Boat',
      expires,
    });
    expect((await kit.asMember().get('dashboard')).body.expiring_records).toEqual([]);
    const ofB = await kit.asAdminOfB().get('dashboard');
    expect(ofB.body.expiring_records.map((row: { id: number }) => row.id)).not.toContain(record.id);
  });
});
