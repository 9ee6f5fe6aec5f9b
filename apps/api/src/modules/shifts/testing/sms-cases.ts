import { createPerson } from '@test/factories';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organisations, people } from '@/db/schema';

/** One way an SMS may be allowed or not: the club's switch and the person's settings. */
export type SmsCase = {
  club: boolean;
  sms: boolean;
  verified: boolean;
  phone: string;
  /** email_notifications: off is "all notifications off", which stops SMS too (spec). */
  notifications?: boolean;
  sent: boolean;
};

/** All four conditions, then each one missing in turn. */
const SMS_CASES: Omit<SmsCase, 'phone'>[] = [
  { club: true, sms: true, verified: true, sent: true },
  { club: false, sms: true, verified: true, sent: false },
  { club: true, sms: false, verified: true, sent: false },
  { club: true, sms: true, verified: false, sent: false },
];

/**
 * Runs `each` once per case, with the club's SMS switch set and a new member of the club
 * whose settings are the case's (plus `settings`), then one without a phone and one with
 * every notification off. The
 * club's switch is off again afterwards.
 */
export async function eachSmsCase(
  db: Db,
  org: { id: number },
  settings: Partial<typeof people.$inferInsert>,
  each: (c: SmsCase, person: { id: number; email: string }) => Promise<void>,
) {
  const setClubSms = (on: boolean) =>
    db.update(organisations).set({ smsEnabled: on }).where(eq(organisations.id, org.id));
  const cases: SmsCase[] = [
    ...SMS_CASES.map((c, i) => ({
      ...c,
      phone: `+4477009${String(org.id % 100).padStart(2, '0')}${i}${i}${i}`,
    })),
    { club: true, sms: true, verified: true, phone: '', sent: false },
    {
      club: true,
      sms: true,
      verified: true,
      phone: `+4477008${String(org.id % 100).padStart(2, '0')}999`,
      notifications: false,
      sent: false,
    },
  ];
  try {
    for (const c of cases) {
      await setClubSms(c.club);
      const person = await createPerson(db, org, { role: 'user' });
      await db
        .update(people)
        .set({
          smsNotifications: c.sms,
          smsVerified: c.verified,
          phone: c.phone,
          ...settings,
          ...(c.notifications === false ? { emailNotifications: false } : {}),
        })
        .where(eq(people.id, person.id));
      await each(c, person);
    }
  } finally {
    await setClubSms(false);
  }
}
