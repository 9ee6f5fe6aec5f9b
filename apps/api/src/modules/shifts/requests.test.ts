import {
  DUPLICATE_REQUEST_FOR_OTHER_MESSAGE,
  DUPLICATE_REQUEST_MESSAGE,
  REQUEST_FOR_OTHERS_MESSAGE,
  SERIES_SIGNUP_COMMENTS,
  type SeriesSignupResult,
} from '@crewcall/contract';
import {
  createAssignment,
  createEvent,
  createLocation,
  createRequest,
  createRole,
  createSeries,
  createShift,
} from '@test/factories';
import { useShiftClubs } from '@test/kits/shift-clubs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests } from '@/db/schema';

// Requests: the batch call (members for themselves, admins for anyone, one per slot,
// refs of the club), withdrawing, series sign-up, and the list's filters.
const kit = useShiftClubs({ year: 2031 });
const { asAdmin, asMember } = kit;
const db = () => kit.t.db;
/**
 * An event of the kit with one published open shift: requests are for events with
 * something published to ask for (issue 20; new-requests-checks.test.ts tests that rule).
 */
const newEvent = async (extra: { seriesId?: number } = {}) => {
  const event = await kit.newEvent(extra);
  await createShift(db(), kit.clubs.a.org, event);
  return event;
};
const clubsOf = () => kit.clubs;
const requestsOf = (eventId: number) =>
  db().select().from(requests).where(eq(requests.eventId, eventId));

describe('POST /api/requests/batch', () => {
  it('a member asks for themselves: 201 with the rows', async () => {
    const event = await newEvent();
    const role = await createRole(db(), clubsOf().a.org);
    const res = await asMember().post('requests/batch', [
      {
        person: clubsOf().a.user.id,
        event: event.id,
        comments: 'Happy to help',
        role: role.id,
        new: true,
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [id] = res.body.ids;
    expect(res.body.results.requests[id]).toMatchObject({
      person: clubsOf().a.user.id,
      person_name: clubsOf().a.user.name,
      event: event.id,
      comments: 'Happy to help',
      role: role.id,
      assignment: null,
      actioned: false,
      actioned_at: null,
    });
  });

  it('a member cannot ask for someone else (403, nothing written, not even their own item)', async () => {
    const event = await newEvent();
    const res = await asMember().post('requests/batch', [
      { person: clubsOf().a.user.id, event: event.id },
      { person: clubsOf().a.admin.id, event: event.id },
    ]);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(REQUEST_FOR_OTHERS_MESSAGE);
    expect(await requestsOf(event.id)).toHaveLength(0);
  });

  it('an admin asks for anyone of the club', async () => {
    const event = await newEvent();
    const res = await asAdmin().post('requests/batch', [
      { person: clubsOf().a.user.id, event: event.id },
      { person: clubsOf().a.admin.id, event: event.id },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.count).toBe(2);
  });

  it('keeps each item as sent, in order: any comment text, empty slots, mixed slots', async () => {
    const event = await newEvent();
    const role = await createRole(db(), clubsOf().a.org);
    const location = await createLocation(db(), clubsOf().a.org);
    const comments = ['say "hi", {then} \\ go', '', 'ünïcödé ⛵ NULL', "it's, fine"];
    // Four different slots: nothing, a role, a location, both.
    const slots = [
      {},
      { role: role.id },
      { location: location.id, assignment: null },
      { role: role.id, location: location.id },
    ];
    const items = comments.map((text, i) => ({
      person: clubsOf().a.user.id,
      event: event.id,
      comments: text,
      ...slots[i],
    }));
    const res = await asAdmin().post('requests/batch', items);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = (res.body.ids as number[]).map((id) => res.body.results.requests[id]);
    expect(rows.map((row) => [row.comments, row.role, row.location])).toEqual([
      [comments[0], null, null],
      [comments[1], role.id, null],
      [comments[2], null, location.id],
      [comments[3], role.id, location.id],
    ]);
  });

  it('the same slot twice is refused with a clear message; another slot is fine', async () => {
    const event = await newEvent();
    const assignment = await createAssignment(db(), clubsOf().a.org);
    const first = await asMember().post('requests/batch', [
      { person: clubsOf().a.user.id, event: event.id, assignment: assignment.id },
    ]);
    expect(first.status).toBe(201);
    const again = await asMember().post('requests/batch', [
      {
        person: clubsOf().a.user.id,
        event: event.id,
        assignment: assignment.id,
        comments: 'again',
      },
    ]);
    expect(again.status).toBe(400);
    expect(again.body['0.event']).toEqual([DUPLICATE_REQUEST_MESSAGE]);
    const twiceInOne = await asMember().post('requests/batch', [
      { person: clubsOf().a.user.id, event: event.id },
      { person: clubsOf().a.user.id, event: event.id, role: null },
    ]);
    expect(twiceInOne.status).toBe(400);
    expect(Object.keys(twiceInOne.body)).toEqual(['1.event']);
    const otherSlot = await asMember().post('requests/batch', [
      { person: clubsOf().a.user.id, event: event.id },
    ]);
    expect(otherSlot.status).toBe(201);
    expect(await requestsOf(event.id)).toHaveLength(2);
  });

  it("club B's ids are refused on their field: person, event, role, assignment, location", async () => {
    const event = await newEvent();
    const bEvent = await createEvent(db(), clubsOf().b.org, { start: '2031-06-01T09:00:00Z' });
    const b = {
      person: clubsOf().b.user.id,
      event: bEvent.id,
      role: (await createRole(db(), clubsOf().b.org)).id,
      assignment: (await createAssignment(db(), clubsOf().b.org)).id,
      location: (await createLocation(db(), clubsOf().b.org)).id,
    };
    for (const [field, id] of Object.entries(b)) {
      const res = await asAdmin().post('requests/batch', [
        { person: clubsOf().a.user.id, event: event.id, [field]: id },
      ]);
      expect(res.status, field).toBe(400);
      expect(res.body[`0.${field}`], field).toEqual([
        `${field.charAt(0).toUpperCase()}${field.slice(1)} ${id} does not exist.`,
      ]);
    }
    expect(await requestsOf(event.id)).toHaveLength(0);
    expect(await requestsOf(bEvent.id)).toHaveLength(0);
  });

  it('one refused item refuses the whole batch, on its field; the rest then goes through', async () => {
    // The keys refuse the insert; the checks then say which item (createRequests).
    const event = await newEvent();
    const other = await newEvent();
    const bEvent = await createEvent(db(), clubsOf().b.org, { start: '2031-06-03T09:00:00Z' });
    const items = [
      { person: clubsOf().a.user.id, event: event.id },
      { person: clubsOf().a.user.id, event: other.id },
    ];
    const refused = await asAdmin().post('requests/batch', [
      ...items,
      { person: clubsOf().a.user.id, event: bEvent.id },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ '2.event': [`Event ${bEvent.id} does not exist.`] });
    expect(await requestsOf(event.id)).toHaveLength(0);
    expect(await requestsOf(other.id)).toHaveLength(0);
    const repeated = await asAdmin().post('requests/batch', [...items, items[0]]);
    expect(repeated.status).toBe(400);
    // An admin asking for someone else is told of that person (issue 20).
    expect(repeated.body).toEqual({ '2.event': [DUPLICATE_REQUEST_FOR_OTHER_MESSAGE] });
    expect(await requestsOf(event.id)).toHaveLength(0);
    const accepted = await asAdmin().post('requests/batch', items);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.ids.map((id: number) => accepted.body.results.requests[id].event)).toEqual(
      [event.id, other.id],
    );
  });

  it('bad bodies are 400 on the field', async () => {
    const res = await asMember().post('requests/batch', [{ person: 'me', event: -1 }]);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['0.event', '0.person']);
    expect((await asMember().post('requests/batch', [])).status).toBe(400);
  });
});

describe('withdrawing', () => {
  it('a member withdraws their own outstanding request; not another’s (404) nor an answered one', async () => {
    const event = await newEvent();
    const mine = await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.user.id,
      eventId: event.id,
    });
    const theirs = await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.admin.id,
      eventId: event.id,
    });
    const answered = await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.user.id,
      eventId: event.id,
      comments: 'x',
      roleId: (await createRole(db(), clubsOf().a.org)).id,
      actioned: true,
    });
    expect((await asMember().post(`requests/${theirs.id}/withdraw`, {})).status).toBe(404);
    const refused = await asMember().post(`requests/${answered.id}/withdraw`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors[0]).toContain('answered');
    expect((await asMember().post(`requests/${mine.id}/withdraw`, {})).status).toBe(204);
    expect((await requestsOf(event.id)).map((r) => r.id).sort()).toEqual(
      [theirs.id, answered.id].sort(),
    );
    // admins withdraw anyone's; club B's is not found
    expect((await asAdmin().post(`requests/${theirs.id}/withdraw`, {})).status).toBe(204);
    const bEvent = await createEvent(db(), clubsOf().b.org, { start: '2031-06-02T09:00:00Z' });
    const bRequest = await createRequest(db(), clubsOf().b.org, {
      personId: clubsOf().b.user.id,
      eventId: bEvent.id,
    });
    expect((await asAdmin().post(`requests/${bRequest.id}/withdraw`, {})).status).toBe(404);
    expect(await requestsOf(bEvent.id)).toHaveLength(1);
  });
});

describe('series sign-up', () => {
  it("one request per event, 'Series Auto-Signup'; repeating it adds nothing", async () => {
    const series = await createSeries(db(), clubsOf().a.org);
    const events = [
      await newEvent({ seriesId: series.id }),
      await newEvent({ seriesId: series.id }),
    ];
    await newEvent(); // not in the series
    // an earlier request for one of them counts as asked already
    await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.user.id,
      eventId: events[0].id,
    });
    events.push(await newEvent({ seriesId: series.id }));
    const first = await asMember().post(`series/${series.id}/signup`, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const body = first.body as SeriesSignupResult;
    expect(body).toMatchObject({ created: 2, count: 3, event_count: 3 });
    const created = Object.values(body.results.requests).filter(
      (r) => r.comments === SERIES_SIGNUP_COMMENTS,
    );
    expect(created.map((r) => r.event).sort()).toEqual([events[1].id, events[2].id].sort());
    const again = await asMember().post(`series/${series.id}/signup`, {});
    expect(again.body).toMatchObject({ created: 0, count: 3, event_count: 3 });
    const listed = await asMember().get(`requests/?series=${series.id}&actioned=false`);
    expect(listed.body.count).toBe(3);
  });

  it('members sign up only themselves; admins anyone of the club; unknown series 404', async () => {
    const series = await createSeries(db(), clubsOf().a.org);
    await newEvent({ seriesId: series.id });
    const other = await asMember().post(`series/${series.id}/signup`, {
      person: clubsOf().a.admin.id,
    });
    expect(other.status).toBe(403);
    const admin = await asAdmin().post(`series/${series.id}/signup`, {
      person: clubsOf().a.user.id,
    });
    expect(admin.body).toMatchObject({ created: 1, count: 1 });
    const bPerson = await asAdmin().post(`series/${series.id}/signup`, {
      person: clubsOf().b.user.id,
    });
    expect(bPerson.status).toBe(400);
    expect(bPerson.body.person).toBeTruthy();
    const bSeries = await createSeries(db(), clubsOf().b.org);
    expect((await asMember().post(`series/${bSeries.id}/signup`, {})).status).toBe(404);
  });
});

describe('GET /api/requests/', () => {
  it('members see only their own; filters series and actioned', async () => {
    const series = await createSeries(db(), clubsOf().a.org);
    const inSeries = await newEvent({ seriesId: series.id });
    const outside = await newEvent();
    const mine = await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.user.id,
      eventId: inSeries.id,
    });
    await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.admin.id,
      eventId: inSeries.id,
    });
    const done = await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.user.id,
      eventId: outside.id,
      actioned: true,
    });
    const member = await asMember().get(`requests/?series=${series.id}`);
    expect(member.body.ids).toEqual([mine.id]);
    const admin = await asAdmin().get(`requests/?series=${series.id}`);
    expect(admin.body.count).toBe(2);
    const actioned = await asMember().get(`requests/?actioned=true&event=${outside.id}`);
    expect(actioned.body.ids).toEqual([done.id]);
    // members never write through the engine
    expect((await asMember().put('requests/', [{ id: mine.id, comments: 'x' }])).status).toBe(403);
    const dismissed = await asAdmin().put('requests/', [
      { id: mine.id, actioned_at: '2031-01-01T00:00:00Z' },
    ]);
    expect(dismissed.body.results.requests[mine.id].actioned).toBe(true);
  });
});
