import type { EventRow, SeriesRow } from '@crewcall/contract';
import { useQueries } from '@tanstack/react-query';
import type { ListedEvent } from '@/features/events/event-list-text';
import { type CollectionPage, relatedField } from '@/lib/api/collections/collection-page';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';
import { toIsoDate } from '@/lib/formats';

/** Spec section 9: the Upcoming events card lists 5. */
export const UPCOMING_EVENTS_LIMIT = 5;

/**
 * The card's items: events outside any series and series, neither ended yet, soonest
 * first, at most `limit`. Events of a series are left out: their series stands for them.
 */
export function upcomingItems(
  events: CollectionPage<EventRow> | undefined,
  series: CollectionPage<SeriesRow> | undefined,
  now: Date = new Date(),
  limit = UPCOMING_EVENTS_LIMIT,
): ListedEvent[] {
  const notEnded = (row: { end: string }) => Date.parse(row.end) > now.getTime();
  const items: ListedEvent[] = [
    ...(events?.rows ?? [])
      .filter((row) => row.series === null && notEnded(row))
      .map(
        (row): ListedEvent => ({
          type: 'event',
          id: row.id,
          name: row.name,
          start: row.start,
          end: row.end,
          color: row.color,
          location: relatedField(events?.related, 'locations', row.location) || null,
          empty: row.empty,
        }),
      ),
    ...(series?.rows ?? []).filter(notEnded).map(
      (row): ListedEvent => ({
        type: 'series',
        id: row.id,
        name: row.name,
        start: row.start,
        end: row.end,
        color: '',
      }),
    ),
  ];
  return items.sort((a, b) => Date.parse(a.start) - Date.parse(b.start)).slice(0, limit);
}

/**
 * Two list calls, each at most five rows: events not in a series and series, both not
 * ended by today (the collection's date filters are whole days; the rest is kept exact here).
 */
export function useUpcomingEvents() {
  const today = toIsoDate(new Date());
  const [events, series] = useQueries({
    queries: [
      collectionListQueryOptions<EventRow>('events', {
        series__isnull: 'true',
        end__ge: today,
        sort: 'start',
        limit: UPCOMING_EVENTS_LIMIT,
        expand: 'locations',
      }),
      collectionListQueryOptions<SeriesRow>('series', {
        end__ge: today,
        sort: 'start',
        limit: UPCOMING_EVENTS_LIMIT,
      }),
    ],
  });
  return {
    isPending: events.isPending || series.isPending,
    items: upcomingItems(events.data, series.data),
  };
}
