import type { AvailabilityRow, MyAvailability } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { availabilityKeys } from '@/features/availability/api/availability-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { dayjs, ISO_DATE, toIsoDate } from '@/lib/formats';

/**
 * `GET /api/availability/mine` for the month holding `date`: every day button of that
 * month shares the one call (a month view shows at most three months' days).
 */
export function useMyMonthAvailability(date: Date) {
  const month = toIsoDate(date).slice(0, 7); // the club's month of that day
  return useQuery({
    queryKey: availabilityKeys.mine(month),
    queryFn: async ({ signal }) => {
      const first = dayjs(`${month}-01`);
      const body = unwrap<MyAvailability>(
        await tsr.availability.mine.query({
          query: {
            start: first.format(ISO_DATE),
            end: first.endOf('month').format(ISO_DATE),
          },
          fetchOptions: { signal },
        }),
      );
      return new Map<string, AvailabilityRow>(body.rows.map((row) => [row.date, row]));
    },
  });
}
