import type { EventPage } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `GET /api/events/{id}/page`: the event's published shifts by assignment and my requests. */
export function useEventShiftsPage(eventId: number) {
  return useQuery({
    queryKey: requestKeys.eventPage(eventId),
    queryFn: async ({ signal }) =>
      unwrap<EventPage>(
        await tsr.shifts.eventPage.query({ params: { id: eventId }, fetchOptions: { signal } }),
      ),
  });
}
