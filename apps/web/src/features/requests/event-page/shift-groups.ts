import type { EventPage, PageShift, RequestInput } from '@crewcall/contract';

/** A shift as the event page lists it: names instead of ids. */
export interface ShiftLine {
  id: number;
  role: string | null;
  location: string | null;
  start: string;
  end: string;
  /** null: nobody is on it yet. */
  person: string | null;
}

export interface ShiftGroup {
  /** The assignment's id, or null for shifts without one. */
  assignment: number | null;
  name: string;
  empty: number;
  shifts: ShiftLine[];
}

const nameOf = (map: Record<string, { name: string }>, id: number | null) =>
  id === null ? null : (map[String(id)]?.name ?? null);

/** The page's groups in the server's order, each shift with its role, location and person. */
export function shiftGroups(page: EventPage): ShiftGroup[] {
  return page.groups.map((group) => ({
    assignment: group.assignment,
    name: group.name,
    empty: group.empty,
    shifts: group.shift_ids
      .map((id) => page.shifts[String(id)])
      .filter((shift): shift is PageShift => shift !== undefined)
      .map((shift) => ({
        id: shift.id,
        role: nameOf(page.roles, shift.role),
        location: nameOf(page.locations, shift.location),
        start: shift.start,
        end: shift.end,
        person: shift.person === null ? null : (shift.person_name ?? 'Someone'),
      })),
  }));
}

export interface Option {
  value: string;
  label: string;
}

/** Picker options from a lookup: by `order` where it has one, else by name (case-insensitive). */
export function lookupOptions(map: Record<string, { id: number; name: string; order?: number }>) {
  return Object.values(map)
    .sort(
      (a, b) =>
        (a.order ?? 0) - (b.order ?? 0) ||
        a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
    )
    .map((row): Option => ({ value: String(row.id), label: row.name }));
}

/** What the event offers to ask for: the roles, assignments and locations its shifts use. */
export function signupOptions(page: EventPage) {
  return {
    roles: lookupOptions(page.roles),
    assignments: lookupOptions(page.assignments),
    locations: lookupOptions(page.locations),
  };
}

export type SignupValues = { role: string; assignment: string; location: string; comments: string };

export const EMPTY_SIGNUP: SignupValues = { role: '', assignment: '', location: '', comments: '' };
export const SIGNUP_FIELDS = ['role', 'assignment', 'location', 'comments'] as const;

const refOrNull = (value: string) => (value ? Number(value) : null);

/** The form's values as one request of `POST /api/requests/batch` (blank pickers: no preference). */
export function toRequestInput(values: SignupValues, person: number, event: number): RequestInput {
  return {
    person,
    event,
    comments: values.comments.trim(),
    role: refOrNull(values.role),
    assignment: refOrNull(values.assignment),
    location: refOrNull(values.location),
  };
}
