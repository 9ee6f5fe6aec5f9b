import type { ShiftPlanner } from '@crewcall/contract';
import type { StageMark } from '@/features/shifts/staging/staging';

type Results = ShiftPlanner['results'];

/** The name of a role, assignment or location of the planner's lookups ('' when unset). */
export function lookupName(
  results: Results,
  kind: 'roles' | 'assignments' | 'locations',
  id: number | null,
): string {
  if (id === null) return '';
  return results[kind][String(id)]?.name ?? `#${id}`;
}

/** What a shift's badge says: its staging mark first, else published or not. */
export function shiftStatus(shift: { mark: StageMark; id: number | null; draft: string | null }): {
  label: string;
  color: string;
} {
  if (shift.mark === 'new') return { label: 'New', color: 'blue' };
  if (shift.mark === 'remove') return { label: 'Removed', color: 'gray' };
  if (shift.mark === 'update') return { label: 'Changed', color: 'orange' };
  return shift.draft === null
    ? { label: 'Unpublished', color: 'red' }
    : { label: 'Published', color: 'green' };
}
