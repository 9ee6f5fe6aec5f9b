import {
  TIMING_END_BEFORE_START_MESSAGE,
  TIMING_FUTURE_MESSAGE,
  TIMING_NOT_STARTED_MESSAGE,
  TIMING_NOT_YOURS_MESSAGE,
  TIMING_SCHEDULE_MESSAGE,
  TIMING_START_AFTER_END_MESSAGE,
} from '@crewcall/contract';
import { createEvent, createPerson, createTimedShift } from '@test/factories';
import { useHoursClubs } from '@test/kits/hours-clubs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts } from '@/db/schema';

// PUT /api/shifts/{id}/start and /end: hours exact, who may time a shift, bad times.
const kit = useHoursClubs();
const { asAdmin, asMember, asAnonymous, asAdminOfB } = kit;

/** A published shift of club A's member from `start` to `end` (its event around it). */
async function shiftOf(
  start: string,
  end: string,
  o: { personId?: number; published?: boolean } = {},
) {
  const org = kit.a().org;
  const event = await createEvent(kit.db(), org, { start, end });
  return createTimedShift(kit.db(), org, {
    eventId: event.id,
    start,
    end,
    personId: o.personId ?? kit.a().user.id,
    published: o.published,
  });
}

const time = (id: number, which: 'start' | 'end', datetime: string, as = asMember) =>
  as().put(`shifts/${id}/${which}`, { datetime });

async function stored(id: number) {
  const [row] = await kit.db().select().from(shifts).where(eq(shifts.id, id));
  return row;
}

describe('hours are end − start, exact, two decimals', () => {
  it('across midnight', async () => {
    const shift = await shiftOf('2026-10-10T21:00:00Z', '2026-10-11T02:00:00Z');
    const start = await time(shift.id, 'start', '2026-10-10T22:15:00+01:00');
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect(start.body).toMatchObject({ actual_start: '2026-10-10T21:15:00.000Z', hours: null });
    const end = await time(shift.id, 'end', '2026-10-11T01:35:00+01:00');
    expect(end.status, JSON.stringify(end.body)).toBe(200);
    // 3 h 20 min
    expect(end.body).toMatchObject({
      id: shift.id,
      actual_start: '2026-10-10T21:15:00.000Z',
      actual_end: '2026-10-11T00:35:00.000Z',
      hours: 3.33,
    });
    expect((await stored(shift.id)).hours).toBe(3.33);
  });

  it('across the end of summer time in Europe/London (2026-10-25): real hours, not wall-clock', async () => {
    const shift = await shiftOf('2026-10-24T22:00:00Z', '2026-10-25T06:00:00Z');
    // 00:30 BST to 02:30 GMT reads as 2 hours on the clock but is 3 hours long
    expect((await time(shift.id, 'start', '2026-10-25T00:30:00+01:00')).status).toBe(200);
    const end = await time(shift.id, 'end', '2026-10-25T02:30:00+00:00');
    expect(end.body).toMatchObject({ hours: 3 });
  });

  it('across the start of summer time (2026-03-29): 01:30 GMT to 03:30 BST is one hour', async () => {
    const shift = await shiftOf('2026-03-29T00:00:00Z', '2026-03-29T04:00:00Z');
    await time(shift.id, 'start', '2026-03-29T01:30:00+00:00');
    const end = await time(shift.id, 'end', '2026-03-29T03:30:00+01:00');
    expect(end.body).toMatchObject({ hours: 1 });
  });

  it('rounds half up exactly: 1 h 0 min 18 s is 1.005 h, so 1.01 (binary floats would give 1.00)', async () => {
    const shift = await shiftOf('2026-09-01T08:00:00Z', '2026-09-01T10:00:00Z');
    await time(shift.id, 'start', '2026-09-01T08:00:00Z');
    const end = await time(shift.id, 'end', '2026-09-01T09:00:18Z');
    expect(end.body).toMatchObject({ hours: 1.01 });
  });

  it('Modify: a new start or end recomputes the hours', async () => {
    const shift = await shiftOf('2026-09-02T08:00:00Z', '2026-09-02T12:00:00Z');
    await time(shift.id, 'start', '2026-09-02T08:00:00Z');
    await time(shift.id, 'end', '2026-09-02T12:00:00Z');
    expect((await time(shift.id, 'start', '2026-09-02T09:30:00Z')).body).toMatchObject({
      hours: 2.5,
    });
    expect((await time(shift.id, 'end', '2026-09-02T10:45:00Z')).body).toMatchObject({
      hours: 1.25,
    });
  });
});

describe('who may time a shift', () => {
  it("the shift's person and admins; another member gets 403 and nothing changes", async () => {
    const other = await createPerson(kit.db(), kit.a().org, { role: 'user' });
    const shift = await shiftOf('2026-09-03T08:00:00Z', '2026-09-03T12:00:00Z', {
      personId: other.id,
    });
    const refused = await time(shift.id, 'start', '2026-09-03T08:00:00Z');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: TIMING_NOT_YOURS_MESSAGE });
    expect((await stored(shift.id)).actualStart).toBeNull();
    const byAdmin = await time(shift.id, 'start', '2026-09-03T08:05:00Z', asAdmin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({
      person: other.id,
      actual_start: '2026-09-03T08:05:00.000Z',
    });
  });

  it('members cannot time an unpublished shift (404), anonymous 401', async () => {
    const shift = await shiftOf('2026-09-04T08:00:00Z', '2026-09-04T12:00:00Z', {
      published: false,
    });
    expect((await time(shift.id, 'start', '2026-09-04T08:00:00Z')).status).toBe(404);
    expect((await time(shift.id, 'start', '2026-09-04T08:00:00Z', asAnonymous)).status).toBe(401);
    expect((await stored(shift.id)).actualStart).toBeNull();
  });

  it("club B cannot reach club A's shift, nor A club B's", async () => {
    const shift = await shiftOf('2026-09-05T08:00:00Z', '2026-09-05T12:00:00Z');
    expect((await time(shift.id, 'start', '2026-09-05T08:00:00Z', asAdminOfB)).status).toBe(404);
    const bEvent = await createEvent(kit.db(), kit.b().org, { start: '2026-09-05T08:00:00Z' });
    const bShift = await createTimedShift(kit.db(), kit.b().org, {
      eventId: bEvent.id,
      start: '2026-09-05T08:00:00Z',
      end: '2026-09-05T10:00:00Z',
      personId: kit.b().user.id,
    });
    expect((await time(bShift.id, 'start', '2026-09-05T08:00:00Z', asAdmin)).status).toBe(404);
    expect((await stored(shift.id)).actualStart).toBeNull();
    expect((await stored(bShift.id)).actualStart).toBeNull();
  });
});

describe('bad times are refused with a 400 on datetime, changing nothing', () => {
  it('end in a minute before the start, start in a minute after the end, end before any start', async () => {
    const shift = await shiftOf('2026-09-06T08:00:00Z', '2026-09-06T12:00:00Z');
    expect((await time(shift.id, 'end', '2026-09-06T12:00:00Z')).body).toEqual({
      datetime: [TIMING_NOT_STARTED_MESSAGE],
    });
    await time(shift.id, 'start', '2026-09-06T09:00:00Z');
    for (const at of [
      '2026-09-06T08:59:00Z',
      '2026-09-06T08:59:59Z',
      '2026-09-06T10:59:00+02:00',
    ]) {
      const res = await time(shift.id, 'end', at);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ datetime: [TIMING_END_BEFORE_START_MESSAGE] });
    }
    await time(shift.id, 'end', '2026-09-06T11:00:00Z');
    for (const at of ['2026-09-06T11:30:00Z', '2026-09-06T11:01:00Z']) {
      expect((await time(shift.id, 'start', at)).body).toEqual({
        datetime: [TIMING_START_AFTER_END_MESSAGE],
      });
    }
    const row = await stored(shift.id);
    expect([row.actualStart?.toISOString(), row.actualEnd?.toISOString(), row.hours]).toEqual([
      '2026-09-06T09:00:00.000Z',
      '2026-09-06T11:00:00.000Z',
      2,
    ]);
  });

  it('a shift may end in the minute it started: 0 hours, never below', async () => {
    const shift = await shiftOf('2026-09-07T08:00:00Z', '2026-09-07T12:00:00Z');
    // Start then End at once: both recorded to the same minute.
    await time(shift.id, 'start', '2026-09-07T09:00:00Z');
    const same = await time(shift.id, 'end', '2026-09-07T09:00:00Z');
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toMatchObject({ actual_end: '2026-09-07T09:00:00.000Z', hours: 0 });

    // A start recorded with seconds, an end typed to that minute: kept at the start.
    const other = await shiftOf('2026-09-08T08:00:00Z', '2026-09-08T12:00:00Z');
    await time(other.id, 'start', '2026-09-08T09:30:40Z');
    const typed = await time(other.id, 'end', '2026-09-08T09:30:00Z');
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body).toMatchObject({
      actual_start: '2026-09-08T09:30:40.000Z',
      actual_end: '2026-09-08T09:30:40.000Z',
      hours: 0,
    });

    // A start moved to the end's minute, seconds after it: kept at the end.
    const late = await time(other.id, 'start', '2026-09-08T09:30:50Z');
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body).toMatchObject({ actual_start: '2026-09-08T09:30:40.000Z', hours: 0 });
  });

  it('in the future beyond the margin, far from the schedule, or not a time', async () => {
    const now = Date.now();
    const shift = await shiftOf(
      new Date(now - 3600_000).toISOString(),
      new Date(now + 3 * 3600_000).toISOString(),
    );
    const future = await time(shift.id, 'start', new Date(now + 3600_000).toISOString());
    expect(future.status).toBe(400);
    expect(future.body).toEqual({ datetime: [TIMING_FUTURE_MESSAGE] });
    const early = await time(shift.id, 'start', new Date(now - 3 * 86_400_000).toISOString());
    expect(early.body).toEqual({ datetime: [TIMING_SCHEDULE_MESSAGE] });
    for (const datetime of ['yesterday', '', '2026-13-45T99:00:00Z', 12]) {
      const res = await asMember().put(`shifts/${shift.id}/start`, { datetime });
      expect(res.status, String(datetime)).toBe(400);
      expect(res.body.datetime, String(datetime)).toBeTruthy();
    }
    expect((await stored(shift.id)).actualStart).toBeNull();
    // now is fine (the Start button)
    expect((await time(shift.id, 'start', new Date(now).toISOString())).status).toBe(200);
  });
});
