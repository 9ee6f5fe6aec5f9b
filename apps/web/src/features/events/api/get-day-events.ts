import type { EventRow } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { dayRange } from '@/features/events/calendar/fetch-range';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';
import { addDays } from '@/lib/time-zone';

/** The expansions event cards show: location, event type and series names. */
export const EVENT_EXPAND = 'locations,eventtypes,series';

/**
 * The events overlapping one club day, in start order, with their names expanded. The
 * collection's date filters take whole days (YYYY-MM-DD): ask for a day more each side, so
 * the club's and the browser's time zones cannot hide an event near midnight, and keep
 * exactly the day's events here.
 */
export function useDayEvents(isoDate: string) {
  const { start, end } = dayRange(isoDate);
  const options = collectionListQueryOptions<EventRow>('events', {
    start__lt: addDays(isoDate, 2),
    end__gt: addDays(isoDate, -1),
    expand: EVENT_EXPAND,
    sort: 'start',
    limit: 'all',
  });
  return useQuery({
    ...options,
    select: (page) => ({
      ...page,
      rows: page.rows.filter((row) => overlaps(row, start, end)),
    }),
  });
}

/** Whether an event overlaps [start, end): it starts before the end and ends after the start. */
export function overlaps(event: { start: string; end: string }, start: string, end: string) {
  return Date.parse(event.start) < Date.parse(end) && Date.parse(event.end) > Date.parse(start);
}
