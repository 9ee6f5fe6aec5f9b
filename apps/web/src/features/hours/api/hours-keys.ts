import { useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/lib/api/collections/collection-keys';

/**
 * The hours feature's reads sit under the shifts collection's key: a shift written
 * anywhere (planner, generic calls) refreshes them, and timing a shift refreshes the
 * shift cards and lists in turn.
 */
export const hoursKeys = {
  all: () => [...collectionKeys.all('shifts'), 'hours'] as const,
  recordHours: () => [...collectionKeys.all('shifts'), 'hours', 'record'] as const,
  timesheetSummary: () => [...collectionKeys.all('shifts'), 'hours', 'summary'] as const,
  timesheets: (query: Record<string, unknown>) =>
    [...collectionKeys.all('shifts'), 'hours', 'timesheets', query] as const,
  personShifts: (personId: number, query: Record<string, unknown>) =>
    [...collectionKeys.all('shifts'), 'hours', 'person', personId, query] as const,
};

/** After a shift is timed: every read of shifts (Record Hours, tables, dashboard cards). */
export function useRefreshShifts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionKeys.all('shifts') });
}
