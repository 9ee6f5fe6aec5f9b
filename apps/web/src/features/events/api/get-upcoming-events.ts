import type { Dashboard, DashboardEvent } from '@crewcall/contract';
import type { ListedEvent } from '@/features/events/event-list-text';
import { useDashboardPart } from '@/lib/api/dashboard';

/**
 * The card's items out of `GET /api/dashboard`'s answer, which lists them as the card does
 * (events outside any series and series, not ended, soonest first, at most five), the
 * location by name.
 */
export function upcomingItemsFromDashboard(items: DashboardEvent[]): ListedEvent[] {
  return items.map(({ type, id, name, start, end, color, location_name, empty }) =>
    type === 'event'
      ? { type, id, name, start, end, color, location: location_name, empty }
      : { type, id, name, start, end, color },
  );
}

export const upcomingEventsPart = (dashboard: Dashboard) =>
  upcomingItemsFromDashboard(dashboard.upcoming_events);

/**
 * The Upcoming events card's items: part of the dashboard's one call. A write to events or
 * series makes the dashboard read again (refreshCollections).
 */
export function useUpcomingEvents() {
  const part = useDashboardPart(upcomingEventsPart);
  return { isPending: part.isPending, items: part.data ?? [] };
}
