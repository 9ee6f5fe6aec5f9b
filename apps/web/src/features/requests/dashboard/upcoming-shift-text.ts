import type { UpcomingShift } from '@crewcall/contract';
import { type FormatSettings, formatDate, formatTime } from '@/lib/formats';
import { relativeDayLabel } from '@/lib/relative-day';

export interface UpcomingShiftText {
  time: string;
  /** 'today', 'in N day(s)'. */
  relative: string;
  date: string;
  /** Role, assignment and location where set: 'Helm · Race team · Main pontoon'. */
  details: string;
}

/** What one row of Upcoming shifts says (spec section 2). */
export function upcomingShiftText(
  shift: UpcomingShift,
  settings?: FormatSettings | null,
  now: Date = new Date(),
): UpcomingShiftText {
  return {
    time: formatTime(shift.start, settings),
    relative: relativeDayLabel(shift.start, now),
    date: formatDate(shift.start, settings),
    details: [shift.role_name, shift.assignment_name, shift.location_name]
      .filter((name): name is string => Boolean(name))
      .join(' · '),
  };
}

/** Shifts not yet ended at `now` (the answer may be a little old), soonest first. */
export function notEnded(shifts: UpcomingShift[], now: Date = new Date()): UpcomingShift[] {
  return shifts
    .filter((shift) => Date.parse(shift.end) > now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
