import { useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';

/**
 * The hours feature's reads sit under the shifts collection's key: a shift written
 * anywhere (planner, generic calls) refreshes them, and timing a shift refreshes the
 * lists (and the dashboard) in turn.
 */
export const hoursKeys = {
  all: () => [...collectionKeys.all('shifts'), 'hours'] as const,
  timesheets: (query: Record<string, unknown>) =>
    [...collectionKeys.all('shifts'), 'hours', 'timesheets', query] as const,
  personShifts: (personId: number, query: Record<string, unknown>) =>
    [...collectionKeys.all('shifts'), 'hours', 'person', personId, query] as const,
};

/** After a shift is timed: every read of shifts (tables, the planner) and the dashboard. */
export function useRefreshShifts() {
  const queryClient = useQueryClient();
  return () => refreshCollections(queryClient, 'shifts');
}
