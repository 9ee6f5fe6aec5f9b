import { describe, expect, it } from 'vitest';
import {
  addShifts,
  changeLocation,
  copyLayout,
  copyShift,
  fromServer,
  isDirty,
  layoutCopy,
  removeShift,
  restoreShift,
  temporaryId,
  unpublishedCount,
  updateShift,
} from './staging';
import { shiftRow as row, shiftValues as values } from './test-shifts';

describe('temporary ids', () => {
  it('are 4 characters with a letter, never a saved id or one already staged', () => {
    const taken = new Set(['aaaa']);
    // A random source that first repeats a taken id, then digits only, then something new.
    const draws = [0, 0, 0, 0, 0.99, 0.99, 0.99, 0.99, 0.1, 0.2, 0.3, 0.4];
    let i = 0;
    const key = temporaryId(taken, () => draws[i++]!);
    expect(key).toHaveLength(4);
    expect(key).not.toBe('aaaa');
    expect(key).toMatch(/[a-z]/);
    expect(i).toBe(12);
  });

  it('are unique across a batch of new shifts', () => {
    const items = addShifts(
      [],
      Array.from({ length: 200 }, () => values()),
    );
    expect(new Set(items.map((item) => item.key)).size).toBe(200);
    for (const item of items) {
      expect(item.key).toMatch(/^[a-z0-9]{4}$/);
      expect(item).toMatchObject({ id: null, mark: 'new', draft: null });
    }
  });
});

describe('staging marks', () => {
  it('starts clean from the server', () => {
    const items = fromServer([row(1), row(2, { draft: '2026-11-01T00:00:00.000Z' })]);
    expect(items.map((item) => [item.key, item.mark])).toEqual([
      ['1', null],
      ['2', null],
    ]);
    expect(isDirty(items)).toBe(false);
    expect(unpublishedCount(items)).toBe(1);
  });

  it('marks a changed saved shift update and keeps a changed new one new', () => {
    let items = addShifts(fromServer([row(1)]), [values()]);
    const newKey = items[1]!.key;
    items = updateShift(items, '1', { role: 11 });
    items = updateShift(items, newKey, { role: 12 });
    expect(items.map((item) => [item.role, item.mark])).toEqual([
      [11, 'update'],
      [12, 'new'],
    ]);
    expect(isDirty(items)).toBe(true);
  });

  it('drops a never-saved shift on remove and marks a saved one', () => {
    let items = addShifts(fromServer([row(1)]), [values()]);
    items = removeShift(items, items[1]!.key);
    expect(items).toHaveLength(1);
    items = removeShift(items, '1');
    expect(items).toEqual([expect.objectContaining({ key: '1', mark: 'remove' })]);
    expect(unpublishedCount(items)).toBe(0);
  });

  it('restores a removed shift to clean, or to update when it had been changed', () => {
    const original = fromServer([row(1)]);
    expect(restoreShift(removeShift(original, '1'), '1', original[0])[0]!.mark).toBeNull();
    const changed = removeShift(updateShift(original, '1', { person: 5 }), '1');
    expect(restoreShift(changed, '1', original[0])[0]!.mark).toBe('update');
  });

  it('copies a shift as a new open slot with the same role, place and times', () => {
    const items = copyShift(fromServer([row(1, { person: 7, person_name: 'Ann' })]), '1');
    expect(items[1]).toMatchObject({
      id: null,
      mark: 'new',
      person: null,
      person_name: null,
      role: 10,
      assignment: 20,
      location: 30,
      start: '2026-12-05T09:00:00.000Z',
    });
  });
});

describe('changing a location', () => {
  it('moves every shift of the event and assignment and marks saved ones updated', () => {
    let items = fromServer([
      row(1),
      row(2),
      row(3, { assignment: 21 }),
      row(4, { event: 2 }),
      row(5, { location: 31 }),
    ]);
    items = addShifts(items, [values()]);
    items = removeShift(items, '2');
    items = changeLocation(items, 1, 20, 31);
    expect(
      items.map((item) => [item.key.length === 4 ? 'new' : item.key, item.location, item.mark]),
    ).toEqual([
      ['1', 31, 'update'],
      ['2', 30, 'remove'], // a removed shift stays removed
      ['3', 30, null], // another assignment
      ['4', 30, null], // another event
      ['5', 31, null], // already there
      ['new', 31, 'new'],
    ]);
  });

  it('moves shifts without an assignment together too', () => {
    const items = changeLocation(fromServer([row(1, { assignment: null }), row(2)]), 1, null, null);
    expect(items.map((item) => [item.location, item.mark])).toEqual([
      [null, 'update'],
      [30, null],
    ]);
  });
});

describe('copying a layout from another event', () => {
  // The source event runs 08:00–16:00 on 28 Nov; its shift 09:00–12:30 starts an hour in.
  const source = {
    start: '2026-11-28T08:00:00.000Z',
    end: '2026-11-28T16:00:00.000Z',
    shifts: [
      values({
        event: 9,
        person: 3,
        person_name: 'Bo',
        start: '2026-11-28T09:00:00.000Z',
        end: '2026-11-28T12:30:00.000Z',
      }),
    ],
  };

  it("adds the shifts as new open slots at the same offset from this event's start", () => {
    const items = copyLayout(fromServer([row(1)]), source, {
      id: 1,
      start: '2026-12-05T10:00:00.000Z',
      end: '2026-12-05T18:00:00.000Z',
    });
    expect(items).toHaveLength(2);
    const copied = items[1]!;
    expect(copied).toMatchObject({
      event: 1,
      person: null,
      person_name: null,
      mark: 'new',
      role: 10,
      // An hour after this event's start, three and a half hours long.
      start: '2026-12-05T11:00:00.000Z',
      end: '2026-12-05T14:30:00.000Z',
    });
  });

  it('lists the moved shifts that fall outside a shorter event, and none inside', () => {
    const late = values({ start: '2026-11-28T13:00:00.000Z', end: '2026-11-28T16:00:00.000Z' });
    const early = values({ start: '2026-11-28T07:30:00.000Z', end: '2026-11-28T09:00:00.000Z' });
    const withMore = { ...source, shifts: [...source.shifts, late, early] };
    // Four and a half hours long: the 13:00–16:00 shift would end after it, and the
    // 07:30 set-up shift starts before it (it did before the source event too).
    const short = { id: 1, start: '2026-12-05T10:00:00.000Z', end: '2026-12-05T14:30:00.000Z' };
    const { shifts, outside } = layoutCopy(withMore, short);
    expect(shifts.map((shift) => shift.start)).toEqual([
      '2026-12-05T11:00:00.000Z',
      '2026-12-05T15:00:00.000Z',
      '2026-12-05T09:30:00.000Z',
    ]);
    expect(outside.map((shift) => [shift.start, shift.end])).toEqual([
      ['2026-12-05T15:00:00.000Z', '2026-12-05T18:00:00.000Z'],
      ['2026-12-05T09:30:00.000Z', '2026-12-05T11:00:00.000Z'],
    ]);
    const same = { id: 1, start: '2026-12-05T10:00:00.000Z', end: '2026-12-05T18:00:00.000Z' };
    expect(layoutCopy(source, same).outside).toEqual([]);
  });
});
