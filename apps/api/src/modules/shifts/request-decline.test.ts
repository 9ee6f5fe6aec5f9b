import {
  type Dashboard,
  type DashboardRequest,
  DUPLICATE_REQUEST_MESSAGE,
  REQUEST_ANSWERED_MESSAGE,
  type RequestRow,
} from '@crewcall/contract';
import { createEvent, createRequest, createShift } from '@test/factories';
import { api } from '@test/http';
import { useShiftClubs } from '@test/kits/shift-clubs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests, shifts as shiftsTable } from '@/db/schema';

// Issue 20, item 2: an admin declines (with an optional reason) or dismisses a request;
// the member sees it declined; a declined or dismissed request is no longer outstanding
// anywhere and frees the slot; requests for events that have ended leave the New requests
// card by themselves; the pending lists go by the event's date (item 6).
const kit = useShiftClubs({ year: 2031 });
const { asAdmin, asMember } = kit;
const db = () => kit.t.db;
const a = () => kit.clubs.a;
const HOUR = 3600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** An event `hoursAhead` from now (negative: in the past), with one published open shift. */
async function eventIn(hoursAhead: number, hours = 3) {
  const event = await createEvent(db(), a().org, { start: at(hoursAhead), hours });
  await createShift(db(), a().org, event);
  return event;
}
const ask = (eventId: number, comments = '') =>
  createRequest(db(), a().org, { personId: a().user.id, eventId, comments });
const dashboard = async (as = asAdmin) => (await as().get('dashboard')).body as Dashboard;
const ids = (rows: DashboardRequest[]) => rows.map((r) => r.id);

describe('POST /api/requests/{id}/decline and /dismiss', () => {
  it('an admin declines with a reason: the member sees it declined, with the reason', async () => {
    const event = await eventIn(48);
    const request = await ask(event.id, 'Any shift');
    const res = await asAdmin().post(`requests/${request.id}/decline`, {
      reason: '  We have enough helms that day.  ',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body as RequestRow).toMatchObject({
      id: request.id,
      status: 'declined',
      decline_reason: 'We have enough helms that day.',
      actioned: true,
    });
    expect(res.body.actioned_at).not.toBeNull();

    // The member's dashboard card and event page say so; the admin card no longer lists it.
    const mine = (await dashboard(asMember)).my_requests.find((r) => r.id === request.id);
    expect(mine).toMatchObject({
      status: 'declined',
      decline_reason: 'We have enough helms that day.',
    });
    const page = await asMember().get(`events/${event.id}/page`);
    expect(page.body.my_requests[0]).toMatchObject({ id: request.id, status: 'declined' });
    expect(ids((await dashboard()).new_requests)).not.toContain(request.id);
    // Not outstanding in the list either.
    const open = await asAdmin().get(`requests/?actioned=false&event=${event.id}`);
    expect(open.body.ids).toEqual([]);
    const declined = await asAdmin().get(`requests/?status=declined&event=${event.id}`);
    expect(declined.body.ids).toEqual([request.id]);
  });

  it('declines without a reason; dismisses; both leave the New requests card and its count', async () => {
    const event = await eventIn(50);
    const first = await ask(event.id, 'first');
    const second = await createRequest(db(), a().org, {
      personId: a().admin.id,
      eventId: event.id,
    });
    const before = await dashboard();
    expect(ids(before.new_requests)).toEqual(expect.arrayContaining([first.id, second.id]));

    const declined = await asAdmin().post(`requests/${first.id}/decline`, {});
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', decline_reason: '' });
    const dismissed = await asAdmin().post(`requests/${second.id}/dismiss`, {});
    expect(dismissed.status, dismissed.text).toBe(200);
    expect(dismissed.body).toMatchObject({ status: 'dismissed', decline_reason: '' });

    const after = await dashboard();
    expect(ids(after.new_requests)).not.toContain(first.id);
    expect(ids(after.new_requests)).not.toContain(second.id);
    expect(after.new_requests_count).toBe(before.new_requests_count - 2);
    // The planner shows them answered (after the outstanding ones).
    const planner = await asAdmin().get(`events/${event.id}/shifts`);
    expect(planner.body.results.requests[first.id].status).toBe('declined');
    expect(planner.body.results.requests[second.id].status).toBe('dismissed');
  });

  it('a request answered already is a 400 that changes nothing; a second decline too', async () => {
    const event = await eventIn(52);
    const request = await ask(event.id);
    await asAdmin().post(`requests/${request.id}/decline`, { reason: 'No' });
    const again = await asAdmin().post(`requests/${request.id}/dismiss`, {});
    expect(again.status).toBe(400);
    expect(again.body.non_field_errors).toEqual([REQUEST_ANSWERED_MESSAGE]);
    const [row] = await db().select().from(requests).where(eq(requests.id, request.id));
    expect(row).toMatchObject({ status: 'declined', declineReason: 'No' });
    // A member cannot withdraw it either.
    expect((await asMember().post(`requests/${request.id}/withdraw`, {})).status).toBe(400);
  });

  it('members may not decline or dismiss (403); a bad reason is a 400 on its field', async () => {
    const event = await eventIn(54);
    const request = await ask(event.id);
    expect((await asMember().post(`requests/${request.id}/decline`, {})).status).toBe(403);
    expect((await asMember().post(`requests/${request.id}/dismiss`, {})).status).toBe(403);
    const long = await asAdmin().post(`requests/${request.id}/decline`, {
      reason: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
    expect(long.body.reason).toBeDefined();
    const notText = await asAdmin().post(`requests/${request.id}/decline`, { reason: 7 });
    expect(notText.status).toBe(400);
    const [row] = await db().select().from(requests).where(eq(requests.id, request.id));
    expect(row.status).toBe('pending');
    expect(row.actionedAt).toBeNull();
  });

  it("another club's request is 404 to an admin, and stays pending", async () => {
    const b = kit.clubs.b;
    const event = await createEvent(db(), b.org, { start: at(60) });
    const theirs = await createRequest(db(), b.org, { personId: b.user.id, eventId: event.id });
    expect((await asAdmin().post(`requests/${theirs.id}/decline`, { reason: 'x' })).status).toBe(
      404,
    );
    expect((await asAdmin().post(`requests/${theirs.id}/dismiss`, {})).status).toBe(404);
    expect((await asAdmin().post('requests/999999999/dismiss', {})).status).toBe(404);
    const [row] = await db().select().from(requests).where(eq(requests.id, theirs.id));
    expect(row.status).toBe('pending');
    // Club B's admin does it on their own host.
    const asB = api(kit.t, b.org, b.admin.token);
    expect((await asB.post(`requests/${theirs.id}/dismiss`, {})).status).toBe(200);
  });

  it('after a decline the member can ask for the same shift again; while pending they cannot', async () => {
    const event = await eventIn(56);
    const body = [{ person: a().user.id, event: event.id, comments: 'Please' }];
    const first = await asMember().post('requests/batch', body);
    expect(first.status, first.text).toBe(201);
    const repeat = await asMember().post('requests/batch', body);
    expect(repeat.status).toBe(400);
    expect(repeat.body['0.event']).toEqual([DUPLICATE_REQUEST_MESSAGE]);
    await asAdmin().post(`requests/${first.body.ids[0]}/decline`, { reason: 'Full' });
    const again = await asMember().post('requests/batch', body);
    expect(again.status, again.text).toBe(201);
    // ... and after a withdrawal too.
    expect((await asMember().post(`requests/${again.body.ids[0]}/withdraw`, {})).status).toBe(204);
    expect((await asMember().post('requests/batch', body)).status).toBe(201);
  });

  it('a PUT of actioned_at (the old dismiss) dismisses; null reopens as pending', async () => {
    const event = await eventIn(58);
    const request = await ask(event.id);
    const put = await asAdmin().put('requests/', [{ id: request.id, actioned_at: at(0) }]);
    expect(put.status, put.text).toBe(200);
    const read = async () =>
      (await db().select().from(requests).where(eq(requests.id, request.id)))[0];
    expect((await read()).status).toBe('dismissed');
    await asAdmin().put('requests/', [{ id: request.id, actioned_at: null }]);
    expect((await read()).status).toBe('pending');
  });
});

describe('filling a shift', () => {
  it("answers the person's pending request as filled; a declined one stays declined", async () => {
    const event = await eventIn(62);
    const declined = await ask(event.id, 'first ask');
    await asAdmin().post(`requests/${declined.id}/decline`, { reason: 'Not this one' });
    const pending = await createRequest(db(), a().org, {
      personId: a().user.id,
      eventId: event.id,
      comments: 'asked again',
    });
    const [shift] = await db().select().from(shiftsTable).where(eq(shiftsTable.eventId, event.id));
    const put = await asAdmin().put('shifts/', [{ id: shift.id, person: a().user.id }]);
    expect(put.status, put.text).toBe(200);
    const status = async (id: number) =>
      (await db().select().from(requests).where(eq(requests.id, id)))[0].status;
    expect(await status(pending.id)).toBe('filled');
    expect(await status(declined.id)).toBe('declined');
  });
});

describe('the pending lists: events not yet ended, by the event date', () => {
  it("the admin's New requests card and the member's card leave out ended events, soonest event first", async () => {
    const later = await eventIn(24 * 9);
    const sooner = await eventIn(24 * 8);
    const ended = await eventIn(-30); // ended 27 hours ago
    const laterRequest = await ask(later.id, 'later'); // asked first
    const soonerRequest = await ask(sooner.id, 'sooner');
    const stale = await ask(ended.id, 'stale');

    const club = await dashboard();
    expect(ids(club.new_requests)).not.toContain(stale.id);
    const order = ids(club.new_requests).filter((id) =>
      [laterRequest.id, soonerRequest.id].includes(id),
    );
    expect(order).toEqual([soonerRequest.id, laterRequest.id]);
    const starts = club.new_requests.map((r) => r.event_start);
    expect(starts).toEqual([...starts].sort());

    const mine = await dashboard(asMember);
    expect(ids(mine.my_requests)).not.toContain(stale.id);
    const myStarts = mine.my_requests.map((r) => r.event_start);
    expect(myStarts).toEqual([...myStarts].sort());
    expect(ids(mine.my_requests).indexOf(soonerRequest.id)).toBeLessThan(
      ids(mine.my_requests).indexOf(laterRequest.id),
    );
  });
});
