import { addDays, clubDate, clubDayStart, clubToday } from '@/lib/time-zone';

/** Spec section 9: the view's range is padded by 6 days each side before it is fetched. */
export const FETCH_PADDING_DAYS = 6;
/** ... and before the calendar has a view, 30 days back and forward. */
export const DEFAULT_SPAN_DAYS = 30;

/** What the calendar fetches: ISO moments, start inclusive and end exclusive. */
export interface FetchRange {
  start: string;
  end: string;
}

/**
 * The range `GET /api/events/calendar` is asked for. Whole club days, so moving inside
 * the same view (or re-rendering) asks for the same range and the cached answer is reused;
 * the padding keeps events that start just outside the view (a multi-day event ending in
 * the first visible week) on screen.
 */
export function calendarFetchRange(
  view: { start: Date; end: Date } | null,
  now: Date = new Date(),
): FetchRange {
  const [start, end] = view
    ? [
        addDays(clubDate(view.start), -FETCH_PADDING_DAYS),
        addDays(clubDate(view.end), FETCH_PADDING_DAYS),
      ]
    : [addDays(clubToday(now), -DEFAULT_SPAN_DAYS), addDays(clubToday(now), DEFAULT_SPAN_DAYS + 1)];
  return { start: clubDayStart(start), end: clubDayStart(end) };
}

/** One club day, midnight to midnight on the club's clock (the day view's range). */
export function dayRange(isoDate: string): FetchRange {
  return { start: clubDayStart(isoDate), end: clubDayStart(addDays(isoDate, 1)) };
}
