import { createEvent, createPerson, createShifts } from '@test/factories';
import { api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { mailboxOf, withMailbox } from '@test/mail';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, shiftReminders } from '@/db/schema';
import { scanDutyChases } from '@/modules/shifts/duty-chase';
import { scanReminders } from '@/modules/shifts/shift-reminders';
import { anotherInstance, type Instance } from './another-instance';

/*
 * Two API instances on one database run the periodic scans (jobs/runner.ts `every`): each
 * instance's timers fire, so each scan must be safe to run on both at the same moment.
 * These tests run them on two real apps at once and count what the people receive.
 */
const kit = useTwoClubs({ config: withMailbox() });
let second: Instance;
beforeAll(async () => {
  second = await anotherInstance(kit.t);
});
afterAll(() => second?.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const earlier = (at: Date, ms: number) => new Date(at.getTime() - ms);
const apps = () => [kit.t.app, second.app];
const org = () => kit.clubs.a.org;

/** Every instance's jobs run (the messages are sent by jobs, by whichever takes them). */
async function settled() {
  for (let round = 0; round < 2; round++) for (const app of apps()) await app.jobs.settled();
}

/** `scan` on both instances, three times each, all at the same moment: the claims made. */
async function onBoth(scan: (app: FastifyInstance) => Promise<number>) {
  const counts = await Promise.all(apps().flatMap((app) => [scan(app), scan(app), scan(app)]));
  return counts.reduce((a, b) => a + b, 0);
}

async function dutyAt(start: Date, personId: number) {
  const event = await createEvent(kit.db(), org(), { start: start.toISOString(), hours: 2 });
  const [shift] = await createShifts(kit.db(), org(), event, [{ personId, published: true }]);
  return { event, shift };
}

/** Reminders and chases alike are messages of purpose 'reminder'. */
const messagesTo = (personId: number) =>
  kit
    .db()
    .select()
    .from(messages)
    .where(and(eq(messages.toPersonId, personId), eq(messages.purpose, 'reminder')));

describe('periodic scans on two instances at once', () => {
  it('a reminder is claimed, queued and mailed once per window, whichever instance scans', async () => {
    const ann = await createPerson(kit.db(), org(), { role: 'user' });
    const start = new Date('2033-03-22T09:00:00Z');
    const { event } = await dutyAt(start, ann.id);
    const remind = (now: Date) =>
      onBoth((app) => scanReminders({ db: app.db, links: kit.t.config }, now));

    // Repeatedly, at moments inside each window and after them.
    expect(await remind(earlier(start, 6 * DAY))).toBe(1);
    expect(await remind(earlier(start, 6 * DAY - HOUR))).toBe(0);
    expect(await remind(earlier(start, 20 * HOUR))).toBe(1);
    expect(await remind(earlier(start, 19 * HOUR))).toBe(0);
    await settled();

    const claims = await kit
      .db()
      .select()
      .from(shiftReminders)
      .where(eq(shiftReminders.personId, ann.id));
    expect(claims.map((c) => c.window).sort()).toEqual(['day', 'week']);
    const sent = await messagesTo(ann.id);
    expect(sent.map((m) => [m.channel, m.status])).toEqual([
      ['email', 'sent'],
      ['email', 'sent'],
    ]);
    const mails = await mailboxOf(kit.t, ann.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Reminder: ${event.name} on Tue 22 Mar 2033`,
      `Reminder: ${event.name} on Tue 22 Mar 2033`,
    ]);
  });

  it('a duty still unconfirmed is chased once', async () => {
    const asAdmin = api(kit.t, org(), kit.clubs.a.admin.token);
    expect((await asAdmin.put('organisations/current/', { confirm_duties: true })).status).toBe(
      200,
    );
    const bea = await createPerson(kit.db(), org(), { role: 'user' });
    const start = new Date('2033-05-10T09:00:00Z');
    await dutyAt(start, bea.id);
    const chase = (now: Date) =>
      onBoth((app) => scanDutyChases({ db: app.db, links: kit.t.config }, now));

    // The week's reminder carries the first links; the chase follows 48 hours before.
    expect(
      await onBoth((app) =>
        scanReminders({ db: app.db, links: kit.t.config }, earlier(start, 6 * DAY)),
      ),
    ).toBe(1);
    expect(await chase(earlier(start, 47 * HOUR))).toBe(1);
    expect(await chase(earlier(start, 46 * HOUR))).toBe(0);
    expect(await chase(earlier(start, 20 * HOUR))).toBe(0);
    await settled();

    expect(await messagesTo(bea.id)).toHaveLength(2); // the reminder and the chase
    const chased = (await mailboxOf(kit.t, bea.email)).filter((m) =>
      m.subject.startsWith('Please confirm:'),
    );
    expect(chased).toHaveLength(1);
    expect((await asAdmin.put('organisations/current/', { confirm_duties: false })).status).toBe(
      200,
    );
  });

  it("on the instances' own timers, every second for a few seconds: one reminder", async () => {
    // Two more instances whose timers scan every second (the kit's apps never scan alone).
    const ticking = [
      await anotherInstance(kit.t, { REMINDER_SCAN_SECONDS: 1 }),
      await anotherInstance(kit.t, { REMINDER_SCAN_SECONDS: 1 }),
    ];
    const cy = await createPerson(kit.db(), org(), { role: 'user' });
    try {
      // Due its day-before reminder now (the real clock, which the timers scan at).
      await dutyAt(new Date(Date.now() + 20 * HOUR), cy.id);
      const deadline = Date.now() + 10_000;
      while ((await messagesTo(cy.id)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // A few more ticks of both, which must find nothing more to send.
      await new Promise((resolve) => setTimeout(resolve, 3_500));
    } finally {
      for (const instance of ticking) await instance.close();
    }
    await settled();
    expect(await messagesTo(cy.id)).toHaveLength(1);
    expect(await mailboxOf(kit.t, cy.email)).toHaveLength(1);
  });
});
