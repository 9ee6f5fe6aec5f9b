import { collectionKeys } from '@/lib/api/collections/collection-keys';

/**
 * The shifts feature's own calls sit under the shifts collection's key: a write through
 * the generic collection calls refreshes the planner, and a planner save refreshes lists.
 */
export const shiftKeys = {
  planner: (eventId: number) => [...collectionKeys.all('shifts'), 'planner', eventId] as const,
};
