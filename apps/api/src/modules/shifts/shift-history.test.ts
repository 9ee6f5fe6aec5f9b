import type { ShiftHistoryEntry } from '@crewcall/contract';
import { createPerson, createRequest, createRole, createShifts } from '@test/factories';
import { useShiftClubs } from '@test/kits/shift-clubs';
import { describe, expect, it } from 'vitest';

/*
 * A shift's history (issue 25, item 5): every path that changes who is on a shift writes
 * it in the same transaction (planner save, fill from a request, publish, delete; the
 * kiosk's are in kiosks/kiosk-confirm.test.ts), admins read it newest first, the
 * timesheet's export lists it oldest first, and club B never sees A's.
 */
const kit = useShiftClubs({ year: 2033 });
const { asAdmin, asMember, asAdminOfB, newEvent } = kit;
const db = () => kit.t.db;
const a = () => kit.clubs.a;
const hour = (event: { start: Date }, h: number) => {
  const d = new Date(event.start);
  d.setUTCHours(h, 0, 0, 0);
  return d.toISOString();
};

async function historyOf(shiftId: number): Promise<ShiftHistoryEntry[]> {
  const res = await asAdmin().get(`shifts/${shiftId}/history`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.history;
}
const brief = (rows: ShiftHistoryEntry[]) =>
  rows.map((row) => [row.action, row.person_name, row.by_name]);

describe('the planner and publish write history', () => {
  it('assign, change person, move, publish, newest first, by whom', async () => {
    const event = await newEvent();
    const role = await createRole(db(), a().org, { name: 'Gate' });
    const [shift] = await createShifts(db(), a().org, event, [
      { roleId: role.id, published: false },
    ]);
    const ann = await createPerson(db(), a().org, { name: 'Ann Able' });
    const bob = await createPerson(db(), a().org, { name: 'Bob Baker' });
    expect(await historyOf(shift.id)).toEqual([]);

    expect((await asAdmin().put('shifts/', [{ id: shift.id, person: ann.id }])).status).toBe(200);
    expect((await asAdmin().put('shifts/', [{ id: shift.id, person: bob.id }])).status).toBe(200);
    const move = await asAdmin().put('shifts/', [
      { id: shift.id, start: hour(event, 10), end: hour(event, 12) },
    ]);
    expect(move.status).toBe(200);
    // A change of role alone changes nobody: no row.
    const other = await createRole(db(), a().org);
    expect((await asAdmin().put('shifts/', [{ id: shift.id, role: other.id }])).status).toBe(200);
    expect((await asAdmin().post(`events/${event.id}/publish`, {})).status).toBe(200);

    const rows = await historyOf(shift.id);
    const admin = a().admin.name;
    expect(brief(rows)).toEqual([
      ['published', 'Bob Baker', admin],
      ['moved', 'Bob Baker', admin],
      ['assigned', 'Bob Baker', admin],
      ['unassigned', 'Ann Able', admin],
      ['assigned', 'Ann Able', admin],
    ]);
    expect(rows[1].details).toEqual({
      start: hour(event, 10),
      end: hour(event, 12),
      was_start: event.start.toISOString(),
      was_end: event.end.toISOString(),
    });
    expect(rows[0]).toMatchObject({ shift: shift.id, event: event.id, by: a().admin.id });
    expect(rows[0].event_name).toBe(event.name);
  });

  it('a fill from a request says so; a removal from the shift is "unassigned"', async () => {
    const event = await newEvent();
    const [shift] = await createShifts(db(), a().org, event, [{}]);
    const cat = await createPerson(db(), a().org, { name: 'Cat Cole' });
    await createRequest(db(), a().org, { personId: cat.id, eventId: event.id });
    expect((await asAdmin().put('shifts/', [{ id: shift.id, person: cat.id }])).status).toBe(200);
    expect((await asAdmin().put('shifts/', [{ id: shift.id, person: null }])).status).toBe(200);
    const rows = await historyOf(shift.id);
    expect(rows.map((row) => [row.action, row.person_name, row.details.from_request])).toEqual([
      ['unassigned', 'Cat Cole', undefined],
      ['assigned', 'Cat Cole', true],
    ]);
  });

  it('a refused write leaves no history', async () => {
    const event = await newEvent();
    const [shift] = await createShifts(db(), a().org, event, [{}]);
    const res = await asAdmin().put('shifts/', [
      { id: shift.id, person: a().user.id, end: hour(event, 1) }, // ends before it starts
    ]);
    expect(res.status).toBe(400);
    expect(await historyOf(shift.id)).toEqual([]);
  });

  it('a deleted shift keeps its history for the event and the export', async () => {
    const event = await newEvent();
    const [shift] = await createShifts(db(), a().org, event, [{}]);
    const dan = await createPerson(db(), a().org, { name: 'Dan Dale' });
    expect((await asAdmin().put('shifts/', [{ id: shift.id, person: dan.id }])).status).toBe(200);
    expect((await asAdmin().delete(`shifts/${shift.id}/`)).status).toBe(204);
    expect((await asAdmin().get(`shifts/${shift.id}/history`)).status).toBe(404);

    const res = await asAdmin().get(`shifts/history?event=${event.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.truncated).toBe(false);
    const rows = res.body.history as (ShiftHistoryEntry & { shift_start: string })[];
    expect(rows.map((row) => [row.action, row.person_name, row.shift, row.event])).toEqual([
      ['assigned', 'Dan Dale', null, event.id],
      ['deleted', 'Dan Dale', null, event.id],
    ]);
    expect(rows.every((row) => row.shift_start === event.start.toISOString())).toBe(true);
  });
});

describe('the export follows the timesheet filters', () => {
  it('by period (club days) and person', async () => {
    const event = await newEvent();
    const [shift] = await createShifts(db(), a().org, event, [{ published: false }]);
    const eve = await createPerson(db(), a().org, { name: 'Eve Ellis' });
    expect((await asAdmin().put('shifts/', [{ id: shift.id, person: eve.id }])).status).toBe(200);
    const day = event.start.toISOString().slice(0, 10);
    const inside = await asAdmin().get(`shifts/history?start=${day}&end=${day}&person=${eve.id}`);
    expect(inside.body.history.map((row: ShiftHistoryEntry) => row.person)).toEqual([eve.id]);
    const before = await asAdmin().get(`shifts/history?end=2000-01-01&person=${eve.id}`);
    expect(before.body.history).toEqual([]);
  });
});

describe('who may read it', () => {
  it('members are refused; club B gets 404 for A’s shift and none of A’s rows', async () => {
    const event = await newEvent();
    const [shift] = await createShifts(db(), a().org, event, [{}]);
    expect((await asAdmin().put('shifts/', [{ id: shift.id, person: a().user.id }])).status).toBe(
      200,
    );
    expect((await asMember().get(`shifts/${shift.id}/history`)).status).toBe(403);
    expect((await asMember().get('shifts/history')).status).toBe(403);
    expect((await asAdminOfB().get(`shifts/${shift.id}/history`)).status).toBe(404);
    const ofB = await asAdminOfB().get(`shifts/history?event=${event.id}`);
    expect(ofB.status).toBe(200);
    expect(ofB.body.history).toEqual([]);
    const allOfB = await asAdminOfB().get('shifts/history');
    expect(allOfB.body.history).toEqual([]);
  });
});
