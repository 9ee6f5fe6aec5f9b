import type { ShiftHistoryEntry } from '@crewcall/contract';
import {
  createAvailability,
  createCompetency,
  createEvent,
  createPerson,
  createRecord,
  createRole,
  createShifts,
  requireCompetency,
} from '@test/factories';
import { accessTokenFor, api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { mailboxOf, withMailbox } from '@test/mail';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftOffers, shifts } from '@/db/schema';
import { scanOffers } from './waitlist.service';

/*
 * Offers, swaps and waiting lists (issue 25, items 1 and 2) on PostgreSQL: the first of
 * two simultaneous accepts wins, links work once, on their club's host only and not after
 * the shift started, nobody lacking a competency takes a safety shift by any path, waiting
 * lists promote in order skipping who cannot do it, every path writes history, and the
 * second club sees nothing of the first's. Each test works on days of its own in 2034.
 */
const kit = useTwoClubs({ config: withMailbox() });
const db = () => kit.t.db;
const A = () => kit.clubs.a;
const HOUR = 3_600_000;

let day = 0;
/** An event of club A (or B) on a day of its own, 09:00–17:00 UTC. */
async function newEvent(club: 'a' | 'b' = 'a') {
  day += 1;
  const date = new Date(Date.UTC(2034, 0, day)).toISOString().slice(0, 10);
  return createEvent(db(), kit.clubs[club].org, { start: `${date}T09:00:00Z`, hours: 8 });
}

type Member = { id: number; email: string; name: string; token: string };
async function member(name: string, club: 'a' | 'b' = 'a'): Promise<Member> {
  const person = await createPerson(db(), kit.clubs[club].org, { name });
  return { ...person, token: accessTokenFor(kit.t, person) };
}
const as = (m: Member, club: 'a' | 'b' = 'a') => api(kit.t, kit.clubs[club].org, m.token);
const anonymous = (club: 'a' | 'b' = 'a') => api(kit.t, kit.clubs[club].org);
const asAdmin = () => api(kit.t, A().org, A().admin.token);

/** A published shift of `holder` on a new event (or the given one). */
async function shiftOf(
  holder: Member | null,
  o: { roleId?: number; event?: { id: number; start: Date; end: Date } } = {},
) {
  const event = o.event ?? (await newEvent());
  const [shift] = await createShifts(db(), A().org, event, [
    { ...(holder ? { personId: holder.id } : {}), ...(o.roleId ? { roleId: o.roleId } : {}) },
  ]);
  return shift;
}

async function offer(giver: Member, body: Record<string, unknown>) {
  const res = await as(giver).post('offers', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; kind: string; to: number | null; status: string };
}

/** The newest accept link mailed to `email`: its token. */
async function tokenFor(email: string): Promise<string> {
  const mails = await mailboxOf(kit.t, email);
  for (const mail of mails) {
    const match = mail.text.match(/\/offers\/accept\/([A-Za-z0-9_-]+)/);
    if (match) return match[1];
  }
  throw new Error(`No accept link mailed to ${email}`);
}

async function holderOf(shiftId: number) {
  const [row] = await db()
    .select({ personId: shifts.personId })
    .from(shifts)
    .where(eq(shifts.id, shiftId));
  return row.personId;
}

async function historyOf(shiftId: number): Promise<ShiftHistoryEntry[]> {
  const res = await asAdmin().get(`shifts/${shiftId}/history`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.history;
}
const actions = (rows: ShiftHistoryEntry[]) => rows.map((r) => [r.action, r.person_name]).reverse();

const scan = () => scanOffers({ db: kit.t.app.db, links: kit.t.config });
/** Lets offer `offerId`'s turn run out, runs the scan, and answers the shift's open offers. */
async function runOutAndScan(offerId: number, shiftId: number) {
  await db()
    .update(shiftOffers)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(shiftOffers.id, offerId));
  await scan();
  return db()
    .select()
    .from(shiftOffers)
    .where(and(eq(shiftOffers.shiftId, shiftId), inArray(shiftOffers.status, ['open'])));
}

describe('offers to the club', () => {
  it('two members accepting at the same moment: exactly one gets the shift', async () => {
    const [giver, ann, bob] = await Promise.all([
      member('Gil Giver'),
      member('Ann Able'),
      member('Bob Baker'),
    ]);
    const shift = await shiftOf(giver);
    const made = await offer(giver, { shift: shift.id });
    expect(made).toMatchObject({ kind: 'offer', to: null, status: 'open' });
    const [annToken, bobToken] = [await tokenFor(ann.email), await tokenFor(bob.email)];
    const answers = await Promise.all([
      anonymous().post(`offers/link/${annToken}/accept`, {}),
      anonymous().post(`offers/link/${bobToken}/accept`, {}),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409);
    expect(loser?.body.detail).toBe('Someone else has already taken this shift.');
    const winner = answers.findIndex((r) => r.status === 200) === 0 ? ann : bob;
    expect(await holderOf(shift.id)).toBe(winner.id);
    // Both people and the admins are told.
    const adminMails = await mailboxOf(kit.t, A().admin.email);
    expect(adminMails.some((m) => m.subject.startsWith('Shift taken:'))).toBe(true);
    const giverMails = await mailboxOf(kit.t, giver.email);
    expect(giverMails.length).toBeGreaterThan(0);
    expect(actions(await historyOf(shift.id))).toEqual([
      ['offered', 'Gil Giver'],
      ['unassigned', 'Gil Giver'],
      ['assigned', winner.name],
      ['offer_accepted', winner.name],
    ]);
  });

  it('a link works once, on its own club only, and not after the shift started', async () => {
    const [giver, ann, bob] = await Promise.all([
      member('Gwen Giver'),
      member('Ada Accept'),
      member('Ben Late'),
    ]);
    const shift = await shiftOf(giver);
    await offer(giver, { shift: shift.id, to: ann.id });
    const token = await tokenFor(ann.email);
    // Another club's host does not know it.
    expect((await anonymous('b').get(`offers/link/${token}`)).status).toBe(404);
    expect((await anonymous('b').post(`offers/link/${token}/accept`, {})).status).toBe(404);
    const page = await anonymous().get(`offers/link/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ recipient_name: 'Ada Accept', problem: null });
    expect(page.body.offer.shift.id).toBe(shift.id);
    const first = await anonymous().post(`offers/link/${token}/accept`, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.status).toBe('taken');
    const again = await anonymous().post(`offers/link/${token}/accept`, {});
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This link has already been used.');
    expect((await anonymous().get(`offers/link/${token}`)).body.problem).toBe(
      'This link has already been used.',
    );
    expect(await holderOf(shift.id)).toBe(ann.id);

    // A link whose shift has started is refused, and changes nothing.
    const later = await shiftOf(giver);
    await offer(giver, { shift: later.id, to: bob.id });
    const lateToken = await tokenFor(bob.email);
    await db()
      .update(shifts)
      .set({ start: new Date(Date.now() - HOUR) })
      .where(eq(shifts.id, later.id));
    const late = await anonymous().post(`offers/link/${lateToken}/accept`, {});
    expect(late.status).toBe(400);
    expect(late.body.non_field_errors).toEqual(['This shift has already started.']);
    expect(await holderOf(later.id)).toBe(giver.id);
    // A made-up token is simply not valid.
    expect((await anonymous().post('offers/link/not-a-token/accept', {})).status).toBe(404);
  });

  it('withdraw: the offer closes and cannot be taken', async () => {
    const [giver, ann] = await Promise.all([member('Wes Withdraw'), member('Ann Other')]);
    const shift = await shiftOf(giver);
    const made = await offer(giver, { shift: shift.id });
    expect((await as(ann).post(`offers/${made.id}/withdraw`, {})).status).toBe(403);
    const res = await as(giver).post(`offers/${made.id}/withdraw`, {});
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('withdrawn');
    const take = await as(ann).post(`offers/${made.id}/take`, {});
    expect(take.status).toBe(409);
    expect(take.body.detail).toBe('This offer was withdrawn.');
    expect(actions(await historyOf(shift.id))).toEqual([
      ['offered', 'Wes Withdraw'],
      ['offer_withdrawn', 'Wes Withdraw'],
    ]);
    // Only one live offer per shift; offering someone else's shift is refused.
    await offer(giver, { shift: shift.id });
    expect((await as(giver).post('offers', { shift: shift.id })).status).toBe(409);
    const notMine = await as(ann).post('offers', { shift: shift.id });
    expect(notMine.status).toBe(400);
    expect(notMine.body.shift).toEqual(['This shift is not yours to offer.']);
  });

  it('where the club approves swaps, an accept waits for an admin', async () => {
    const settings = (on: boolean) =>
      asAdmin().put('offers/settings', { swap_approval: on, waitlist_offer_hours: 24 });
    expect((await settings(true)).status).toBe(200);
    try {
      const [giver, ann, bob] = await Promise.all([
        member('Pat Pending'),
        member('Amy Approved'),
        member('Dan Declined'),
      ]);
      const one = await shiftOf(giver);
      const two = await shiftOf(giver);
      const first = await offer(giver, { shift: one.id });
      const taken = await as(ann).post(`offers/${first.id}/take`, {});
      expect(taken.status).toBe(200);
      expect(taken.body.status).toBe('pending');
      expect(await holderOf(one.id)).toBe(giver.id);
      const board = await asAdmin().get('offers/board');
      expect(board.body.awaiting_approval.map((o: { id: number }) => o.id)).toContain(first.id);
      expect((await as(ann).post(`offers/${first.id}/approve`, {})).status).toBe(403);
      const approved = await asAdmin().post(`offers/${first.id}/approve`, {});
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.status).toBe('taken');
      expect(await holderOf(one.id)).toBe(ann.id);

      const second = await offer(giver, { shift: two.id });
      expect((await as(bob).post(`offers/${second.id}/take`, {})).body.status).toBe('pending');
      const declined = await asAdmin().post(`offers/${second.id}/decline`, {});
      expect(declined.body.status).toBe('declined');
      expect(await holderOf(two.id)).toBe(giver.id);
      expect(actions(await historyOf(two.id))).toEqual([
        ['offered', 'Pat Pending'],
        ['offer_accepted', 'Dan Declined'],
        ['offer_declined', 'Dan Declined'],
      ]);
    } finally {
      await settings(false);
    }
  });
});

describe('swaps', () => {
  it('both shifts change hands when the other member accepts', async () => {
    const [giver, other] = await Promise.all([member('Sam Swap'), member('Tia Trade')]);
    const mine = await shiftOf(giver);
    const theirs = await shiftOf(other);
    const made = await offer(giver, { shift: mine.id, to: other.id, swap_shift: theirs.id });
    expect(made.kind).toBe('swap');
    const res = await anonymous().post(`offers/link/${await tokenFor(other.email)}/accept`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await holderOf(mine.id)).toBe(other.id);
    expect(await holderOf(theirs.id)).toBe(giver.id);
    expect(actions(await historyOf(theirs.id))).toEqual([
      ['unassigned', 'Tia Trade'],
      ['assigned', 'Sam Swap'],
      ['swapped', 'Sam Swap'],
    ]);
  });
});

describe('competencies: nobody unqualified takes a safety shift', () => {
  async function safetyRole() {
    const competency = await createCompetency(db(), A().org, { name: `Powerboat Level 2 ${day}` });
    const role = await createRole(db(), A().org, { name: `Safety Boat Driver ${day}` });
    await requireCompetency(db(), A().org, { roleId: role.id, competencyId: competency.id });
    return { role, competency };
  }

  it('by an offer accept (by call and by link), naming what is missing or expired', async () => {
    const { role, competency } = await safetyRole();
    const [giver, novice, lapsed] = await Promise.all([
      member('Quinn Qualified'),
      member('Nia Novice'),
      member('Len Lapsed'),
    ]);
    await createRecord(db(), A().org, { personId: giver.id, competencyId: competency.id });
    await createRecord(db(), A().org, {
      personId: lapsed.id,
      competencyId: competency.id,
      expires: '2020-03-03',
    });
    const shift = await shiftOf(giver, { roleId: role.id });
    const made = await offer(giver, { shift: shift.id });
    const take = await as(novice).post(`offers/${made.id}/take`, {});
    expect(take.status).toBe(400);
    expect(take.body.non_field_errors).toEqual([
      `Nia Novice needs ${competency.name} for ${role.name}.`,
    ]);
    const expired = await as(lapsed).post(`offers/${made.id}/take`, {});
    expect(expired.status).toBe(400);
    expect(expired.body.non_field_errors[0]).toContain(`${competency.name} (expired 3 Mar 2020)`);
    // The unqualified were not sent links for the club offer.
    expect((await mailboxOf(kit.t, novice.email)).length).toBe(0);

    await as(giver).post(`offers/${made.id}/withdraw`, {});
    await offer(giver, { shift: shift.id, to: novice.id });
    const token = await tokenFor(novice.email);
    const page = await anonymous().get(`offers/link/${token}`);
    expect(page.body.problem).toBe(`Nia Novice needs ${competency.name} for ${role.name}.`);
    const accept = await anonymous().post(`offers/link/${token}/accept`, {});
    expect(accept.status).toBe(400);
    expect(accept.body.non_field_errors[0]).toContain(competency.name);
    expect(await holderOf(shift.id)).toBe(giver.id);
  });

  it('by a swap', async () => {
    const { role, competency } = await safetyRole();
    const [giver, novice] = await Promise.all([member('Sue Safety'), member('Ned New')]);
    await createRecord(db(), A().org, { personId: giver.id, competencyId: competency.id });
    const safety = await shiftOf(giver, { roleId: role.id });
    const plain = await shiftOf(novice);
    const made = await offer(giver, { shift: safety.id, to: novice.id, swap_shift: plain.id });
    const res = await as(novice).post(`offers/${made.id}/take`, {});
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors).toEqual([
      `Ned New needs ${competency.name} for ${role.name}.`,
    ]);
    expect(await holderOf(safety.id)).toBe(giver.id);
    expect(await holderOf(plain.id)).toBe(novice.id);
  });

  it('by a waiting-list promotion: the unqualified are skipped', async () => {
    const { role, competency } = await safetyRole();
    const [giver, novice, pro] = await Promise.all([
      member('Vic Vacating'),
      member('Una Unqualified'),
      member('Pia Pro'),
    ]);
    await createRecord(db(), A().org, { personId: pro.id, competencyId: competency.id });
    await createRecord(db(), A().org, { personId: giver.id, competencyId: competency.id });
    const shift = await shiftOf(giver, { roleId: role.id });
    for (const m of [novice, pro]) {
      expect((await as(m).post(`shifts/${shift.id}/waitlist`, {})).status).toBe(200);
    }
    const made = await offer(giver, { shift: shift.id });
    expect(made).toMatchObject({ kind: 'waitlist', to: pro.id });
    const take = await as(novice).post(`offers/${made.id}/take`, {});
    expect(take.status).toBe(403);
  });
});

describe('waiting lists', () => {
  it('promote in order, skip who became unavailable, and pass on an expired turn', async () => {
    const [giver, first, second, third] = await Promise.all([
      member('Hal Holder'),
      member('Wendy First'),
      member('Will Second'),
      member('Walt Third'),
    ]);
    const event = await newEvent();
    const shift = await shiftOf(giver, { event });
    for (const m of [first, second, third]) {
      const res = await as(m).post(`shifts/${shift.id}/waitlist`, {});
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // A member sees only their own place.
      expect(res.body.waiting).toHaveLength(1);
    }
    const list = await asAdmin().get(`shifts/${shift.id}/waitlist`);
    expect(
      list.body.waiting.map((e: { person: number; position: number }) => [e.person, e.position]),
    ).toEqual([
      [first.id, 1],
      [second.id, 2],
      [third.id, 3],
    ]);
    // The second marks the day unavailable after joining.
    const date = event.start.toISOString().slice(0, 10);
    await createAvailability(db(), A().org, {
      personId: second.id,
      start: `${date}T00:00:00Z`,
      end: `${date}T23:59:59Z`,
      available: 0,
    });
    const made = await offer(giver, { shift: shift.id });
    expect(made).toMatchObject({ kind: 'waitlist', to: first.id });
    // The first lets the turn run out: the next who can do it (the third) is offered it.
    const live = await runOutAndScan(made.id, shift.id);
    expect(live.map((o) => [o.kind, o.toPersonId])).toEqual([['waitlist', third.id]]);
    const expiredTake = await as(first).post(`offers/${made.id}/take`, {});
    expect(expiredTake.status).toBe(409);
    const res = await anonymous().post(`offers/link/${await tokenFor(third.email)}/accept`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await holderOf(shift.id)).toBe(third.id);
    const after = await asAdmin().get(`shifts/${shift.id}/waitlist`);
    expect(after.body.waiting.map((e: { person: number }) => e.person)).toEqual([second.id]);
    expect(actions(await historyOf(shift.id))).toEqual([
      ['waitlist_joined', 'Wendy First'],
      ['waitlist_joined', 'Will Second'],
      ['waitlist_joined', 'Walt Third'],
      ['waitlist_offered', 'Wendy First'],
      ['offered', 'Hal Holder'],
      ['offer_expired', 'Wendy First'],
      ['waitlist_offered', 'Walt Third'],
      ['unassigned', 'Hal Holder'],
      ['assigned', 'Walt Third'],
      ['offer_accepted', 'Walt Third'],
    ]);
  });

  it('a list that runs dry gives the shift back to the club', async () => {
    const [giver, only] = await Promise.all([member('Gus Giver'), member('Olly Only')]);
    const shift = await shiftOf(giver, { event: await newEvent() });
    expect((await as(only).post(`shifts/${shift.id}/waitlist`, {})).status).toBe(200);
    const made = await offer(giver, { shift: shift.id });
    expect(made).toMatchObject({ kind: 'waitlist', to: only.id });
    const live = await runOutAndScan(made.id, shift.id);
    expect(live.map((o) => [o.kind, o.fromPersonId, o.toPersonId])).toEqual([
      ['offer', giver.id, null],
    ]);
    expect(actions(await historyOf(shift.id)).slice(-2)).toEqual([
      ['offer_expired', 'Olly Only'],
      ['offered', 'Gus Giver'],
    ]);
  });

  it('an emptied shift is offered to its list by the scan; leaving passes a turn on', async () => {
    const [holder, first, second] = await Promise.all([
      member('Olga Out'),
      member('Fay Front'),
      member('Sid Soon'),
    ]);
    const shift = await shiftOf(holder);
    await as(first).post(`shifts/${shift.id}/waitlist`, {});
    await as(second).post(`shifts/${shift.id}/waitlist`, {});
    // Nobody waits for their own shift.
    expect((await as(holder).post(`shifts/${shift.id}/waitlist`, {})).status).toBe(400);
    const put = await asAdmin().put('shifts/', [{ id: shift.id, person: null }]);
    expect(put.status).toBe(200);
    await scan();
    const [turn] = await db()
      .select()
      .from(shiftOffers)
      .where(and(eq(shiftOffers.shiftId, shift.id), eq(shiftOffers.status, 'open')));
    expect(turn).toMatchObject({ kind: 'waitlist', toPersonId: first.id, fromPersonId: null });
    expect((await as(first).delete(`shifts/${shift.id}/waitlist`)).status).toBe(204);
    const [next] = await db()
      .select()
      .from(shiftOffers)
      .where(and(eq(shiftOffers.shiftId, shift.id), eq(shiftOffers.status, 'open')));
    expect(next).toMatchObject({ kind: 'waitlist', toPersonId: second.id });
    const take = await as(second).post(`offers/${next.id}/take`, {});
    expect(take.status, JSON.stringify(take.body)).toBe(200);
    expect(await holderOf(shift.id)).toBe(second.id);
  });
});

describe('the second club', () => {
  it("never sees or reaches the first club's offers and lists", async () => {
    const [giver, waiter] = await Promise.all([member('Iris Isolated'), member('Ike Inline')]);
    const shift = await shiftOf(giver);
    await as(waiter).post(`shifts/${shift.id}/waitlist`, {});
    const made = await offer(giver, { shift: shift.id });
    const outsider = await member('Otto Outside', 'b');
    const asB = () => as(outsider, 'b');
    const adminB = () => api(kit.t, kit.clubs.b.org, kit.clubs.b.admin.token);
    const board = await asB().get('offers/board');
    expect(board.status).toBe(200);
    expect(board.body.open_offers).toEqual([]);
    expect(board.body.full_shifts).toEqual([]);
    expect((await adminB().get('offers/board')).body.awaiting_approval).toEqual([]);
    expect((await asB().post(`offers/${made.id}/take`, {})).status).toBe(404);
    expect((await asB().post(`offers/${made.id}/withdraw`, {})).status).toBe(404);
    expect((await adminB().post(`offers/${made.id}/approve`, {})).status).toBe(404);
    expect((await adminB().get(`shifts/${shift.id}/waitlist`)).status).toBe(404);
    expect((await asB().post(`shifts/${shift.id}/waitlist`, {})).status).toBe(404);
    const steal = await asB().post('offers', { shift: shift.id });
    expect(steal.status).toBe(400);
    expect((await asB().get(`offers/candidates?shift=${shift.id}`)).status).toBe(404);
    expect(await holderOf(shift.id)).toBe(giver.id);
  });
});
