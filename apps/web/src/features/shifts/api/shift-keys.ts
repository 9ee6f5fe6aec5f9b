import { useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';

/**
 * The shifts feature's own calls sit under the shifts collection's key: a write through
 * the generic collection calls refreshes the planner, and a planner save refreshes lists.
 */
export const shiftKeys = {
  planner: (eventId: number) => [...collectionKeys.all('shifts'), 'planner', eventId] as const,
  history: (shiftId: number) => [...collectionKeys.all('shifts'), 'history', shiftId] as const,
  waitingList: (shiftId: number) => [...collectionKeys.all('shifts'), 'waitlist', shiftId] as const,
};

/**
 * After shifts are written or published: shifts, events (their empty counts) and the
 * reads kept under requests (the event page, actioned requests) and the dashboard (its
 * Unpublished and request cards) are all stale.
 */
export function useRefreshAfterShiftWrite() {
  const queryClient = useQueryClient();
  return () => refreshCollections(queryClient, 'shifts', 'events', 'requests');
}
