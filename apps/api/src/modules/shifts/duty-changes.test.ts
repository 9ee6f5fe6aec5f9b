import { describe, expect, it } from 'vitest';
import { aheadOf, type DutyRow, dutyChanges } from './duty-changes';

const at = (hour: number) => new Date(Date.UTC(2031, 0, 1, hour));
const row = (over: Partial<DutyRow> = {}): DutyRow => ({
  id: 1,
  eventId: 10,
  personId: 5,
  roleId: null,
  locationId: null,
  published: true,
  start: at(9),
  end: at(10),
  ...over,
});

describe('duty changes between the shifts before and after a write', () => {
  it('a published shift given to a person adds it; one that was unpublished or open was nobody’s', () => {
    expect(dutyChanges([], [row()])).toEqual([{ kind: 'added', personId: 5, shift: row() }]);
    expect(dutyChanges([row({ published: false })], [row()])).toMatchObject([{ kind: 'added' }]);
    expect(dutyChanges([row({ personId: null })], [row()])).toMatchObject([{ kind: 'added' }]);
  });

  it('nothing for unpublished or open shifts, or a change of role or location alone', () => {
    expect(dutyChanges([], [row({ published: false })])).toEqual([]);
    expect(dutyChanges([], [row({ personId: null })])).toEqual([]);
    expect(dutyChanges([row()], [row({ roleId: 3, locationId: 4 })])).toEqual([]);
  });

  it('a new start or end moves it (with the old times); another person removes and adds', () => {
    expect(dutyChanges([row()], [row({ start: at(8) })])).toEqual([
      {
        kind: 'moved',
        personId: 5,
        shift: row({ start: at(8) }),
        was: { start: at(9), end: at(10) },
      },
    ]);
    expect(dutyChanges([row()], [row({ personId: 6 })])).toEqual([
      { kind: 'removed', personId: 5, shift: row() },
      { kind: 'added', personId: 6, shift: row({ personId: 6 }) },
    ]);
  });

  it('deleted, unpublished or emptied: removed', () => {
    for (const after of [[], [row({ published: false })], [row({ personId: null })]]) {
      expect(dutyChanges([row()], after)).toEqual([{ kind: 'removed', personId: 5, shift: row() }]);
    }
  });

  it('only shifts not yet over are told about', () => {
    const changes = dutyChanges([], [row({ id: 1, end: at(10) }), row({ id: 2, end: at(12) })]);
    expect(aheadOf(at(11), changes).map((c) => c.shift.id)).toEqual([2]);
  });
});
