import type { FetchRange } from '@/features/events/calendar/fetch-range';
import { collectionKeys } from '@/lib/api/collections/collection-keys';

/**
 * The events feature's own calls sit under the collections' keys, so a write through the
 * generic collection calls (which invalidates `['collections', 'events']`) refreshes the
 * calendar and the series pages too.
 */
export const eventKeys = {
  calendar: (range: FetchRange) =>
    [...collectionKeys.all('events'), 'calendar', range.start, range.end] as const,
  publicCalendar: (range: FetchRange) =>
    [...collectionKeys.all('events'), 'public', range.start, range.end] as const,
  publicEvent: (id: number) => [...collectionKeys.all('events'), 'public-event', id] as const,
  seriesDetail: (id: number) => [...collectionKeys.all('series'), 'detail', id] as const,
};
