import type { AvailabilityDay, AvailabilityGrid } from '@crewcall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { availabilityKeys } from '@/features/availability/api/availability-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { dayjs, ISO_DATE } from '@/lib/formats';

/** `GET /api/availability/grid`: members × the days of a month (admin), by person role. */
export function useAvailabilityGrid(month: string, role: 'admin' | 'user' | null) {
  const first = dayjs(`${month}-01`);
  const query = {
    start: first.format(ISO_DATE),
    end: first.endOf('month').format(ISO_DATE),
    ...(role ? { role } : {}),
  };
  return useQuery({
    queryKey: availabilityKeys.grid(query),
    queryFn: async ({ signal }) =>
      unwrap<AvailabilityGrid>(
        await tsr.availability.grid.query({ query, fetchOptions: { signal } }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/availability/day/{date}`: who is available, only if required, unavailable. */
export function useAvailabilityDay(date: string) {
  return useQuery({
    queryKey: availabilityKeys.day(date),
    queryFn: async ({ signal }) =>
      unwrap<AvailabilityDay>(
        await tsr.availability.day.query({
          params: { date },
          query: {}, // days are the club's (its time_zone): no tz
          fetchOptions: { signal },
        }),
      ),
  });
}
