import type { ShiftRow } from '@crewcall/contract';
import dayjs from 'dayjs';

/**
 * The planner's local staging (spec section 4): shifts are edited here, marked new,
 * update or remove, and only sent on Save. Every function is pure: it takes the staged
 * list and answers a new one, so the page keeps it in one piece of state.
 */

export type StageMark = 'new' | 'update' | 'remove' | null;

/** What the planner lets an admin set on a shift. */
export interface ShiftValues {
  event: number;
  person: number | null;
  /** The name shown for `person` (the API's `person_name`, or the name picked). */
  person_name: string | null;
  role: number | null;
  assignment: number | null;
  location: number | null;
  start: string;
  end: string;
}

export interface StagedShift extends ShiftValues {
  /** The server id as text, or a random 4-character temporary id for a new shift. */
  key: string;
  /** The server id; null until a new shift is saved. */
  id: number | null;
  /** null = saved but not published; a moment = published then. */
  draft: string | null;
  mark: StageMark;
}

export function fromServer(rows: readonly ShiftRow[]): StagedShift[] {
  return rows.map((row) => ({
    key: String(row.id),
    id: row.id,
    event: row.event,
    person: row.person,
    person_name: row.person_name,
    role: row.role,
    assignment: row.assignment,
    location: row.location,
    start: row.start,
    end: row.end,
    draft: row.draft,
    mark: null,
  }));
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random 4-character id no staged shift holds. Server ids are digits only; a temporary
 * id always has a letter, so the two never meet.
 */
export function temporaryId(taken: ReadonlySet<string>, random: () => number = Math.random) {
  for (;;) {
    let key = '';
    for (let i = 0; i < 4; i++) key += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
    if (/[a-z]/.test(key) && !taken.has(key)) return key;
  }
}

const keysOf = (items: readonly StagedShift[]) => new Set(items.map((item) => item.key));

/** Adds new shifts (marked new, unpublished, each with its own temporary id). */
export function addShifts(
  items: readonly StagedShift[],
  values: readonly ShiftValues[],
  random?: () => number,
): StagedShift[] {
  const taken = keysOf(items);
  const added = values.map((value): StagedShift => {
    const key = temporaryId(taken, random);
    taken.add(key);
    return { ...value, key, id: null, draft: null, mark: 'new' };
  });
  return [...items, ...added];
}

/** A saved shift changed is marked update; a new one stays new. */
function changed(item: StagedShift, changes: Partial<ShiftValues>): StagedShift {
  return { ...item, ...changes, mark: item.mark === 'new' ? 'new' : 'update' };
}

export function updateShift(
  items: readonly StagedShift[],
  key: string,
  changes: Partial<ShiftValues>,
): StagedShift[] {
  return items.map((item) => (item.key === key ? changed(item, changes) : item));
}

/** A never-saved shift is simply dropped; a saved one is marked remove (deleted on Save). */
export function removeShift(items: readonly StagedShift[], key: string): StagedShift[] {
  return items.flatMap((item) => {
    if (item.key !== key) return [item];
    if (item.id === null) return [];
    return [{ ...item, mark: 'remove' as const }];
  });
}

/** Takes back a remove mark (the shift is kept, still marked if it was changed before). */
export function restoreShift(
  items: readonly StagedShift[],
  key: string,
  original: StagedShift | undefined,
): StagedShift[] {
  return items.map((item) => {
    if (item.key !== key || item.mark !== 'remove') return item;
    const unchanged = original && sameValues(item, original);
    return { ...item, mark: unchanged ? null : 'update' };
  });
}

const VALUE_FIELDS = [
  'event',
  'person',
  'role',
  'assignment',
  'location',
  'start',
  'end',
] as const satisfies readonly (keyof ShiftValues)[];

function sameValues(a: ShiftValues, b: ShiftValues): boolean {
  return VALUE_FIELDS.every((field) =>
    field === 'start' || field === 'end'
      ? dayjs(a[field]).valueOf() === dayjs(b[field]).valueOf()
      : a[field] === b[field],
  );
}

export function valuesOf(item: ShiftValues): ShiftValues {
  const { event, person, person_name, role, assignment, location, start, end } = item;
  return { event, person, person_name, role, assignment, location, start, end };
}

/** A copy of a shift as a new open slot beside it (same role, place and times, nobody on it). */
export function copyShift(
  items: readonly StagedShift[],
  key: string,
  random?: () => number,
): StagedShift[] {
  const source = items.find((item) => item.key === key);
  if (!source) return [...items];
  return addShifts(items, [{ ...valuesOf(source), person: null, person_name: null }], random);
}

/**
 * Changing the location of an assignment moves every shift of that event and assignment
 * there (spec section 4): saved ones are marked update, removed ones are left alone.
 */
export function changeLocation(
  items: readonly StagedShift[],
  event: number,
  assignment: number | null,
  location: number | null,
): StagedShift[] {
  return items.map((item) =>
    item.event === event &&
    item.assignment === assignment &&
    item.mark !== 'remove' &&
    item.location !== location
      ? changed(item, { location })
      : item,
  );
}

/** An event's span, as the copy of a layout reads it. */
export interface EventSpan {
  start: string;
  end: string;
}

/**
 * Another event's shifts moved onto this event's times: each keeps its offset from its
 * own event's start (a shift an hour after the source event starts lands an hour after
 * this one starts), nobody on it. `outside` lists the moved shifts that start before or
 * end after this event (the events differ in length), so the admin is warned first.
 */
export function layoutCopy(
  source: EventSpan & { shifts: readonly ShiftValues[] },
  target: EventSpan & { id: number },
): { shifts: ShiftValues[]; outside: ShiftValues[] } {
  const shiftBy = dayjs(target.start).diff(dayjs(source.start));
  const targetStart = dayjs(target.start);
  const targetEnd = dayjs(target.end);
  const shifts = source.shifts.map(
    (shift): ShiftValues => ({
      ...valuesOf(shift),
      event: target.id,
      person: null,
      person_name: null,
      start: dayjs(shift.start).add(shiftBy, 'millisecond').toISOString(),
      end: dayjs(shift.end).add(shiftBy, 'millisecond').toISOString(),
    }),
  );
  const outside = shifts.filter(
    (shift) => dayjs(shift.start).isBefore(targetStart) || dayjs(shift.end).isAfter(targetEnd),
  );
  return { shifts, outside };
}

/** The moved shifts of `layoutCopy` added to the staging as new shifts. */
export function copyLayout(
  items: readonly StagedShift[],
  source: EventSpan & { shifts: readonly ShiftValues[] },
  target: EventSpan & { id: number },
  random?: () => number,
): StagedShift[] {
  return addShifts(items, layoutCopy(source, target).shifts, random);
}

export function isDirty(items: readonly StagedShift[]): boolean {
  return items.some((item) => item.mark !== null);
}

/** Shifts saved but not yet published (what Publish would publish). */
export function unpublishedCount(items: readonly StagedShift[]): number {
  return items.filter((item) => item.id !== null && item.mark !== 'remove' && item.draft === null)
    .length;
}

/** The body of a shift as the API takes it. */
export function toInput(item: ShiftValues) {
  return {
    event: item.event,
    person: item.person,
    role: item.role,
    assignment: item.assignment,
    location: item.location,
    start: item.start,
    end: item.end,
  };
}
