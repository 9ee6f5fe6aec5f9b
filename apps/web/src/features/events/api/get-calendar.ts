import type { CalendarResults } from '@crewcall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/event-keys';
import type { FetchRange } from '@/features/events/calendar/fetch-range';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/**
 * `GET /api/events/calendar?start&end`: everything overlapping the range in one call
 * (events, and consecutive series as one entry). The previous range stays on screen while
 * the next loads, so paging months does not flash an empty grid.
 */
export function useCalendar(range: FetchRange, enabled = true) {
  return useQuery({
    queryKey: eventKeys.calendar(range),
    queryFn: async ({ signal }) =>
      unwrap<CalendarResults>(
        await tsr.events.calendar.query({ query: range, fetchOptions: { signal } }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
