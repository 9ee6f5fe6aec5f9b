import type { WaitingList } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { shiftKeys } from '@/features/shifts/api/shift-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `GET /api/shifts/{id}/waitlist` (admin): the members waiting for a full shift, in order. */
export function useWaitingList(shiftId: number | null) {
  return useQuery({
    queryKey: shiftKeys.waitingList(shiftId ?? 0),
    queryFn: async ({ signal }) =>
      unwrap<WaitingList>(
        await tsr.offers.waitingList.query({
          params: { id: shiftId as number },
          fetchOptions: { signal },
        }),
      ),
    enabled: shiftId !== null,
    staleTime: 0,
  });
}
