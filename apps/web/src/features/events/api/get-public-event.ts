import type { PublicEventPage } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/event-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/**
 * `GET /api/events/public/{id}`: one event of the public calendar with its details, no
 * login needed (an event kept off the public calendar is a 404: the 404 page). `id` null
 * asks nothing.
 */
export function usePublicEvent(id: number | null) {
  return useQuery({
    queryKey: eventKeys.publicEvent(id ?? 0),
    queryFn: async ({ signal }) =>
      unwrap<PublicEventPage>(
        await tsr.events.publicEvent.query({
          params: { id: id ?? 0 },
          fetchOptions: { signal },
        }),
      ),
    enabled: id !== null,
  });
}
