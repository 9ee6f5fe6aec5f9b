import { describe, expect, it } from 'vitest';
import { addShifts, fromServer, removeShift } from '@/features/shifts/staging/staging';
import { shiftRow, shiftValues } from '@/features/shifts/staging/test-shifts';
import { groupShifts } from './planner-groups';

const lookups = {
  roles: {
    '10': { id: 10, name: 'Helm', order: 2 },
    '11': { id: 11, name: 'Crew', order: 1 },
  },
  assignments: {
    '20': { id: 20, name: 'Rescue boat', order: 2 },
    '21': { id: 21, name: 'Race office', order: 1 },
  },
  locations: { '30': { id: 30, name: 'Pontoon' }, '31': { id: 31, name: 'Tower' } },
};

describe('the planner layout', () => {
  it('groups by assignment order (none last), then role order and start, new after saved', () => {
    let items = fromServer([
      shiftRow(1, { assignment: null }),
      shiftRow(2, { start: '2026-12-05T10:00:00.000Z' }),
      shiftRow(3),
      shiftRow(4, { role: 11 }),
      shiftRow(5, { assignment: 21, location: 31 }),
    ]);
    items = addShifts(items, [shiftValues()]);
    const groups = groupShifts(items, lookups);
    expect(groups.map((group) => group.name)).toEqual([
      'Race office',
      'Rescue boat',
      'No assignment',
    ]);
    expect(groups[1]!.shifts.map((shift) => (shift.id === null ? 'new' : shift.id))).toEqual([
      4,
      3,
      'new',
      2,
    ]);
    expect(groups[0]).toMatchObject({ location: 31, mixedLocations: false });
  });

  it("reads a group's location from its kept shifts and says when they differ", () => {
    const items = fromServer([shiftRow(1), shiftRow(2, { location: 31 })]);
    expect(groupShifts(items, lookups)[0]).toMatchObject({ location: null, mixedLocations: true });
    expect(groupShifts(removeShift(items, '2'), lookups)[0]).toMatchObject({
      location: 30,
      mixedLocations: false,
    });
  });
});
