import {
  TIMING_END_BEFORE_START_MESSAGE,
  TIMING_FUTURE_MARGIN_MINUTES,
  TIMING_FUTURE_MESSAGE,
  TIMING_NOT_STARTED_MESSAGE,
  TIMING_NOT_YOURS_MESSAGE,
  TIMING_SCHEDULE_MARGIN_HOURS,
  TIMING_SCHEDULE_MESSAGE,
  TIMING_START_AFTER_END_MESSAGE,
  type TimedShift,
} from '@crewcall/contract';
import { fieldError, forbidden, notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import type { Reader } from '@/modules/collections-engine';
import { findShiftForTiming, writeActualTime } from './timing.queries';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The minute a moment falls in: times are entered to the minute, so order is judged by it. */
const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS);

/** What the timing rules look at of a shift (as Dates). */
export type TimingShift = {
  start: Date;
  end: Date;
  actualStart: Date | null;
  actualEnd: Date | null;
};

/**
 * The timing rules (hours contract): is `at` (ms) acceptable as the shift's actual start
 * or end, and which time is kept. The shift timing calls and the kiosk (modules/kiosks)
 * both judge by these, so a time refused on one is refused on the other.
 */
export function judgeActualTime(
  shift: TimingShift,
  which: 'start' | 'end',
  at: number,
): { kept: number } | { refused: string } {
  if (at > Date.now() + TIMING_FUTURE_MARGIN_MINUTES * 60_000)
    return { refused: TIMING_FUTURE_MESSAGE };
  const margin = TIMING_SCHEDULE_MARGIN_HOURS * HOUR_MS;
  if (at < shift.start.getTime() - margin || at > shift.end.getTime() + margin)
    return { refused: TIMING_SCHEDULE_MESSAGE };
  // A shift may end in the minute it started (Start then End at once, or a start
  // recorded with seconds and an end typed to the minute): only an earlier minute is
  // refused. The time kept is never on the wrong side of the other, so hours stay >= 0.
  if (which === 'end') {
    if (!shift.actualStart) return { refused: TIMING_NOT_STARTED_MESSAGE };
    const startAt = shift.actualStart.getTime();
    if (minuteOf(at) < minuteOf(startAt)) return { refused: TIMING_END_BEFORE_START_MESSAGE };
    return { kept: Math.max(at, startAt) };
  }
  if (shift.actualEnd) {
    const endAt = shift.actualEnd.getTime();
    if (minuteOf(at) > minuteOf(endAt)) return { refused: TIMING_START_AFTER_END_MESSAGE };
    return { kept: Math.min(at, endAt) };
  }
  return { kept: at };
}

/**
 * `PUT /api/shifts/{id}/start|end`: the shift's person or an admin records an actual
 * time; the hours follow in SQL (timing.queries.ts). Two statements: read, write.
 * Times are compared as instants (ms since the epoch), so offsets and daylight saving
 * changes cannot confuse the order.
 */
export async function recordShiftTime(
  db: Executor,
  o: { orgId: number; reader: Reader; id: number; which: 'start' | 'end'; datetime: string },
): Promise<TimedShift> {
  const shift = await findShiftForTiming(db, o.orgId, o.id);
  const admin = o.reader.role === 'admin';
  // Members never learn of unpublished shifts.
  if (!shift || (!admin && !shift.published)) throw notFound();
  if (!admin && shift.personId !== o.reader.id) throw forbidden(TIMING_NOT_YOURS_MESSAGE);

  const judged = judgeActualTime(shift, o.which, Date.parse(o.datetime));
  if ('refused' in judged) throw fieldError('datetime', judged.refused);
  const kept = judged.kept;

  const row = await writeActualTime(db, {
    orgId: o.orgId,
    id: o.id,
    which: o.which,
    at: new Date(kept).toISOString(),
  });
  if (!row) throw notFound();
  return row as TimedShift;
}
