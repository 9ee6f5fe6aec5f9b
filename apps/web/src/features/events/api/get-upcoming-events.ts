import type { DashboardEvent, EventRow, SeriesRow } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/event-keys';
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
 * The card's items out of `GET /api/dashboard`'s answer, which lists them as the card does
 * (not ended, soonest first, at most five), the location by name.
 */
export function upcomingItemsFromDashboard(items: DashboardEvent[]): ListedEvent[] {
  return items.map(({ type, id, name, start, end, color, location_name, empty }) =>
    type === 'event'
      ? { type, id, name, start, end, color, location: location_name, empty }
      : { type, id, name, start, end, color },
  );
}

/**
 * On its own, two list calls, each at most five rows: events not in a series and series,
 * both not ended by today (the collection's date filters are whole days; the rest is kept
 * exact here).
 */
async function readUpcomingItems(signal: AbortSignal): Promise<ListedEvent[]> {
  const today = toIsoDate(new Date());
  const [events, series] = await Promise.all([
    collectionListQueryOptions<EventRow>('events', {
      series__isnull: 'true',
      end__ge: today,
      sort: 'start',
      limit: UPCOMING_EVENTS_LIMIT,
      expand: 'locations',
    }).queryFn({ signal }),
    collectionListQueryOptions<SeriesRow>('series', {
      end__ge: today,
      sort: 'start',
      limit: UPCOMING_EVENTS_LIMIT,
    }).queryFn({ signal }),
  ]);
  return upcomingItems(events, series);
}

/**
 * The Upcoming events card's items. The dashboard's one call hands them over under this
 * key (app/dashboard/load-dashboard.ts), so the card reads the events and series lists only
 * when the dashboard call failed, when they went stale, or after a write to events or series.
 */
export function useUpcomingEvents() {
  const upcoming = useQuery({
    queryKey: eventKeys.upcoming(),
    queryFn: ({ signal }) => readUpcomingItems(signal),
  });
  return { isPending: upcoming.isPending, items: upcoming.data ?? [] };
}
