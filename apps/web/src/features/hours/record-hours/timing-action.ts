import { dayjs } from '@/lib/formats';
import { isSameClubDay } from '@/lib/time-zone';

/** What a shift's timing needs from a row (scheduled and actual times, ISO moments). */
export interface TimedShift {
  start: string;
  end: string;
  actual_start?: string | null;
  actual_end?: string | null;
}

/** The one button a shift offers on Record Hours (spec section 4, Shift timing). */
export type TimingAction = 'start' | 'end' | 'modify' | null;

/**
 * Start: today's shift, not started. End: started, not ended. Modify: ended. A shift
 * whose scheduled end has passed without being started (it stays on Record Hours until
 * its times are recorded) offers Modify too, to record both times at once.
 *
 * "Today's shift" is what Record Hours lists for today: one that starts or ends today on
 * the club's clock. An overnight duty (23:00 to 01:00) is still today's after midnight,
 * so its volunteer can start it at 00:10 rather than find no button until it ends.
 */
export function timingAction(shift: TimedShift, now: Date = new Date()): TimingAction {
  if (shift.actual_end) return 'modify';
  if (shift.actual_start) return 'end';
  if (isSameClubDay(shift.start, now)) return 'start';
  if (dayjs(shift.end).isBefore(now)) return 'modify';
  return isSameClubDay(shift.end, now) ? 'start' : null;
}

/** Whether a shift's times may be edited (profile Shifts tab): once its start has passed. */
export function canEditTimes(shift: TimedShift, now: Date = new Date()): boolean {
  return !dayjs(shift.start).isAfter(now);
}

/**
 * The time dialog a shift of the Shifts tab opens (null before its start): as on Record
 * Hours, except that a started shift of another day may be started too.
 */
export function editTimesAction(shift: TimedShift, now: Date = new Date()): TimingAction {
  if (!canEditTimes(shift, now)) return null;
  return timingAction(shift, now) ?? 'start';
}
