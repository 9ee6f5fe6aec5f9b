import type { KioskData, KioskPerson, KioskRole, KioskShift } from '@crewcall/contract';
import { clubDate } from '@/lib/time-zone';

export type KioskResults = KioskData['results'];

/**
 * A sign-in or sign-out as tapped, kept until the server answered it. `id` is made at tap
 * time and sent as is, so a retry (or the same queue sent twice) is recorded once.
 */
export interface QueuedConfirm {
  id: string;
  sign: 'in' | 'out';
  /** The shift, when the kiosk knows it; null: the server picks (walk-in, or open shift). */
  shift: number | null;
  person: number;
  role: number | null;
  /** The moment, ISO with its zone. */
  time: string;
}

/** A shift as the kiosk shows it: the server's, or one a queued walk-in sign-in made. */
export interface ViewShift extends Omit<KioskShift, 'id' | 'person'> {
  /** The server's id, or `local:{client id}` for a walk-in the server has not answered yet. */
  key: string;
  id: number | null;
  person: number;
}

/** Hours as the server counts them: seconds over 3600, two decimals, half up. */
export function hoursBetween(start: string, end: string): number {
  const seconds = Math.round((Date.parse(end) - Date.parse(start)) / 1000);
  return Math.round((seconds / 3600) * 100 + Number.EPSILON) / 100;
}

/** The end as the server keeps it: never before the start (same minute allowed). */
function keptEnd(start: string, end: string): string {
  return Date.parse(end) < Date.parse(start) ? start : end;
}

function signOut(shift: ViewShift, time: string): ViewShift {
  if (!shift.actual_start) return shift;
  const end = keptEnd(shift.actual_start, time);
  return { ...shift, actual_end: end, hours: hoursBetween(shift.actual_start, end) };
}

/** Sorts by a moment, earliest first (as instants: answers may carry different offsets). */
const earliest =
  (moment: (s: ViewShift) => string | null) =>
  (a: ViewShift, b: ViewShift): number =>
    Date.parse(moment(a) ?? '') - Date.parse(moment(b) ?? '');

export const isOpen = (shift: ViewShift) =>
  shift.actual_start !== null && shift.actual_end === null;

/**
 * The server's shifts with the waiting sign-ins and sign-outs applied, in order, so the
 * screen shows what will be true once they are sent: a person signed in offline shows as
 * signed in, and their sign-out's hours are worked out here.
 */
export function applyQueue(
  shifts: KioskResults['shifts'],
  queue: readonly QueuedConfirm[],
): ViewShift[] {
  const view: ViewShift[] = Object.values(shifts)
    .filter((s): s is KioskShift & { person: number } => s.person !== null)
    .map((s) => ({ ...s, key: String(s.id) }));
  const replace = (next: ViewShift) => {
    const at = view.findIndex((s) => s.key === next.key);
    if (at >= 0) view[at] = next;
  };
  for (const item of queue) {
    const named = item.shift === null ? undefined : view.find((s) => s.id === item.shift);
    if (item.sign === 'in') {
      if (named) replace({ ...named, actual_start: item.time, actual_end: null, hours: null });
      else if (item.shift === null) {
        // The server will start their unstarted shift of the day, else make a walk-in.
        const planned = view
          .filter((s) => s.person === item.person && s.actual_start === null)
          .filter((s) => clubDate(s.start) === clubDate(item.time))
          .sort(earliest((s) => s.start))[0];
        if (planned) replace({ ...planned, actual_start: item.time });
        else
          view.push({
            key: `local:${item.id}`,
            id: null,
            person: item.person,
            role: item.role,
            start: item.time,
            end: item.time,
            actual_start: item.time,
            actual_end: null,
            hours: null,
          });
      }
      continue;
    }
    const open =
      named ??
      view
        .filter((s) => s.person === item.person && isOpen(s))
        .sort(earliest((s) => s.actual_start))
        .at(-1);
    if (open && isOpen(open)) replace(signOut(open, item.time));
  }
  return view;
}

/**
 * The shifts that belong on today's screens: those not over before today (club day; a
 * night shift from yesterday still counts), and any still signed in. Data kept from an
 * earlier day (a tablet offline overnight) thus shows no old shifts.
 */
export function todaysShifts(view: readonly ViewShift[], now: Date = new Date()): ViewShift[] {
  const today = clubDate(now);
  return view.filter((s) => isOpen(s) || clubDate(s.end) >= today);
}

const byName = (a: KioskPerson, b: KioskPerson) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** People with a shift today, by name (in_person). */
export function peopleOnShiftToday(
  results: KioskResults,
  today: readonly ViewShift[],
): KioskPerson[] {
  const ids = new Set(today.map((s) => s.person));
  return Object.values(results.people)
    .filter((p) => ids.has(p.id))
    .sort(byName);
}

/** People whose name starts with `letter` (spec 5: the first letter of the name). */
export function peopleByLetter(results: KioskResults, letter: string): KioskPerson[] {
  const first = letter.toLocaleUpperCase();
  return Object.values(results.people)
    .filter((p) => p.name.trim().charAt(0).toLocaleUpperCase() === first)
    .sort(byName);
}

/** The letters some person's name starts with (the others are shown but disabled). */
export function lettersInUse(results: KioskResults): Set<string> {
  return new Set(
    Object.values(results.people).map((p) => p.name.trim().charAt(0).toLocaleUpperCase()),
  );
}

/** Whether the person is signed in now (their choice is disabled on the sign-in screens). */
export function signedInPeople(view: readonly ViewShift[]): Set<number> {
  return new Set(view.filter(isOpen).map((s) => s.person));
}

/** Their earliest shift of today not yet started: signing in starts it (no role to ask). */
export function unstartedShiftToday(
  today: readonly ViewShift[],
  person: number,
): ViewShift | undefined {
  return today
    .filter((s) => s.person === person && s.actual_start === null && s.id !== null)
    .sort(earliest((s) => s.start))[0];
}

/** Signed-in shifts, earliest sign-in first (out_person). */
export function signedInShifts(view: readonly ViewShift[]): ViewShift[] {
  return view.filter(isOpen).sort(earliest((s) => s.actual_start));
}

/**
 * What out_confirm shows for a sign-out at `time`: the person's signed-in shift (the one
 * chosen, else their open one) from its sign-in to `time`, and the hours as the server
 * will count them (an end before the start is kept at the start).
 */
export function signOutSummary(
  view: readonly ViewShift[],
  person: number,
  shift: number | null,
  time: string,
): { person: number; start: string; end: string; hours: number } {
  const open = signedInShifts(view).find(
    (s) => s.person === person && (shift === null || s.id === shift),
  );
  const start = open?.actual_start ?? time;
  const end = keptEnd(start, time);
  return { person, start, end, hours: hoursBetween(start, end) };
}

/** Roles in their order (the role step). */
export function rolesInOrder(results: KioskResults): KioskRole[] {
  return Object.values(results.roles).sort(
    (a, b) => a.order - b.order || a.name.localeCompare(b.name),
  );
}

/** The answer's shifts merged into the day's data (a confirm answers the shifts it touched). */
export function mergeShifts(results: KioskResults, shifts: KioskResults['shifts']): KioskResults {
  return { ...results, shifts: { ...results.shifts, ...shifts } };
}
