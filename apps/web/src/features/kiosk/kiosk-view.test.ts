import type { KioskShift } from '@crewcall/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyQueue,
  hoursBetween,
  type KioskResults,
  lettersInUse,
  peopleByLetter,
  peopleOnShiftToday,
  type QueuedConfirm,
  signedInPeople,
  signedInShifts,
  signOutSummary,
  todaysShifts,
  unstartedShiftToday,
} from '@/features/kiosk/kiosk-view';
import { setClubTimeZone } from '@/lib/time-zone';

const shift = (
  id: number,
  person: number,
  start: string,
  extra: Partial<KioskShift> = {},
): KioskShift => ({
  id,
  person,
  role: 1,
  start,
  end: new Date(Date.parse(start) + 3 * 3600_000).toISOString(),
  actual_start: null,
  actual_end: null,
  hours: null,
  ...extra,
});

const results: KioskResults = {
  shifts: {
    '10': shift(10, 1, '2026-11-27T09:00:00Z'),
    '11': shift(11, 2, '2026-11-27T10:00:00Z', { actual_start: '2026-11-27T09:55:00Z' }),
    // Yesterday's, never signed out: still "in" (the API sends it as open).
    '12': shift(12, 3, '2026-11-26T09:00:00Z', { actual_start: '2026-11-26T09:00:00Z' }),
    // Yesterday's and done: not on today's screens.
    '13': shift(13, 4, '2026-11-26T09:00:00Z', {
      actual_start: '2026-11-26T09:00:00Z',
      actual_end: '2026-11-26T10:00:00Z',
      hours: 1,
    }),
  },
  people: {
    '1': { id: 1, name: 'Hattie Hours', avatar: null },
    '2': { id: 2, name: 'ben Bosun', avatar: null },
    '3': { id: 3, name: 'Amy Anchor', avatar: null },
    '4': { id: 4, name: 'Harry Helm', avatar: null },
    '5': { id: 5, name: 'Walk In', avatar: null },
  },
  roles: {},
};

const item = (over: Partial<QueuedConfirm>): QueuedConfirm => ({
  id: 'c1',
  sign: 'in',
  shift: null,
  person: 1,
  role: null,
  time: '2026-11-27T09:05:00Z',
  ...over,
});

const now = new Date('2026-11-27T12:00:00Z');

beforeEach(() => setClubTimeZone('Europe/London'));
afterEach(() => setClubTimeZone(null));

describe("the kiosk's view of the day", () => {
  it("shows today's shifts and any still signed in, not yesterday's done ones", () => {
    const today = todaysShifts(applyQueue(results.shifts, []), now);
    expect(today.map((s) => s.id).sort()).toEqual([10, 11, 12]);
    expect(peopleOnShiftToday(results, today).map((p) => p.name)).toEqual([
      'Amy Anchor',
      'ben Bosun',
      'Hattie Hours',
    ]);
  });

  it('a waiting sign-in of a shift shows its person signed in at once', () => {
    const view = applyQueue(results.shifts, [item({ shift: 10 })]);
    expect(view.find((s) => s.id === 10)?.actual_start).toBe('2026-11-27T09:05:00Z');
    expect(signedInPeople(view)).toEqual(new Set([1, 2, 3]));
    expect(unstartedShiftToday(todaysShifts(view, now), 1)).toBeUndefined();
  });

  it("a waiting sign-in without a shift starts the person's unstarted shift of the day", () => {
    const view = applyQueue(results.shifts, [item({})]);
    expect(view.find((s) => s.id === 10)?.actual_start).toBe('2026-11-27T09:05:00Z');
    expect(view).toHaveLength(4);
  });

  it('a waiting walk-in sign-in shows as a shift of its own until the server answers', () => {
    const view = applyQueue(results.shifts, [item({ id: 'w1', person: 5, role: 2 })]);
    const walkIn = view.find((s) => s.person === 5);
    expect(walkIn).toMatchObject({ key: 'local:w1', id: null, role: 2, actual_end: null });
    expect(signedInShifts(view).map((s) => s.person)).toContain(5);
  });

  it('a waiting sign-out ends the shift and works out its hours as the server does', () => {
    const view = applyQueue(results.shifts, [
      item({ id: 'a', shift: 10, time: '2026-11-27T09:00:00Z' }),
      item({ id: 'b', sign: 'out', shift: 10, time: '2026-11-27T11:20:00Z' }),
      // A walk-in in and out, both waiting: the out finds the walk-in's open shift.
      item({ id: 'c', person: 5, time: '2026-11-27T10:00:00Z' }),
      item({ id: 'd', sign: 'out', person: 5, time: '2026-11-27T10:45:00Z' }),
    ]);
    expect(view.find((s) => s.id === 10)).toMatchObject({
      actual_end: '2026-11-27T11:20:00Z',
      hours: 2.33,
    });
    expect(view.find((s) => s.person === 5)).toMatchObject({ hours: 0.75 });
    expect(signedInPeople(view)).toEqual(new Set([2, 3]));
  });

  it('a sign-out before the sign-in keeps the end at the start (0 hours), as the server would', () => {
    const view = applyQueue(results.shifts, [
      item({ sign: 'out', shift: 11, time: '2026-11-27T09:55:00Z' }),
    ]);
    expect(view.find((s) => s.id === 11)).toMatchObject({ hours: 0 });
  });

  it('ignores a sign-out of someone not signed in (the server will refuse it)', () => {
    const view = applyQueue(results.shifts, [item({ sign: 'out', person: 1 })]);
    expect(view.find((s) => s.id === 10)?.actual_end).toBeNull();
  });

  it('finds people by the first letter of their name, any case', () => {
    expect(peopleByLetter(results, 'b').map((p) => p.name)).toEqual(['ben Bosun']);
    expect(peopleByLetter(results, 'H').map((p) => p.name)).toEqual(['Harry Helm', 'Hattie Hours']);
    expect(lettersInUse(results)).toEqual(new Set(['H', 'B', 'A', 'W']));
  });

  it('lists signed-in shifts earliest first', () => {
    const view = applyQueue(results.shifts, []);
    expect(signedInShifts(view).map((s) => s.id)).toEqual([12, 11]);
  });
});

describe('the sign-out summary', () => {
  it('runs from the sign-in (waiting or recorded) to the time picked', () => {
    const view = applyQueue(results.shifts, [item({ shift: 10, time: '2026-11-27T09:10:00Z' })]);
    expect(signOutSummary(view, 1, 10, '2026-11-27T11:40:00Z')).toEqual({
      person: 1,
      start: '2026-11-27T09:10:00Z',
      end: '2026-11-27T11:40:00Z',
      hours: 2.5,
    });
    // No shift named (a walk-in): the person's open one.
    expect(signOutSummary(view, 2, null, '2026-11-27T10:55:00Z')).toMatchObject({
      start: '2026-11-27T09:55:00Z',
      hours: 1,
    });
  });
});

describe('hours', () => {
  it('are seconds over 3600, two decimals, rounded half up', () => {
    expect(hoursBetween('2026-11-27T09:00:00Z', '2026-11-27T11:30:00Z')).toBe(2.5);
    expect(hoursBetween('2026-11-27T09:00:00Z', '2026-11-27T09:00:18Z')).toBe(0.01);
    expect(hoursBetween('2026-11-27T09:00:00Z', '2026-11-27T09:00:17Z')).toBe(0);
    expect(hoursBetween('2026-11-27T09:00:00+01:00', '2026-11-27T09:00:00Z')).toBe(1);
  });
});
