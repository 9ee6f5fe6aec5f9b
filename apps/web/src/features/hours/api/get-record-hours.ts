import type { RecordHours } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { hoursKeys } from '@/features/hours/api/hours-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/**
 * `GET /api/hours/record?tz=`: the person's shifts that start or end today, or ended
 * without an actual end (spec section 4), for the Record Hours card.
 */
export function useRecordHours() {
  return useQuery({
    queryKey: hoursKeys.recordHours(),
    queryFn: async ({ signal }) =>
      unwrap<RecordHours>(
        await tsr.hours.recordHours.query({
          query: {}, // days are the club's (its time_zone): no tz
          fetchOptions: { signal },
        }),
      ),
  });
}
