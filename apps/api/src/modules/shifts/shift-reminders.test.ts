import { createEvent, createPerson, createShifts } from '@test/factories';
import { useTwoClubs } from '@test/kits/two-clubs';
import { mailboxOf, withMailbox } from '@test/mail';
import { and, eq, gt, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { messages, people, shiftReminders, shifts } from '@/db/schema';
import { scanReminders } from './shift-reminders';
import { eachSmsCase } from './testing/sms-cases';

/*
 * Reminders a week and a day before a published shift, found by a scan the tests run
 * themselves at the moment they choose (REMINDER_SCAN_SECONDS is 0 in the test kit). Each
 * test works in a month of its own in 2032, so no test's shifts are due in another's scan.
 */
const kit = useTwoClubs({ config: withMailbox(), countQueries: true });
const db = () => kit.t.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const scan = (now: Date) => scanReminders({ db: kit.t.app.db, links: kit.t.config }, now);
const earlier = (at: Date, ms: number) => new Date(at.getTime() - ms);

/** A published shift of `personId` at `start` (2 hours) on an event of its own. */
async function shiftAt(
  start: Date,
  personId: number | null,
  opts: { club?: 'a' | 'b'; published?: boolean } = {},
) {
  const org = kit.clubs[opts.club ?? 'a'].org;
  const event = await createEvent(db(), org, { start: start.toISOString(), hours: 2 });
  const [shift] = await createShifts(db(), org, event, [
    { ...(personId ? { personId } : {}), published: opts.published ?? true },
  ]);
  return { event, shift };
}

async function remindersTo(personId: number) {
  await kit.t.app.jobs.settled();
  return db()
    .select()
    .from(messages)
    .where(and(eq(messages.toPersonId, personId), eq(messages.purpose, 'reminder')))
    .orderBy(messages.id);
}

const member = (club: 'a' | 'b' = 'a', opts: { isActive?: boolean } = {}) =>
  createPerson(db(), kit.clubs[club].org, { role: 'user', ...opts });

describe('shift reminders', () => {
  it('once a week before and once a day before, however often the scan runs', async () => {
    const ann = await member();
    const start = new Date('2032-01-20T09:00:00Z'); // a Tuesday
    const { event, shift } = await shiftAt(start, ann.id);

    expect(await scan(earlier(start, 8 * DAY))).toBe(0); // no window open yet
    expect(await scan(earlier(start, 6 * DAY))).toBe(1);
    expect(await scan(earlier(start, 6 * DAY - HOUR))).toBe(0);
    expect(await scan(earlier(start, 2 * DAY))).toBe(0);
    expect(await scan(earlier(start, 20 * HOUR))).toBe(1);
    expect(await scan(earlier(start, 19 * HOUR))).toBe(0);
    expect(await scan(new Date(start.getTime() + HOUR))).toBe(0); // started: never

    const sent = await remindersTo(ann.id);
    expect(sent.map((m) => [m.channel, m.status, m.subject])).toEqual([
      ['email', 'sent', `Reminder: ${event.name} on Tue 20 Jan 2032`],
      ['email', 'sent', `Reminder: ${event.name} on Tue 20 Jan 2032`],
    ]);
    expect(sent[0].body).toContain('in the coming week');
    expect(sent[1].body).toContain('very soon');
    expect(sent[0].body).toContain('Tue 20 Jan 2032, 09:00–11:00 (Europe/London)');
    expect(sent[0].body).toContain(`${kit.a().org.host}`);
    expect(sent[0].body).toContain(`/events/${event.id}`);
    const [file] = sent[0].attachments ?? [];
    expect(file.contentType).toContain('text/calendar');
    const vevent = new ICAL.Component(ICAL.parse(file.content)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('uid')).toBe(`shift-${shift.id}@${kit.a().org.host}`);
    expect(file.content).toContain('METHOD:REQUEST');
    expect(file.content).toContain('DTSTART:20320120T090000Z');

    const mails = await mailboxOf(kit.t, ann.email);
    expect(mails.filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(2);
    const rows = await db()
      .select()
      .from(shiftReminders)
      .where(eq(shiftReminders.shiftId, shift.id));
    expect(rows.map((r) => r.window).sort()).toEqual(['day', 'week']);
  });

  it('two scans at once remind each person once', async () => {
    const people5 = await Promise.all(Array.from({ length: 5 }, () => member()));
    const start = new Date('2032-02-20T09:00:00Z');
    for (const p of people5) await shiftAt(start, p.id);
    const now = earlier(start, 3 * DAY);
    const counts = await Promise.all([scan(now), scan(now), scan(now)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    for (const p of people5) expect(await remindersTo(p.id)).toHaveLength(1);
  });

  it('never for unpublished or open shifts, inactive people, or people who turned reminders off', async () => {
    const [ann, off, gone] = [
      await member(),
      await member(),
      await member('a', { isActive: false }),
    ];
    await db().update(people).set({ emailReminders: false }).where(eq(people.id, off.id));
    const start = new Date('2032-03-20T09:00:00Z');
    await shiftAt(start, ann.id, { published: false });
    const open = await shiftAt(start, null);
    await shiftAt(start, off.id);
    await shiftAt(start, gone.id);
    expect(await scan(earlier(start, 3 * DAY))).toBe(0);
    for (const p of [ann, off, gone]) expect(await remindersTo(p.id)).toEqual([]);
    const rows = await db()
      .select()
      .from(shiftReminders)
      .where(eq(shiftReminders.shiftId, open.shift.id));
    expect(rows).toEqual([]);

    // Published later, still ahead: the window that has opened is reminded at once.
    await db().update(shifts).set({ draft: new Date() }).where(eq(shifts.personId, ann.id));
    expect(await scan(earlier(start, 3 * DAY))).toBe(1);
    expect(await remindersTo(ann.id)).toHaveLength(1);
  });

  it('published 12 hours before: the day reminder only, not two', async () => {
    const ann = await member();
    const start = new Date('2032-04-20T09:00:00Z');
    await shiftAt(start, ann.id);
    expect(await scan(earlier(start, 12 * HOUR))).toBe(1);
    expect(await scan(earlier(start, 11 * HOUR))).toBe(0);
    const sent = await remindersTo(ann.id);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toContain('very soon');
    const rows = await db()
      .select()
      .from(shiftReminders)
      .where(eq(shiftReminders.personId, ann.id));
    expect(rows.map((r) => r.window)).toEqual(['day']);
  });

  it('a moved shift is reminded for its new time; a shift given to another reminds them', async () => {
    const [ann, bob] = [await member(), await member()];
    const start = new Date('2032-05-20T09:00:00Z');
    const { shift } = await shiftAt(start, ann.id);
    const now = earlier(start, 3 * DAY);
    expect(await scan(now)).toBe(1);

    const later = new Date(start.getTime() + 2 * HOUR);
    await db()
      .update(shifts)
      .set({ start: later, end: new Date(later.getTime() + HOUR) })
      .where(eq(shifts.id, shift.id));
    expect(await scan(now)).toBe(1);
    const sent = await remindersTo(ann.id);
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toContain('Thu 20 May 2032, 12:00–13:00 (Europe/London)');

    await db().update(shifts).set({ personId: bob.id }).where(eq(shifts.id, shift.id));
    expect(await scan(now)).toBe(1);
    expect(await remindersTo(bob.id)).toHaveLength(1);
    expect(await remindersTo(ann.id)).toHaveLength(2);
  });

  it('SMS only when the person takes SMS, has a verified phone, and the club sends SMS', async () => {
    let month = 0;
    // Email reminders off: an SMS alone is still a reminder.
    await eachSmsCase(db(), kit.a().org, { emailReminders: false }, async (c, p) => {
      month += 1;
      const start = new Date(Date.UTC(2033, month, 10, 9));
      const { event } = await shiftAt(start, p.id);
      await scan(earlier(start, 3 * DAY));
      const sent = await remindersTo(p.id);
      expect(sent.length, JSON.stringify(c)).toBe(c.sent ? 1 : 0);
      if (c.sent) {
        expect(sent[0]).toMatchObject({ channel: 'sms', toAddress: c.phone, status: 'sent' });
        expect(sent[0].body).toContain(`reminder: ${event.name}`);
      }
    });
  });

  it("each club's people get their own club's reminders, and nobody else's", async () => {
    const [ann, bea] = [await member('a'), await member('b')];
    const start = new Date('2032-06-20T09:00:00Z');
    const a = await shiftAt(start, ann.id, { club: 'a' });
    const b = await shiftAt(start, bea.id, { club: 'b' });
    expect(await scan(earlier(start, 3 * DAY))).toBe(2);
    const [toAnn] = await remindersTo(ann.id);
    const [toBea] = await remindersTo(bea.id);
    expect(toAnn).toMatchObject({ organisationId: kit.a().org.id, toAddress: ann.email });
    expect(toBea).toMatchObject({ organisationId: kit.b().org.id, toAddress: bea.email });
    expect(toAnn.body).toContain(a.event.name);
    expect(toAnn.body).not.toContain(b.event.name);
    expect(toBea.body).toContain(kit.b().org.host);
    expect(toBea.body).not.toContain(kit.a().org.host);
    const all = await db()
      .select({ org: messages.organisationId, to: messages.toPersonId })
      .from(messages)
      .where(inArray(messages.toPersonId, [ann.id, bea.id]));
    expect(all).toEqual(
      expect.arrayContaining([
        { org: kit.a().org.id, to: ann.id },
        { org: kit.b().org.id, to: bea.id },
      ]),
    );
    expect(all).toHaveLength(2);
  });

  it('a scan sends the same statements for 3 due reminders as for 30', async () => {
    const statementsOfScan = async (count: number, month: number) => {
      const p = await member();
      const start = new Date(Date.UTC(2034, month, 10, 9));
      const event = await createEvent(db(), kit.a().org, { start: start.toISOString(), hours: 2 });
      await createShifts(
        db(),
        kit.a().org,
        event,
        Array.from({ length: count }, () => ({ personId: p.id })),
      );
      // The sender is held while counting: its statements are the sender's, not the scan's.
      await kit.t.app.jobs.stop();
      kit.t.queries.reset();
      expect(await scan(earlier(start, 3 * DAY))).toBe(count);
      const statements = kit.t.queries.count;
      await kit.t.app.jobs.start();
      await kit.t.app.jobs.settled();
      const sent = await db()
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.toPersonId, p.id), eq(messages.status, 'sent'), gt(messages.id, 0)));
      expect(sent).toHaveLength(count);
      return statements;
    };
    const few = await statementsOfScan(3, 1);
    const many = await statementsOfScan(30, 2);
    expect(many).toBe(few);
    // platform on, claim, club scope, messages, jobs, platform off (+ begin/commit if counted)
    expect(few).toBeLessThanOrEqual(8);
  });
});
