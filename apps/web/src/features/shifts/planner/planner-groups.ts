import type { ShiftPlanner } from '@crewcall/contract';
import dayjs from 'dayjs';
import type { StagedShift } from '@/features/shifts/staging/staging';

type Lookups = Pick<ShiftPlanner['results'], 'roles' | 'assignments' | 'locations'>;

/** One assignment's shifts as the planner lays them out. */
export interface ShiftGroup {
  /** `a{id}`, or `none` for shifts without an assignment. */
  key: string;
  assignment: number | null;
  name: string;
  /** The location all its (kept) shifts share; null when none or mixed. */
  location: number | null;
  mixedLocations: boolean;
  shifts: StagedShift[];
}

/** Named rows (roles, assignments) by their `order`, then name. */
export function byOrder<Row extends { order: number; name: string }>(rows: Record<string, Row>) {
  return Object.values(rows).sort(
    (a, b) => a.order - b.order || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}

/**
 * The planner's layout: one group per assignment in assignment order (shifts without one
 * last), each listing its shifts by role order, then start, new ones after saved ones.
 */
export function groupShifts(items: readonly StagedShift[], lookups: Lookups): ShiftGroup[] {
  const roleOrder = (role: number | null) =>
    role === null ? Number.MAX_SAFE_INTEGER : (lookups.roles[String(role)]?.order ?? 0);
  const groups = new Map<string, ShiftGroup>();
  for (const item of items) {
    const key = item.assignment === null ? 'none' : `a${item.assignment}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        assignment: item.assignment,
        name:
          item.assignment === null
            ? 'No assignment'
            : (lookups.assignments[String(item.assignment)]?.name ??
              `Assignment ${item.assignment}`),
        location: null,
        mixedLocations: false,
        shifts: [],
      };
      groups.set(key, group);
    }
    group.shifts.push(item);
  }
  for (const group of groups.values()) {
    group.shifts.sort(
      (a, b) =>
        roleOrder(a.role) - roleOrder(b.role) ||
        dayjs(a.start).valueOf() - dayjs(b.start).valueOf() ||
        Number(a.id === null) - Number(b.id === null),
    );
    const kept = group.shifts.filter((shift) => shift.mark !== 'remove');
    const locations = new Set(kept.map((shift) => shift.location));
    group.mixedLocations = locations.size > 1;
    group.location = locations.size === 1 ? (kept[0]?.location ?? null) : null;
  }
  const assignmentOrder = (group: ShiftGroup) =>
    group.assignment === null
      ? Number.MAX_SAFE_INTEGER
      : (lookups.assignments[String(group.assignment)]?.order ?? 0);
  return [...groups.values()].sort(
    (a, b) => assignmentOrder(a) - assignmentOrder(b) || a.name.localeCompare(b.name),
  );
}
