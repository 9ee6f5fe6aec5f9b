import {
  REQUEST_NO_SHIFTS_MESSAGE,
  REQUEST_PAST_EVENT_MESSAGE,
  type SeriesSignupPlan,
  type SeriesSignupResult,
} from '@crewcall/contract';
import { createEvent, createRequest, createRole, createSeries, createShift } from '@test/factories';
import { api } from '@test/http';
import { useShiftClubs } from '@test/kits/shift-clubs';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests } from '@/db/schema';

// Issue 20, item 3: requests only for events still ahead with a published shift (the
// batch refuses the others, checked in its one statement), and series sign-up that asks
// only for what is ahead, skipping events where the person has a shift or a request,
// with the role, assignment and comments given (and a plan the page shows first).
const kit = useShiftClubs({ year: 2031 });
const { asAdmin, asMember } = kit;
const db = () => kit.t.db;
const a = () => kit.clubs.a;
const HOUR = 3600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function event(o: {
  hoursAhead: number;
  shift?: 'published' | 'unpublished' | 'none';
  seriesId?: number;
}) {
  const row = await createEvent(db(), a().org, {
    start: at(o.hoursAhead),
    hours: 3,
    seriesId: o.seriesId,
  });
  if (o.shift !== 'none')
    await createShift(db(), a().org, row, { published: o.shift !== 'unpublished' });
  return row;
}
const requestsFor = (eventIds: number[]) =>
  db().select().from(requests).where(inArray(requests.eventId, eventIds));

describe('POST /api/requests/batch refuses what cannot be asked for', () => {
  it('an ended event, and one without a published shift, each on its item; nothing written', async () => {
    const ended = await event({ hoursAhead: -5 });
    const unpublished = await event({ hoursAhead: 30, shift: 'unpublished' });
    const bare = await event({ hoursAhead: 31, shift: 'none' });
    const fine = await event({ hoursAhead: 32 });
    const me = a().user.id;
    const res = await asMember().post('requests/batch', [
      { person: me, event: fine.id },
      { person: me, event: ended.id },
      { person: me, event: unpublished.id },
      { person: me, event: bare.id },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      '1.event': [REQUEST_PAST_EVENT_MESSAGE],
      '2.event': [REQUEST_NO_SHIFTS_MESSAGE],
      '3.event': [REQUEST_NO_SHIFTS_MESSAGE],
    });
    expect(await requestsFor([fine.id, ended.id, unpublished.id, bare.id])).toHaveLength(0);
    // Admins too; the good item alone goes in.
    expect((await asAdmin().post('requests/batch', [{ person: me, event: ended.id }])).status).toBe(
      400,
    );
    expect((await asMember().post('requests/batch', [{ person: me, event: fine.id }])).status).toBe(
      201,
    );
  });

  it('an event going on now (started, not ended) can still be asked for', async () => {
    const now = await event({ hoursAhead: -1 });
    const res = await asMember().post('requests/batch', [{ person: a().user.id, event: now.id }]);
    expect(res.status, res.text).toBe(201);
  });

  it("another club's event is still refused as not existing (the key), not as ended", async () => {
    const theirs = await createEvent(db(), kit.clubs.b.org, { start: at(-5) });
    const res = await asMember().post('requests/batch', [
      { person: a().user.id, event: theirs.id },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ '0.event': [`Event ${theirs.id} does not exist.`] });
  });
});

describe('series sign-up: only what is ahead, skipping shifts and requests', () => {
  async function seriesOfSix() {
    const series = await createSeries(db(), a().org);
    const s = { seriesId: series.id };
    const past = await event({ hoursAhead: -48, ...s });
    const withShift = await event({ hoursAhead: 24, ...s });
    await createShift(db(), a().org, withShift, { personId: a().user.id });
    const asked = await event({ hoursAhead: 48, ...s });
    await createRequest(db(), a().org, { personId: a().user.id, eventId: asked.id });
    const unpublished = await event({ hoursAhead: 60, shift: 'unpublished', ...s });
    const later = await event({ hoursAhead: 96, ...s });
    const sooner = await event({ hoursAhead: 72, ...s });
    return { series, past, withShift, asked, unpublished, later, sooner };
  }

  it('the plan lists the events it will ask for, by start, and why it skips the others', async () => {
    const e = await seriesOfSix();
    const res = await asMember().get(`series/${e.series.id}/signup`);
    expect(res.status, res.text).toBe(200);
    const plan = res.body as SeriesSignupPlan;
    expect(plan.ask.map((x) => x.id)).toEqual([e.sooner.id, e.later.id]);
    expect(plan.ask[0]).toMatchObject({ name: e.sooner.name, start: e.sooner.start.toISOString() });
    expect(plan.skipped.map((x) => [x.id, x.reason])).toEqual([
      [e.past.id, 'past'],
      [e.withShift.id, 'shift'],
      [e.asked.id, 'request'],
      [e.unpublished.id, 'no_shifts'],
    ]);
  });

  it('signs up for just those, with the role and comment given; a repeat adds nothing', async () => {
    const e = await seriesOfSix();
    const role = await createRole(db(), a().org);
    const res = await asMember().post(`series/${e.series.id}/signup`, {
      role: role.id,
      comments: 'Mornings only',
    });
    expect(res.status, res.text).toBe(200);
    const body = res.body as SeriesSignupResult;
    expect(body.created).toBe(2);
    const made = await requestsFor([e.sooner.id, e.later.id]);
    expect(made.map((r) => [r.roleId, r.comments])).toEqual([
      [role.id, 'Mornings only'],
      [role.id, 'Mornings only'],
    ]);
    expect(await requestsFor([e.past.id, e.withShift.id, e.unpublished.id])).toHaveLength(0);
    expect((await requestsFor([e.asked.id])).length).toBe(1);
    const again = await asMember().post(`series/${e.series.id}/signup`, {});
    expect(again.body.created).toBe(0);
    const plan = (await asMember().get(`series/${e.series.id}/signup`)).body as SeriesSignupPlan;
    expect(plan.ask).toEqual([]);
  });

  it("refuses another club's role (400 on the field, nothing written), series (404) and person", async () => {
    const e = await seriesOfSix();
    const theirRole = await createRole(db(), kit.clubs.b.org);
    const res = await asMember().post(`series/${e.series.id}/signup`, { role: theirRole.id });
    expect(res.status).toBe(400);
    expect(res.body.role).toEqual([`Role ${theirRole.id} does not exist.`]);
    expect(await requestsFor([e.sooner.id, e.later.id])).toHaveLength(0);
    const bSeries = await createSeries(db(), kit.clubs.b.org);
    expect((await asMember().get(`series/${bSeries.id}/signup`)).status).toBe(404);
    const asB = api(kit.t, kit.clubs.b.org, kit.clubs.b.admin.token);
    expect((await asB.get(`series/${e.series.id}/signup`)).status).toBe(404);
    const other = await asAdmin().get(`series/${e.series.id}/signup?person=${kit.clubs.b.user.id}`);
    expect(other.status).toBe(400);
    // A member asks only for themselves.
    const forAdmin = await asMember().get(`series/${e.series.id}/signup?person=${a().admin.id}`);
    expect(forAdmin.status).toBe(403);
  });
});
