import { createEvent, createPerson, createShifts } from '@test/factories';
import { api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { mailboxOf, withMailbox } from '@test/mail';
import { and, eq, gt } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { messages, people } from '@/db/schema';
import { withClubScope } from '@/db/scope';
import { publishEvent } from './shifts.service';
import { eachSmsCase } from './testing/sms-cases';

/*
 * Duty notices: a person put on a published shift, moved, or taken off is told once per
 * write (one email listing every shift, one calendar file), in the write's transaction.
 */
const kit = useTwoClubs({ config: withMailbox() });
const db = () => kit.t.db;
const HOUR = 3_600_000;
let day = 0;

/** An event of club A on a day of its own in 2031 (09:00 UTC, 10 hours). */
async function newEvent(club: 'a' | 'b' = 'a') {
  day += 1;
  const start = new Date(Date.UTC(2031, 2, day, 9));
  return createEvent(db(), kit.clubs[club].org, { start: start.toISOString(), hours: 10 });
}
const hourOf = (event: { start: Date }, h: number) =>
  new Date(event.start.getTime() + h * HOUR).toISOString();

/** A member of club A (or B) with their own mailbox address. */
async function newMember(club: 'a' | 'b' = 'a') {
  return createPerson(db(), kit.clubs[club].org, { role: 'user' });
}

/** Every message to `personId` made since `sinceId`, once the jobs have run. */
async function messagesTo(personId: number, sinceId = 0) {
  await kit.t.app.jobs.settled();
  return db()
    .select()
    .from(messages)
    .where(and(eq(messages.toPersonId, personId), gt(messages.id, sinceId)))
    .orderBy(messages.id);
}

const events = (content: string) =>
  new ICAL.Component(ICAL.parse(content)).getAllSubcomponents('vevent');
const asAdmin = () => kit.asAdmin();

describe('duty notices', () => {
  it('publishing 8 shifts of one person sends one notice with 8 events in its calendar file', async () => {
    const event = await newEvent();
    const ann = await newMember();
    const shifts = await createShifts(
      db(),
      kit.a().org,
      event,
      Array.from({ length: 8 }, (_, i) => ({
        personId: ann.id,
        start: hourOf(event, i),
        end: hourOf(event, i + 1),
        published: false,
      })),
    );
    expect(await messagesTo(ann.id)).toEqual([]); // saved, not published: nothing yet
    const res = await asAdmin().post(`events/${event.id}/publish`, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ published: 8 });

    const sent = await messagesTo(ann.id);
    expect(sent).toHaveLength(1);
    const [notice] = sent;
    expect(notice).toMatchObject({
      channel: 'email',
      purpose: 'notice',
      status: 'sent',
      toAddress: ann.email,
      createdBy: kit.a().admin.id,
      subject: `Your 8 shifts at ${kit.a().org.name}`,
    });
    expect(notice.attachments).toHaveLength(1);
    const [file] = notice.attachments ?? [];
    expect(file.contentType).toContain('text/calendar');
    expect(file.content).toContain('METHOD:REQUEST');
    const vevents = events(file.content);
    expect(vevents.map((v) => v.getFirstPropertyValue('uid'))).toEqual(
      shifts.map((s) => `shift-${s.id}@${kit.a().org.host}`),
    );
    expect(notice.body).toContain(`/events/${event.id}`);
    expect(notice.body).toContain(kit.a().org.host);
    expect(notice.html).toContain('<li>');
    // It reached the mailbox, once.
    const mails = await mailboxOf(kit.t, ann.email);
    expect(mails.map((m) => m.subject)).toEqual([`Your 8 shifts at ${kit.a().org.name}`]);
    // A second publish publishes nothing and tells nobody.
    await asAdmin().post(`events/${event.id}/publish`, {});
    expect(await messagesTo(ann.id)).toHaveLength(1);
  });

  it('assigned, moved, given to another, deleted: each person told, with the same UID throughout', async () => {
    const event = await newEvent();
    const [ann, bob] = [await newMember(), await newMember()];
    const [shift] = await createShifts(db(), kit.a().org, event, [
      { start: hourOf(event, 1), end: hourOf(event, 2) },
    ]);
    const uid = `shift-${shift.id}@${kit.a().org.host}`;

    expect((await asAdmin().put('shifts/', [{ id: shift.id, person: ann.id }])).status).toBe(200);
    const [added] = await messagesTo(ann.id);
    expect(added.subject).toMatch(new RegExp(`^Your shift: ${event.name} on `));
    expect(events(added.attachments?.[0].content ?? '')[0].getFirstPropertyValue('uid')).toBe(uid);

    const moved = await asAdmin().put('shifts/', [
      { id: shift.id, start: hourOf(event, 3), end: hourOf(event, 4) },
    ]);
    expect(moved.status).toBe(200);
    const [, movedMail] = await messagesTo(ann.id);
    expect(movedMail.subject).toMatch(/^Shift moved: /);
    expect(movedMail.body).toContain('(was ');
    expect(movedMail.attachments?.[0].content).toContain(
      `DTSTART:${hourOf(event, 3).replace(/[-:]/g, '').replace('.000', '')}`,
    );

    const before = (await messagesTo(ann.id)).at(-1)?.id ?? 0;
    expect((await asAdmin().put('shifts/', [{ id: shift.id, person: bob.id }])).status).toBe(200);
    const [removed] = await messagesTo(ann.id, before);
    expect(removed.subject).toMatch(/^Shift removed: /);
    expect(removed.attachments?.[0].content).toContain('METHOD:CANCEL');
    expect(events(removed.attachments?.[0].content ?? '')[0].getFirstPropertyValue('uid')).toBe(
      uid,
    );
    expect((await messagesTo(bob.id)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your shift: /),
    ]);

    expect((await asAdmin().delete(`shifts/${shift.id}/`)).status).toBe(204);
    const bobs = await messagesTo(bob.id);
    expect(bobs.at(-1)?.subject).toMatch(/^Shift removed: /);
    expect(bobs.at(-1)?.attachments?.[0].content).toContain('METHOD:CANCEL');
    // Ann heard nothing of Bob's shift being deleted.
    expect(await messagesTo(ann.id, removed.id)).toEqual([]);
  });

  it('deleting an event tells the people on its published shifts (a cancellation), nobody else', async () => {
    const event = await newEvent();
    const [ann, bob] = [await newMember(), await newMember()];
    const [annShift] = await createShifts(db(), kit.a().org, event, [
      { personId: ann.id, start: hourOf(event, 1), end: hourOf(event, 2) },
      { personId: bob.id, start: hourOf(event, 1), end: hourOf(event, 2), published: false },
    ]);
    expect((await asAdmin().delete(`events/${event.id}/`)).status).toBe(204);
    const [mail] = await messagesTo(ann.id);
    expect(mail.subject).toBe(`Shift removed: ${event.name} on ${mail.subject.split(' on ')[1]}`);
    expect(mail.body).toContain(event.name);
    expect(mail.attachments?.[0].content).toContain('METHOD:CANCEL');
    expect(mail.attachments?.[0].content).toContain(`UID:shift-${annShift.id}@${kit.a().org.host}`);
    expect(await messagesTo(bob.id)).toEqual([]);
  });

  it('a swap in one write is one mail: the new shift to add, the old one to cancel (two files)', async () => {
    const event = await newEvent();
    const ann = await newMember();
    const [mine, other] = await createShifts(db(), kit.a().org, event, [
      { personId: ann.id, start: hourOf(event, 1), end: hourOf(event, 2) },
      { start: hourOf(event, 5), end: hourOf(event, 6) },
    ]);
    const res = await asAdmin().put('shifts/', [
      { id: mine.id, person: null },
      { id: other.id, person: ann.id },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = await messagesTo(ann.id);
    expect(mail.subject).toBe(`Changes to your shifts at ${kit.a().org.name}`);
    expect(mail.attachments?.map((a) => a.filename)).toEqual([
      'shifts.ics',
      'cancelled-shifts.ics',
    ]);
    expect(await messagesTo(ann.id)).toHaveLength(1);
  });

  it('nobody is told of unpublished or open shifts, past shifts, or with notifications off', async () => {
    const event = await newEvent();
    const ann = await newMember();
    const quiet = await newMember();
    await db().update(people).set({ emailNotifications: false }).where(eq(people.id, quiet.id));
    const [draft, open, forQuiet] = await createShifts(db(), kit.a().org, event, [
      { start: hourOf(event, 1), end: hourOf(event, 2), published: false },
      { start: hourOf(event, 3), end: hourOf(event, 4) },
      { start: hourOf(event, 5), end: hourOf(event, 6) },
    ]);
    expect(
      (
        await asAdmin().put('shifts/', [
          { id: draft.id, person: ann.id },
          { id: open.id, role: null },
          { id: forQuiet.id, person: quiet.id },
        ])
      ).status,
    ).toBe(200);
    expect(await messagesTo(ann.id)).toEqual([]);
    expect(await messagesTo(quiet.id)).toEqual([]);

    // A shift already over: filling it in afterwards (the record of who did it) tells nobody.
    const past = await createEvent(db(), kit.a().org, { start: '2020-05-01T09:00:00Z', hours: 4 });
    const [old] = await createShifts(db(), kit.a().org, past, [{}]);
    expect((await asAdmin().put('shifts/', [{ id: old.id, person: ann.id }])).status).toBe(200);
    expect(await messagesTo(ann.id)).toEqual([]);
  });

  it('a write that is refused (rolled back) sends nothing, even for its valid part', async () => {
    const event = await newEvent();
    const ann = await newMember();
    const [good, bad] = await createShifts(db(), kit.a().org, event, [
      { start: hourOf(event, 1), end: hourOf(event, 2) },
      { start: hourOf(event, 3), end: hourOf(event, 4) },
    ]);
    const res = await asAdmin().put('shifts/', [
      { id: good.id, person: ann.id },
      { id: bad.id, end: hourOf(event, 2) }, // ends before it starts
    ]);
    expect(res.status).toBe(400);
    expect(await messagesTo(ann.id)).toEqual([]);

    // Queued, then the transaction fails after: the notice goes with it.
    await createShifts(db(), kit.a().org, event, [
      { personId: ann.id, start: hourOf(event, 6), end: hourOf(event, 7), published: false },
    ]);
    const ctx = { orgId: kit.a().org.id, by: null, links: kit.t.config };
    const failed = withClubScope(kit.t.app.db, kit.a().org.id, async (tx) => {
      expect(await publishEvent(tx, ctx, { eventId: event.id })).toEqual({ published: 1 });
      expect(await tx.select().from(messages).where(eq(messages.toPersonId, ann.id))).toHaveLength(
        1,
      );
      throw new Error('something after the publish failed');
    });
    await expect(failed).rejects.toThrow('something after');
    expect(await messagesTo(ann.id)).toEqual([]);
    // Published for real: told once.
    expect((await asAdmin().post(`events/${event.id}/publish`, {})).body).toEqual({ published: 1 });
    expect(await messagesTo(ann.id)).toHaveLength(1);
  });

  it('SMS only when the person takes SMS, has a verified phone, and the club sends SMS', async () => {
    await eachSmsCase(db(), kit.a().org, {}, async (c, person) => {
      const event = await newEvent();
      const [shift] = await createShifts(db(), kit.a().org, event, [{}]);
      expect((await asAdmin().put('shifts/', [{ id: shift.id, person: person.id }])).status).toBe(
        200,
      );
      const sent = await messagesTo(person.id);
      const sms = sent.filter((m) => m.channel === 'sms');
      expect(sms.length, JSON.stringify(c)).toBe(c.sent ? 1 : 0);
      // Notifications all off: no email either.
      expect(sent.filter((m) => m.channel === 'email')).toHaveLength(
        c.notifications === false ? 0 : 1,
      );
      if (c.sent) {
        expect(sms[0]).toMatchObject({ toAddress: c.phone, purpose: 'notice', status: 'sent' });
        expect(sms[0].body).toContain(`you are on ${event.name}`);
      }
    });
  });

  it("club B's admin cannot change club A's shifts, and A's notices stay A's", async () => {
    const event = await newEvent();
    const ann = await newMember();
    const [shift] = await createShifts(db(), kit.a().org, event, [{}]);
    const asB = api(kit.t, kit.b().org, kit.b().admin.token);
    const res = await asB.put('shifts/', [{ id: shift.id, person: kit.b().user.id }]);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await asB.delete(`shifts/${shift.id}/`)).status).toBe(404);
    expect((await asB.post(`events/${event.id}/publish`, {})).status).toBe(404);
    expect(await messagesTo(kit.b().user.id)).toEqual([]);

    expect((await asAdmin().put('shifts/', [{ id: shift.id, person: ann.id }])).status).toBe(200);
    const [mail] = await messagesTo(ann.id);
    expect(mail.organisationId).toBe(kit.a().org.id);
    expect(mail.body).not.toContain(kit.b().org.host);
  });

  it('a new person on a new published shift (POST) is told; an inactive person is not', async () => {
    const event = await newEvent();
    const ann = await newMember();
    const gone = await createPerson(db(), kit.a().org, { role: 'user', isActive: false });
    const res = await asAdmin().post('shifts/', [
      {
        event: event.id,
        person: ann.id,
        start: hourOf(event, 1),
        end: hourOf(event, 2),
        draft: new Date().toISOString(),
      },
      {
        event: event.id,
        person: gone.id,
        start: hourOf(event, 1),
        end: hourOf(event, 2),
        draft: new Date().toISOString(),
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await messagesTo(ann.id)).map((m) => m.purpose)).toEqual(['notice']);
    expect(await messagesTo(gone.id)).toEqual([]);
  });
});
