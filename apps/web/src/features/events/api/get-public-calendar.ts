import type { PublicCalendar } from '@crewcall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/event-keys';
import type { FetchRange } from '@/features/events/calendar/fetch-range';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `GET /api/events/public?start&end`: the club's public calendar, no login needed. */
export function usePublicCalendar(range: FetchRange, enabled = true) {
  return useQuery({
    queryKey: eventKeys.publicCalendar(range),
    queryFn: async ({ signal }) =>
      unwrap<PublicCalendar>(
        await tsr.events.publicCalendar.query({ query: range, fetchOptions: { signal } }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
