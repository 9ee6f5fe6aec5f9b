import { dayjs } from '@/lib/formats';

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
 * The range `GET /api/events/calendar` is asked for. Whole local days, so moving inside
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
        dayjs(view.start).startOf('day').subtract(FETCH_PADDING_DAYS, 'day'),
        dayjs(view.end).startOf('day').add(FETCH_PADDING_DAYS, 'day'),
      ]
    : [
        dayjs(now).startOf('day').subtract(DEFAULT_SPAN_DAYS, 'day'),
        dayjs(now)
          .startOf('day')
          .add(DEFAULT_SPAN_DAYS + 1, 'day'),
      ];
  return { start: start.toISOString(), end: end.toISOString() };
}

/** One local day, midnight to midnight (the day view's range). */
export function dayRange(isoDate: string): FetchRange {
  const start = dayjs(isoDate).startOf('day');
  return { start: start.toISOString(), end: start.add(1, 'day').toISOString() };
}
