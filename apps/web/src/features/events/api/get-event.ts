import type { EventRow } from '@crewcall/contract';
import { EVENT_EXPAND } from '@/features/events/api/get-day-events';
import { useCollectionItem } from '@/lib/api/collections/get-collection-item';

/** `GET /api/events/{id}/` with its location, event type and series (404: the 404 page). */
export function useEvent(id: number | null) {
  return useCollectionItem<EventRow>('events', id, { expand: EVENT_EXPAND });
}
