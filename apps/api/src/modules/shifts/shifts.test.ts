import { SHIFT_BOUNDS_MESSAGE, SHIFT_END_MESSAGE, type ShiftRow } from '@crewcall/contract';
import {
  createAssignment,
  createEvent,
  createLocation,
  createRequest,
  createRole,
  createShifts,
} from '@test/factories';
import { useShiftClubs } from '@test/kits/shift-clubs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, requests } from '@/db/schema';

// The shifts collection: who sees which shifts, the rules of a written shift, `empty`
// after every kind of write, and what a delete or a fill does besides.
const kit = useShiftClubs({ year: 2030 });
const { asAdmin, asMember, newEvent } = kit;
const db = () => kit.t.db;
const clubsOf = () => kit.clubs;
const at = (event: { start: Date }, hour: number) => {
  const d = new Date(event.start);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const emptyOf = async (eventId: number) => {
  const res = await asAdmin().get(`events/${eventId}/`);
  expect(res.status).toBe(200);
  return res.body.results.events[eventId].empty as number;
};

describe('who sees what', () => {
  it('members never see unpublished shifts, anywhere', async () => {
    const event = await newEvent();
    const [published, unpublished] = await createShifts(db(), clubsOf().a.org, event, [
      { personId: clubsOf().a.user.id },
      { published: false },
    ]);
    const list = await asMember().get(`shifts/?event=${event.id}`);
    expect(list.body.ids).toEqual([published.id]);
    expect((await asMember().get(`shifts/${unpublished.id}/`)).status).toBe(404);
    const drafts = await asMember().get(`shifts/?event=${event.id}&draft__isnull=true`);
    expect(drafts.body.count).toBe(0);
    const page = await asMember().get(`events/${event.id}/page`);
    expect(Object.keys(page.body.shifts)).toEqual([String(published.id)]);
    const admin = await asAdmin().get(`shifts/?event=${event.id}`);
    expect(admin.body.ids.sort()).toEqual([published.id, unpublished.id].sort());
  });

  it('of the person on a shift, members see the name only; admins see hours too', async () => {
    const event = await newEvent();
    const [shift] = await createShifts(db(), clubsOf().a.org, event, [
      { personId: clubsOf().a.admin.id },
    ]);
    const res = await asMember().get(`shifts/${shift.id}/?expand=people`);
    const row = res.body.results.shifts[shift.id] as ShiftRow;
    expect(row.person_name).toBe(clubsOf().a.admin.name);
    expect(row).not.toHaveProperty('hours');
    expect(row).not.toHaveProperty('actual_start');
    const person = res.body.results.people[clubsOf().a.admin.id];
    expect(Object.keys(person).sort()).toEqual(['avatar', 'id', 'name']);
    expect(JSON.stringify(res.body)).not.toContain(clubsOf().a.admin.email);
    const admin = await asAdmin().get(`shifts/${shift.id}/`);
    expect(admin.body.results.shifts[shift.id]).toMatchObject({ hours: null, actual_start: null });
  });
});

describe('members cannot write shifts', () => {
  it('POST, PUT (filling one) and DELETE are 403 and change nothing', async () => {
    const event = await newEvent();
    const [open] = await createShifts(db(), clubsOf().a.org, event, [{}]);
    const post = await asMember().post('shifts/', [
      { event: event.id, start: at(event, 9), end: at(event, 10) },
    ]);
    expect(post.status).toBe(403);
    const fill = await asMember().put('shifts/', [{ id: open.id, person: clubsOf().a.user.id }]);
    expect(fill.status).toBe(403);
    expect((await asMember().delete(`shifts/${open.id}/`)).status).toBe(403);
    expect((await asMember().post(`events/${event.id}/publish`, {})).status).toBe(403);
    const after = await asAdmin().get(`shifts/${open.id}/`);
    expect(after.body.results.shifts[open.id].person).toBeNull();
  });
});

describe('empty stays right after every kind of write', () => {
  it('POST, PUT fill/unfill, publish, unpublish, publish-all, DELETE', async () => {
    const event = await newEvent();
    expect(await emptyOf(event.id)).toBe(0);
    const posted = await asAdmin().post('shifts/', [
      { event: event.id, start: at(event, 9), end: at(event, 12) },
      { event: event.id, start: at(event, 12), end: at(event, 15) },
      { event: event.id, start: at(event, 9), end: at(event, 12), person: clubsOf().a.user.id },
    ]);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const [a, b, filled] = posted.body.ids as number[];
    expect(await emptyOf(event.id)).toBe(2); // saved, unpublished, open: they count
    const fill = await asAdmin().put('shifts/', [{ id: a, person: clubsOf().a.admin.id }]);
    expect(fill.status, JSON.stringify(fill.body)).toBe(200);
    expect(await emptyOf(event.id)).toBe(1);
    await asAdmin().put('shifts/', [{ id: filled, person: null }]);
    expect(await emptyOf(event.id)).toBe(2);
    const publish = await asAdmin().put('shifts/', [{ id: b, draft: new Date().toISOString() }]);
    expect(publish.body.results.shifts[b].draft).not.toBeNull();
    expect(await emptyOf(event.id)).toBe(2);
    const all = await asAdmin().post(`events/${event.id}/publish`, {});
    expect(all.body).toEqual({ published: 2 }); // a and filled; b already was
    expect(await emptyOf(event.id)).toBe(2);
    await asAdmin().put('shifts/', [{ id: b, draft: null }]);
    expect(await emptyOf(event.id)).toBe(2);
    expect((await asAdmin().delete(`shifts/${b}/`)).status).toBe(204);
    expect(await emptyOf(event.id)).toBe(1);
    // moving an open shift to another event moves its count
    const other = await newEvent();
    const moved = await asAdmin().put('shifts/', [
      { id: filled, event: other.id, start: at(other, 9), end: at(other, 10) },
    ]);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect([await emptyOf(event.id), await emptyOf(other.id)]).toEqual([0, 1]);
  });
});

describe('the rules of a shift', () => {
  it('end after start; within 12 hours of the event; checked as stored on a PUT of one side', async () => {
    const event = await newEvent();
    const bad = await asAdmin().post('shifts/', [
      { event: event.id, start: at(event, 12), end: at(event, 11) },
      { event: event.id, start: '2029-12-01T09:00:00Z', end: at(event, 10) },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body['0.end']).toEqual([SHIFT_END_MESSAGE]);
    expect(bad.body['1.start']).toEqual([SHIFT_BOUNDS_MESSAGE]);
    // 12 hours either side is allowed (set-up the night before, clearing up after)
    const edge = new Date(event.start.getTime() - 12 * 3600_000).toISOString();
    const ok = await asAdmin().post('shifts/', [
      { event: event.id, start: edge, end: at(event, 10) },
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const late = new Date(event.end.getTime() + 13 * 3600_000).toISOString();
    const put = await asAdmin().put('shifts/', [{ id: ok.body.ids[0], end: late }]);
    expect(put.status).toBe(400);
    expect(put.body['0.end']).toEqual([SHIFT_BOUNDS_MESSAGE]);
    const before = await asAdmin().put('shifts/', [{ id: ok.body.ids[0], end: edge }]);
    expect(before.body['0.end']).toEqual([SHIFT_END_MESSAGE]);
    // refused writes changed nothing
    const stored = await asAdmin().get(`shifts/${ok.body.ids[0]}/`);
    expect(stored.body.results.shifts[ok.body.ids[0]].end).toBe(at(event, 10));
  });

  it('one person, two overlapping shifts: 400 on person naming the other shift; touching is fine', async () => {
    const event = await newEvent();
    const [held] = await createShifts(db(), clubsOf().a.org, event, [
      { personId: clubsOf().a.user.id, start: at(event, 9), end: at(event, 12) },
    ]);
    const overlap = await asAdmin().post('shifts/', [
      { event: event.id, person: clubsOf().a.user.id, start: at(event, 11), end: at(event, 13) },
    ]);
    expect(overlap.status).toBe(400);
    const [message] = overlap.body['0.person'];
    expect(message).toContain(`shift ${held.id}`);
    expect(message).toContain(event.name);
    expect(message).toContain(clubsOf().a.user.name);
    const touching = await asAdmin().post('shifts/', [
      { event: event.id, person: clubsOf().a.user.id, start: at(event, 12), end: at(event, 14) },
    ]);
    expect(touching.status, JSON.stringify(touching.body)).toBe(201);
    // filling an open overlapping shift by PUT is refused too, and two in one POST
    const [open] = await createShifts(db(), clubsOf().a.org, event, [
      { start: at(event, 10), end: at(event, 11) },
    ]);
    const fill = await asAdmin().put('shifts/', [{ id: open.id, person: clubsOf().a.user.id }]);
    expect(fill.status).toBe(400);
    expect(fill.body['0.person'][0]).toContain(`shift ${held.id}`);
    const pair = await asAdmin().post('shifts/', [
      { event: event.id, person: clubsOf().a.admin.id, start: at(event, 9), end: at(event, 11) },
      { event: event.id, person: clubsOf().a.admin.id, start: at(event, 10), end: at(event, 12) },
    ]);
    expect(pair.status).toBe(400);
    expect(Object.keys(pair.body).sort()).toEqual(['0.person', '1.person']);
    const count = await asAdmin().get(`shifts/?event=${event.id}&person=${clubsOf().a.admin.id}`);
    expect(count.body.count).toBe(0);
  });

  it('refs of club B are refused on their field: event, person, role, assignment, location', async () => {
    const event = await newEvent();
    const bEvent = await createEvent(db(), clubsOf().b.org, { start: '2030-06-01T09:00:00Z' });
    const bRole = await createRole(db(), clubsOf().b.org);
    const bAssignment = await createAssignment(db(), clubsOf().b.org);
    const bLocation = await createLocation(db(), clubsOf().b.org);
    const base = { event: event.id, start: at(event, 9), end: at(event, 10) };
    const cases: [string, number][] = [
      ['event', bEvent.id],
      ['person', clubsOf().b.user.id],
      ['role', bRole.id],
      ['assignment', bAssignment.id],
      ['location', bLocation.id],
    ];
    for (const [field, id] of cases) {
      const res = await asAdmin().post('shifts/', [{ ...base, [field]: id }]);
      expect(res.status, field).toBe(400);
      expect(res.body[`0.${field}`], field).toBeTruthy();
    }
    const [own] = await createShifts(db(), clubsOf().a.org, event, [{}]);
    const put = await asAdmin().put('shifts/', [{ id: own.id, person: clubsOf().b.user.id }]);
    expect(put.body['0.person']).toBeTruthy();
    const [bShift] = await createShifts(db(), clubsOf().b.org, bEvent, [{}]);
    expect((await asAdmin().put('shifts/', [{ id: bShift.id, person: null }])).status).toBe(400);
    expect((await asAdmin().delete(`shifts/${bShift.id}/`)).status).toBe(404);
    expect((await asAdmin().post(`events/${bEvent.id}/publish`, {})).status).toBe(404);
    expect((await asAdmin().get(`events/${bEvent.id}/shifts`)).status).toBe(404);
  });
});

describe('what else a write does', () => {
  it('filling a shift with someone who asked for the event actions their request', async () => {
    const event = await newEvent();
    const asked = await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.user.id,
      eventId: event.id,
    });
    const other = await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.admin.id,
      eventId: event.id,
    });
    const [open] = await createShifts(db(), clubsOf().a.org, event, [{}]);
    const fill = await asAdmin().put('shifts/', [{ id: open.id, person: clubsOf().a.user.id }]);
    expect(fill.status, JSON.stringify(fill.body)).toBe(200);
    const rows = await asAdmin().get(`requests/?event=${event.id}`);
    expect(rows.body.results.requests[asked.id].actioned).toBe(true);
    expect(rows.body.results.requests[other.id].actioned).toBe(false);
  });

  it('deleting a filled published shift tells the person; an unpublished one does not', async () => {
    const event = await newEvent();
    const [published, unpublished] = await createShifts(db(), clubsOf().a.org, event, [
      { personId: clubsOf().a.user.id, start: at(event, 9), end: at(event, 10) },
      { personId: clubsOf().a.user.id, start: at(event, 11), end: at(event, 12), published: false },
    ]);
    // The mail is a job, sent after the delete has answered: wait for it, then look.
    const told = async () => {
      await kit.t.app.jobs.settled();
      return db()
        .select({ subject: messages.subject, body: messages.body })
        .from(messages)
        .where(
          and(
            eq(messages.toPersonId, clubsOf().a.user.id),
            eq(messages.organisationId, clubsOf().a.org.id),
          ),
        );
    };
    const before = (await told()).length;
    expect((await asAdmin().delete(`shifts/${unpublished.id}/`)).status).toBe(204);
    expect((await told()).length).toBe(before);
    expect((await asAdmin().delete(`shifts/${published.id}/`)).status).toBe(204);
    const mails = await told();
    expect(mails.length).toBe(before + 1);
    const mail = mails.find((m) => m.subject.startsWith(`Shift removed: ${event.name} on `));
    expect(mail?.body).toContain(`/events/${event.id}`);
    expect(mail?.body).toContain(clubsOf().a.org.host); // the club's own domain
    expect((await asAdmin().delete(`shifts/${published.id}/`)).status).toBe(404);
  });

  it('a request survives its shift being deleted (it is the person who asked)', async () => {
    const event = await newEvent();
    await createRequest(db(), clubsOf().a.org, {
      personId: clubsOf().a.user.id,
      eventId: event.id,
    });
    const [open] = await createShifts(db(), clubsOf().a.org, event, [{}]);
    await asAdmin().delete(`shifts/${open.id}/`);
    const rows = await db().select().from(requests).where(eq(requests.eventId, event.id));
    expect(rows).toHaveLength(1);
  });
});
