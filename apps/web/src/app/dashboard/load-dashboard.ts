import type { Dashboard, RecordHours, ShiftDashboard } from '@crewcall/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/event-keys';
import { upcomingItemsFromDashboard } from '@/features/events/api/get-upcoming-events';
import type { ListedEvent } from '@/features/events/event-list-text';
import type { TimesheetSummary } from '@/features/hours/api/get-timesheet-summary';
import { hoursKeys } from '@/features/hours/api/hours-keys';
import type { DashboardNews } from '@/features/news/api/get-dashboard-news';
import { newsKeys } from '@/features/news/api/news-keys';
import {
  newRegistrationsFromDashboard,
  newRegistrationsKey,
  type PendingPerson,
} from '@/features/people/api/get-new-registrations';
import { requestKeys } from '@/features/requests/api/request-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** The query keys of the cards shareDashboard fills. */
const sharedCardKeys = () => [
  requestKeys.dashboard(),
  hoursKeys.recordHours(),
  hoursKeys.timesheetSummary(),
  newsKeys.dashboard(),
  eventKeys.upcoming(),
  newRegistrationsKey(),
];

/**
 * Hands each card its part of the one answer, under the query key the card reads, so
 * the cards render from it without calls of their own.
 *
 * A card whose shared data is merely old does not call again when the dashboard is
 * visited later: the dashboard's own call is old too and refetches, bringing every card
 * fresh data in one call (without this, each card would call as well, one visit costing
 * up to seven calls). A card still calls for itself when it has no data (the dashboard
 * call failed) or when a write invalidated its key (after Activate, say).
 */
export function shareDashboard(queryClient: QueryClient, dashboard: Dashboard): void {
  for (const key of sharedCardKeys()) {
    queryClient.setQueryDefaults(key, { refetchOnMount: (query) => query.state.isInvalidated });
  }
  const shiftCards: ShiftDashboard = {
    new_requests: dashboard.new_requests,
    new_requests_count: dashboard.new_requests_count,
    unpublished_events: dashboard.unpublished_events,
    my_requests: dashboard.my_requests,
    upcoming_shifts: dashboard.upcoming_shifts,
  };
  queryClient.setQueryData(requestKeys.dashboard(), shiftCards);
  queryClient.setQueryData<RecordHours>(hoursKeys.recordHours(), {
    today: dashboard.today,
    shifts: dashboard.record_hours,
  });
  queryClient.setQueryData<TimesheetSummary>(hoursKeys.timesheetSummary(), dashboard.timesheet);
  queryClient.setQueryData<DashboardNews[]>(newsKeys.dashboard(), dashboard.news);
  queryClient.setQueryData<ListedEvent[]>(
    eventKeys.upcoming(),
    upcomingItemsFromDashboard(dashboard.upcoming_events),
  );
  const waiting = newRegistrationsFromDashboard(dashboard);
  if (waiting) queryClient.setQueryData<PendingPerson[]>(newRegistrationsKey(), waiting);
  // Cut at its limit: the card reads everybody waiting itself (again, if it had them).
  else void queryClient.invalidateQueries({ queryKey: newRegistrationsKey() });
}

/**
 * `GET /api/dashboard`: everything the cards need for the person's role in one call
 * (issue 13). The dashboard shows its spinner until it answers, then the cards.
 */
export function useDashboardData(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['dashboard', 'all'],
    queryFn: async ({ signal }) => {
      const dashboard = unwrap<Dashboard>(
        await tsr.dashboard.dashboard.query({
          query: {}, // days are the club's (its time_zone): no tz
          fetchOptions: { signal },
        }),
      );
      shareDashboard(queryClient, dashboard);
      return dashboard;
    },
    enabled,
  });
}
