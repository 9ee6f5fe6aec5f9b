import { createHash } from 'node:crypto';
import { DUTY_LINK_MESSAGES } from '@crewcall/contract';
import { createEvent, createPerson, createShifts } from '@test/factories';
import { accessTokenFor, api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { mailboxOf, withMailbox } from '@test/mail';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dutyConfirmations, messages, shiftHistory, shiftOffers, shifts } from '@/db/schema';
import { scanDutyChases } from './duty-chase';
import { scanReminders } from './shift-reminders';

/*
 * Duty confirmation (issue 25, item 3): at a club that asks for it, reminders carry a
 * duty's "Confirm" and "Can't make it" links (no login), members confirm from the app
 * too, duties still unconfirmed are chased once, and the admins' dashboard lists them.
 * Scans run at the moment each test chooses; each test keeps to a month of its own in
 * 2034 (the scans look at every club's shifts), except the dashboard's, which reads the
 * real clock and keeps to the next two days.
 */
const kit = useTwoClubs({ config: withMailbox() });
const db = () => kit.t.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const earlier = (at: Date, ms: number) => new Date(at.getTime() - ms);
const remind = (now: Date) => scanReminders({ db: kit.t.app.db, links: kit.t.config }, now);
const chase = (now: Date) => scanDutyChases({ db: kit.t.app.db, links: kit.t.config }, now);

type Club = 'a' | 'b';
const org = (club: Club) => kit.clubs[club].org;
const asAdminOf = (club: Club) => api(kit.t, org(club), kit.clubs[club].admin.token);
const anonymousAt = (club: Club) => api(kit.t, org(club));

/** The club's setting, through the API (the club is cached by the tenant plugin). */
async function askToConfirm(club: Club, on: boolean) {
  const res = await asAdminOf(club).put('organisations/current/', { confirm_duties: on });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.confirm_duties).toBe(on);
}

const member = (club: Club = 'a', name?: string) =>
  createPerson(db(), org(club), { role: 'user', ...(name ? { name } : {}) });

/** A published shift of `personId` at `start` (2 hours) on an event of its own. */
async function dutyAt(start: Date, personId: number, club: Club = 'a', published = true) {
  const event = await createEvent(db(), org(club), { start: start.toISOString(), hours: 2 });
  const [shift] = await createShifts(db(), org(club), event, [{ personId, published }]);
  return { event, shift };
}

const TOKEN = /\/duty\/confirm\/([0-9]+\.[A-Za-z0-9_-]{43})/;

/** The newest mail to `email` that carries a duty's links, and its token. */
async function linkMailTo(email: string) {
  const mail = (await mailboxOf(kit.t, email)).find((m) => TOKEN.test(m.text));
  if (!mail) throw new Error(`No duty link in the mail to ${email}`);
  const token = TOKEN.exec(mail.text)![1];
  return { mail, token };
}

const historyOf = (shiftId: number) =>
  db()
    .select()
    .from(shiftHistory)
    .where(
      and(
        eq(shiftHistory.shiftId, shiftId),
        inArray(shiftHistory.action, ['confirmed', 'cant_make_it']),
      ),
    )
    .orderBy(shiftHistory.id);

describe('links in reminders', () => {
  it('a reminder carries the links; the link confirms once; only the hash is kept', async () => {
    await askToConfirm('a', true);
    const ann = await member('a', 'Ann Able');
    const start = new Date('2034-01-20T09:00:00Z');
    const { event, shift } = await dutyAt(start, ann.id);
    expect(await remind(earlier(start, 6 * DAY))).toBe(1);

    const { mail, token } = await linkMailTo(ann.email);
    expect(mail.text).toContain(`${org('a').host}`);
    expect(mail.text).toContain(`/duty/confirm/${token}`);
    expect(mail.text).toContain(`/duty/cant-make-it/${token}`);
    // The message record keeps the marker, never the token; the table keeps its hash.
    const [row] = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.toPersonId, ann.id), eq(messages.channel, 'email')));
    expect(row.body).toContain('[[signed-link:/duty/confirm/:');
    expect(row.body).not.toContain(token);
    expect(row.html).not.toContain(token);
    const [kept] = await db()
      .select()
      .from(dutyConfirmations)
      .where(eq(dutyConfirmations.shiftId, shift.id));
    expect(kept.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(kept.answer).toBeNull();
    // No log line holds it either.
    expect(JSON.stringify(kit.t.logs)).not.toContain(token);

    const seen = await anonymousAt('a').get(`duty-links/${token}`);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({
      shift: shift.id,
      first_name: 'Ann',
      event_name: event.name,
      start: start.toISOString(),
      time_zone: 'Europe/London',
      answer: 'pending',
    });
    expect(seen.headers['cache-control']).toBe('private, no-store');

    const first = await anonymousAt('a').post(`duty-links/${token}/confirm`, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.outcome).toBe('confirmed');
    expect(first.body.duty.answer).toBe('confirmed');
    const again = await anonymousAt('a').post(`duty-links/${token}/confirm`, {});
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('already_confirmed');

    const history = await historyOf(shift.id);
    expect(history.map((h) => [h.action, h.personId, h.byPersonId, h.details.via])).toEqual([
      ['confirmed', ann.id, ann.id, 'link'],
    ]);

    // The day's reminder asks no more: the duty is confirmed.
    expect(await remind(earlier(start, 20 * HOUR))).toBe(1);
    const reminders = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.toPersonId, ann.id), eq(messages.channel, 'email')))
      .orderBy(messages.id);
    expect(reminders).toHaveLength(2);
    expect(reminders[1].body).not.toContain('signed-link');
  });

  it("is refused on another club's host, and changes nothing there", async () => {
    await askToConfirm('a', true);
    const bea = await member('a');
    const start = new Date('2034-02-20T09:00:00Z');
    const { shift } = await dutyAt(start, bea.id);
    await remind(earlier(start, 3 * DAY));
    const { token } = await linkMailTo(bea.email);

    const read = await anonymousAt('b').get(`duty-links/${token}`);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ detail: DUTY_LINK_MESSAGES.otherClub });
    const confirm = await anonymousAt('b').post(`duty-links/${token}/confirm`, {});
    expect(confirm.status).toBe(404);
    const cant = await anonymousAt('b').post(`duty-links/${token}/cant-make-it`, {});
    expect(cant.status).toBe(404);
    const [kept] = await db()
      .select()
      .from(dutyConfirmations)
      .where(eq(dutyConfirmations.shiftId, shift.id));
    expect(kept.answer).toBeNull();
    expect(await historyOf(shift.id)).toEqual([]);

    // Made-up and malformed tokens: not valid, alike.
    for (const bad of [`${org('a').id}.${'A'.repeat(43)}`, 'nonsense', `${token}x`]) {
      const res = await anonymousAt('a').get(`duty-links/${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(404);
      expect(res.body).toEqual({ detail: DUTY_LINK_MESSAGES.invalid });
    }
  });

  it('no longer works once the shift started, moved, or went to someone else', async () => {
    await askToConfirm('a', true);
    const [cal, dan, eve] = [await member(), await member(), await member()];
    const start = new Date('2034-03-20T09:00:00Z');
    const moved = await dutyAt(start, cal.id);
    const given = await dutyAt(start, dan.id);
    const started = await dutyAt(start, eve.id);
    expect(await remind(earlier(start, 3 * DAY))).toBe(3);
    const tokens = {
      cal: (await linkMailTo(cal.email)).token,
      dan: (await linkMailTo(dan.email)).token,
      eve: (await linkMailTo(eve.email)).token,
    };

    await db()
      .update(shifts)
      .set({ start: new Date(start.getTime() + HOUR) })
      .where(eq(shifts.id, moved.shift.id));
    await db().update(shifts).set({ personId: cal.id }).where(eq(shifts.id, given.shift.id));
    // The duty (and its link's start) in the past: it has started.
    const past = new Date(Date.now() - HOUR);
    await db()
      .update(shifts)
      .set({ start: past, end: new Date(past.getTime() + 2 * HOUR) })
      .where(eq(shifts.id, started.shift.id));
    await db()
      .update(dutyConfirmations)
      .set({ shiftStart: past })
      .where(eq(dutyConfirmations.shiftId, started.shift.id));

    for (const [token, detail] of [
      [tokens.cal, DUTY_LINK_MESSAGES.changed],
      [tokens.dan, DUTY_LINK_MESSAGES.changed],
      [tokens.eve, DUTY_LINK_MESSAGES.started],
    ]) {
      for (const call of [
        anonymousAt('a').get(`duty-links/${token}`),
        anonymousAt('a').post(`duty-links/${token}/confirm`, {}),
        anonymousAt('a').post(`duty-links/${token}/cant-make-it`, {}),
      ]) {
        const res = await call;
        expect(res.status).toBe(410);
        expect(res.body).toEqual({ detail });
      }
    }
    for (const { shift } of [moved, given, started]) expect(await historyOf(shift.id)).toEqual([]);
  });

  it("can't make it: recorded, the admins told, and not taken back by a confirm", async () => {
    await askToConfirm('a', true);
    const fay = await member('a', 'Fay Fisher');
    const start = new Date('2034-04-20T09:00:00Z');
    const { event, shift } = await dutyAt(start, fay.id);
    await remind(earlier(start, 3 * DAY));
    const { token } = await linkMailTo(fay.email);

    // A confirmation first: plans change.
    expect((await anonymousAt('a').post(`duty-links/${token}/confirm`, {})).status).toBe(200);
    const cant = await anonymousAt('a').post(`duty-links/${token}/cant-make-it`, {});
    expect(cant.status, JSON.stringify(cant.body)).toBe(200);
    expect(cant.body.outcome).toBe('cant_make_it');
    const again = await anonymousAt('a').post(`duty-links/${token}/cant-make-it`, {});
    expect(again.body.outcome).toBe('already_cant_make_it');
    const confirm = await anonymousAt('a').post(`duty-links/${token}/confirm`, {});
    expect(confirm.status).toBe(409);
    expect(confirm.body).toEqual({ detail: DUTY_LINK_MESSAGES.declined });

    const history = await historyOf(shift.id);
    expect(history.map((h) => h.action)).toEqual(['confirmed', 'cant_make_it']);
    // Still on the shift: the offer-up (or an admin) finds someone else.
    const [still] = await db().select().from(shifts).where(eq(shifts.id, shift.id));
    expect(still.personId).toBe(fay.id);
    // The offer-up: the duty offered to the whole club, by Fay, recorded on its history.
    const offers = await db().select().from(shiftOffers).where(eq(shiftOffers.shiftId, shift.id));
    expect(offers).toMatchObject([
      { kind: 'offer', status: 'open', fromPersonId: fay.id, toPersonId: null },
    ]);
    const offered = await db()
      .select()
      .from(shiftHistory)
      .where(and(eq(shiftHistory.shiftId, shift.id), eq(shiftHistory.action, 'offered')));
    expect(offered).toMatchObject([{ personId: fay.id, byPersonId: fay.id }]);

    const told = (await mailboxOf(kit.t, kit.a().admin.email)).filter((m) =>
      m.subject.startsWith("Can't make it:"),
    );
    expect(told.map((m) => m.subject)).toEqual([
      `Can't make it: Fay Fisher, ${event.name} on Thu 20 Apr 2034`,
    ]);
    expect(told[0].text).toContain(`${org('a').host}`);
    expect(told[0].text).toContain(`/events/${event.id}`);
    const elsewhere = await mailboxOf(kit.t, kit.b().admin.email);
    expect(elsewhere.filter((m) => m.subject.startsWith("Can't make it:"))).toEqual([]);
  });

  it("can't make it on a duty its person already offered up: answered, the offer kept", async () => {
    await askToConfirm('a', true);
    const gil = await member('a', 'Gil Grant');
    const start = new Date('2034-04-22T09:00:00Z');
    const { shift } = await dutyAt(start, gil.id);
    await remind(earlier(start, 3 * DAY));
    const { token } = await linkMailTo(gil.email);
    const asGil = api(kit.t, org('a'), await accessTokenFor(kit.t, gil));
    const offer = await asGil.post('offers', { shift: shift.id });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);

    const cant = await anonymousAt('a').post(`duty-links/${token}/cant-make-it`, {});
    expect(cant.status, JSON.stringify(cant.body)).toBe(200);
    expect(cant.body.outcome).toBe('cant_make_it');
    const offers = await db().select().from(shiftOffers).where(eq(shiftOffers.shiftId, shift.id));
    expect(offers.map((o) => [o.id, o.status])).toEqual([[offer.body.id, 'open']]);
  });

  it('a club that does not ask sends no links, and its links stop when it stops asking', async () => {
    await askToConfirm('a', false);
    const gus = await member('b');
    const hal = await member('a');
    const start = new Date('2034-05-20T09:00:00Z');
    await dutyAt(start, gus.id, 'b');
    const { shift } = await dutyAt(start, hal.id);
    expect(await remind(earlier(start, 3 * DAY))).toBe(2);
    for (const person of [gus, hal]) {
      const mails = await mailboxOf(kit.t, person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).not.toContain('/duty/');
    }
    expect(
      await db().select().from(dutyConfirmations).where(eq(dutyConfirmations.shiftId, shift.id)),
    ).toEqual([]);

    await askToConfirm('a', true);
    const ida = await member('a');
    const later = await dutyAt(new Date('2034-05-21T09:00:00Z'), ida.id);
    await remind(new Date('2034-05-18T09:00:00Z'));
    const { token } = await linkMailTo(ida.email);
    await askToConfirm('a', false);
    const res = await anonymousAt('a').post(`duty-links/${token}/confirm`, {});
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ detail: DUTY_LINK_MESSAGES.off });
    expect(await historyOf(later.shift.id)).toEqual([]);
  });
});

describe('from the app', () => {
  it("a member confirms their own duty, once; not another's, not at another club", async () => {
    await askToConfirm('a', true);
    const [jo, kim] = [await member('a'), await member('a')];
    const start = new Date('2034-06-20T09:00:00Z');
    const { shift } = await dutyAt(start, jo.id);
    const other = await dutyAt(start, kim.id);
    const unpublished = await dutyAt(start, jo.id, 'a', false);
    const asJo = api(kit.t, org('a'), await accessTokenFor(kit.t, jo));

    const first = await asJo.post(`shifts/${shift.id}/confirm`, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.outcome).toBe('confirmed');
    expect((await asJo.post(`shifts/${shift.id}/confirm`, {})).body.outcome).toBe(
      'already_confirmed',
    );
    expect((await asJo.post(`shifts/${other.shift.id}/confirm`, {})).status).toBe(404);
    expect((await asJo.post(`shifts/${unpublished.shift.id}/confirm`, {})).status).toBe(404);
    // Club B's admin, on B's host, names A's shift: unknown there.
    expect((await asAdminOf('b').post(`shifts/${shift.id}/confirm`, {})).status).toBe(404);
    expect((await anonymousAt('a').post(`shifts/${shift.id}/confirm`, {})).status).toBe(401);

    const history = await historyOf(shift.id);
    expect(history.map((h) => [h.action, h.byPersonId, h.details.via])).toEqual([
      ['confirmed', jo.id, 'app'],
    ]);
    expect(await historyOf(other.shift.id)).toEqual([]);

    // The reminder that follows asks nothing more of Jo, and still asks Kim.
    expect(await remind(earlier(start, 3 * DAY))).toBe(2);
    expect((await mailboxOf(kit.t, jo.email))[0].text).not.toContain('/duty/');
    expect((await mailboxOf(kit.t, kim.email))[0].text).toContain('/duty/confirm/');
  });
});

describe('the chase', () => {
  it('once, only for unconfirmed duties, never where the club does not ask', async () => {
    await askToConfirm('a', true);
    await askToConfirm('b', false);
    const [lou, max, ned] = [await member('a'), await member('a'), await member('b')];
    const start = new Date('2034-07-20T09:00:00Z');
    const { event } = await dutyAt(start, lou.id);
    const confirmed = await dutyAt(start, max.id);
    await dutyAt(start, ned.id, 'b');
    expect(await remind(earlier(start, 6 * DAY))).toBe(3);
    const asMax = api(kit.t, org('a'), await accessTokenFor(kit.t, max));
    expect((await asMax.post(`shifts/${confirmed.shift.id}/confirm`, {})).status).toBe(200);

    expect(await chase(earlier(start, 3 * DAY))).toBe(0); // not yet
    const counts = await Promise.all([1, 2, 3].map(() => chase(earlier(start, 47 * HOUR))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await chase(earlier(start, 30 * HOUR))).toBe(0);

    const chased = (await mailboxOf(kit.t, lou.email)).filter((m) =>
      m.subject.startsWith('Please confirm:'),
    );
    expect(chased.map((m) => m.subject)).toEqual([
      `Please confirm: ${event.name} on Thu 20 Jul 2034`,
    ]);
    expect(chased[0].text).toMatch(TOKEN);
    expect(chased[0].text).toContain('/duty/cant-make-it/');
    for (const person of [max, ned]) {
      const mails = await mailboxOf(kit.t, person.email);
      expect(mails.filter((m) => m.subject.startsWith('Please confirm:'))).toEqual([]);
    }
  });

  it('not right behind the first links: 12 hours later', async () => {
    await askToConfirm('a', true);
    const oz = await member('a');
    const start = new Date('2034-08-20T09:00:00Z');
    await dutyAt(start, oz.id);
    expect(await remind(earlier(start, 40 * HOUR))).toBe(1); // published late: links now
    expect(await chase(earlier(start, 39 * HOUR))).toBe(0);
    expect(await chase(earlier(start, 27 * HOUR))).toBe(1);
    expect(await chase(earlier(start, 26 * HOUR))).toBe(0);
  });
});

describe('the dashboard', () => {
  it('admins see the unconfirmed duties of published shifts about to start; never another club', async () => {
    await askToConfirm('a', true);
    await askToConfirm('b', true);
    const soon = (hours: number) => new Date(Date.now() + hours * HOUR);
    const [pat, quin, rae, sam, tia, uma] = await Promise.all(
      ['Pat', 'Quin', 'Rae', 'Sam', 'Tia', 'Uma'].map((n) => member('a', `${n} Duty`)),
    );
    const pending = await dutyAt(soon(10), pat.id);
    const declined = await dutyAt(soon(12), quin.id);
    const confirmedDuty = await dutyAt(soon(14), rae.id);
    await dutyAt(soon(16), sam.id, 'a', false); // unpublished
    await dutyAt(soon(24 * 5), tia.id); // later than the chase
    const started = await dutyAt(soon(-1), uma.id); // under way
    const vic = await member('b', 'Vic Bee');
    const theirs = await dutyAt(soon(11), vic.id, 'b');

    await remind(new Date());
    const { token } = await linkMailTo(quin.email);
    expect((await anonymousAt('a').post(`duty-links/${token}/cant-make-it`, {})).status).toBe(200);
    const asRae = api(kit.t, org('a'), await accessTokenFor(kit.t, rae));
    expect((await asRae.post(`shifts/${confirmedDuty.shift.id}/confirm`, {})).status).toBe(200);

    const dashboard = await asAdminOf('a').get('dashboard');
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
    const listed = dashboard.body.unconfirmed_duties as { shift: number; answer: string }[];
    expect(listed.map((d) => [d.shift, d.answer])).toEqual([
      [pending.shift.id, 'pending'],
      [declined.shift.id, 'cant_make_it'],
    ]);
    expect(listed.map((d) => d.shift)).not.toContain(started.shift.id);

    const ofB = await asAdminOf('b').get('dashboard');
    expect((ofB.body.unconfirmed_duties as { shift: number }[]).map((d) => d.shift)).toEqual([
      theirs.shift.id,
    ]);

    // A member sees no admin card, and their own answers.
    const asPat = api(kit.t, org('a'), await accessTokenFor(kit.t, pat));
    const mine = await asPat.get('dashboard');
    expect(mine.body.unconfirmed_duties).toEqual([]);
    expect(mine.body.my_duty_answers).toEqual([{ shift: pending.shift.id, answer: 'pending' }]);

    // The club stops asking: the cards go.
    await askToConfirm('a', false);
    const off = await asAdminOf('a').get('dashboard');
    expect(off.body.unconfirmed_duties).toEqual([]);
    expect(off.body.my_duty_answers).toEqual([]);
  });
});
