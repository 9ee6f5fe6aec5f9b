import { useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';

/**
 * The requests feature's reads sit under the requests collection's key, so a request
 * written anywhere through the generic calls refreshes them too.
 */
export const requestKeys = {
  eventPage: (eventId: number) =>
    [...collectionKeys.all('requests'), 'event-page', eventId] as const,
  seriesRequests: (seriesId: number, personId: number) =>
    [...collectionKeys.all('requests'), 'series', seriesId, personId] as const,
};

/**
 * After a request is made or withdrawn: every read of requests (event page, series
 * button, lists), of shifts (the planner shows requests beside them) and the dashboard.
 */
export function useRefreshRequests() {
  const queryClient = useQueryClient();
  return () => refreshCollections(queryClient, 'requests', 'shifts');
}
