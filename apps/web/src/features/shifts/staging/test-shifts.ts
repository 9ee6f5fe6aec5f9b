import type { ShiftRow } from '@crewcall/contract';
import type { ShiftValues } from './staging';

/** Test data: a saved shift of event 1 (role 10, assignment 20, location 30), 9:00–12:00. */
export const shiftRow = (id: number, changes: Partial<ShiftRow> = {}): ShiftRow => ({
  id,
  ...shiftValues(),
  draft: null,
  ...changes,
});

/** Test data: the values of a shift as the planner stages it. */
export function shiftValues(changes: Partial<ShiftValues> = {}): ShiftValues {
  return {
    event: 1,
    person: null,
    person_name: null,
    role: 10,
    assignment: 20,
    location: 30,
    start: '2026-12-05T09:00:00.000Z',
    end: '2026-12-05T12:00:00.000Z',
    ...changes,
  };
}
