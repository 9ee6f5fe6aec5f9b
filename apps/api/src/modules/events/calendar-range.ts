import {
  CALENDAR_DEFAULT_DAYS,
  CALENDAR_MAX_DAYS,
  type CalendarQuery,
  EVENT_END_MESSAGE,
  isIsoDate,
  MomentSchema,
} from '@crewcall/contract';
import { type FieldErrors, validationError } from '@/lib/http-errors';
import { midnightIn } from '@/lib/zoned-midnight';
import type { Range } from './events.queries';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RANGE_TOO_LONG = `The range may span at most ${CALENDAR_MAX_DAYS} days.`;

/**
 * `?start&end` of a calendar call as a range, or a 400 on the field at fault: a value
 * that is not a date (`start`/`end`), an end not after the start, or more than
 * CALENDAR_MAX_DAYS days (`end`). A date alone (YYYY-MM-DD) is its midnight in the
 * club's time zone `zone`. Missing values: CALENDAR_DEFAULT_DAYS back and forward from
 * `now` (spec section 9).
 */
export function parseCalendarRange(query: CalendarQuery, zone: string, now = new Date()): Range {
  const errors: FieldErrors = {};
  const read = (key: 'start' | 'end', fallback: Date) => {
    const raw = query[key];
    if (raw === undefined || raw === '') return fallback;
    const parsed = MomentSchema.safeParse(raw);
    if (parsed.success) return isIsoDate(raw) ? midnightIn(raw, zone) : new Date(parsed.data);
    errors[key] = parsed.error.issues.map((issue) => issue.message);
    return fallback;
  };
  const start = read('start', new Date(now.getTime() - CALENDAR_DEFAULT_DAYS * DAY_MS));
  const end = read('end', new Date(now.getTime() + CALENDAR_DEFAULT_DAYS * DAY_MS));
  if (!errors.start && !errors.end) {
    if (end <= start) errors.end = [EVENT_END_MESSAGE];
    else if (end.getTime() - start.getTime() > CALENDAR_MAX_DAYS * DAY_MS) {
      errors.end = [RANGE_TOO_LONG];
    }
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return { start, end };
}
