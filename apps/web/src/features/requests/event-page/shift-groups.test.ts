import type { EventPage } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SIGNUP,
  lookupOptions,
  shiftGroups,
  signupOptions,
  toRequestInput,
} from '@/features/requests/event-page/shift-groups';
import { requestSlot } from '@/features/requests/event-page/my-requests';

const shift = (id: number, over: Partial<EventPage['shifts'][string]> = {}) => ({
  id,
  event: 5,
  person: null,
  person_name: null,
  role: 1,
  assignment: 10,
  location: 20,
  start: '2026-12-01T09:00:00.000Z',
  end: '2026-12-01T12:00:00.000Z',
  ...over,
});

const page = {
  event: { id: 5, name: 'Regatta' },
  shifts: {
    '1': shift(1, { person: 7, person_name: 'Ann Lee' }),
    '2': shift(2),
    '3': shift(3, { role: null, assignment: null, location: null }),
  },
  groups: [
    { assignment: 10, name: 'Race team', shift_ids: [1, 2, 99], empty: 1 },
    { assignment: null, name: 'Other shifts', shift_ids: [3], empty: 1 },
  ],
  roles: {
    '1': { id: 1, name: 'Helm', order: 2 },
    '2': { id: 2, name: 'bosun', order: 1 },
  },
  assignments: { '10': { id: 10, name: 'Race team', order: 1 } },
  locations: {
    '20': { id: 20, name: 'Main pontoon' },
    '21': { id: 21, name: 'Boat park' },
  },
  my_requests: [],
} as unknown as EventPage;

describe('shiftGroups', () => {
  it("keeps the server's groups and order, naming role, location and person", () => {
    const groups = shiftGroups(page);
    expect(groups.map((g) => [g.name, g.empty])).toEqual([
      ['Race team', 1],
      ['Other shifts', 1],
    ]);
    expect(groups[0]!.shifts).toEqual([
      expect.objectContaining({ id: 1, role: 'Helm', location: 'Main pontoon', person: 'Ann Lee' }),
      expect.objectContaining({ id: 2, role: 'Helm', location: 'Main pontoon', person: null }),
    ]);
    expect(groups[1]!.shifts[0]).toMatchObject({ id: 3, role: null, location: null, person: null });
  });

  it('leaves out ids the answer does not hold', () => {
    expect(shiftGroups(page)[0]!.shifts.map((s) => s.id)).toEqual([1, 2]);
  });
});

describe('signup options', () => {
  it('orders roles by their order, locations (no order) by name ignoring case', () => {
    const options = signupOptions(page);
    expect(options.roles.map((o) => o.label)).toEqual(['bosun', 'Helm']);
    expect(options.locations).toEqual([
      { value: '21', label: 'Boat park' },
      { value: '20', label: 'Main pontoon' },
    ]);
    expect(lookupOptions({})).toEqual([]);
  });

  it('makes one request: blank pickers are no preference, comments trimmed', () => {
    expect(toRequestInput({ ...EMPTY_SIGNUP, comments: '  after 10  ' }, 7, 5)).toEqual({
      person: 7,
      event: 5,
      comments: 'after 10',
      role: null,
      assignment: null,
      location: null,
    });
    expect(
      toRequestInput({ role: '2', assignment: '10', location: '21', comments: '' }, 7, 5),
    ).toMatchObject({ role: 2, assignment: 10, location: 21 });
  });
});

describe('requestSlot', () => {
  const request = (over: object) =>
    ({ role: null, assignment: null, location: null, ...over }) as never;
  it('says what a request asked for, or Any shift', () => {
    expect(requestSlot(request({}), page)).toBe('Any shift');
    expect(requestSlot(request({ role: 1, assignment: 10 }), page)).toBe('Helm, Race team');
    expect(requestSlot(request({ location: 21 }), page)).toBe('Any shift at Boat park');
  });
});
