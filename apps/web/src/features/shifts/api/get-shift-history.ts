import type { ShiftHistory } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { shiftKeys } from '@/features/shifts/api/shift-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `GET /api/shifts/{id}/history` (admin): who was put on, taken off, moved…, newest first. */
export function useShiftHistory(shiftId: number | null) {
  return useQuery({
    queryKey: shiftKeys.history(shiftId ?? 0),
    queryFn: async ({ signal }) =>
      unwrap<ShiftHistory>(
        await tsr.shiftHistory.shiftHistory.query({
          params: { id: shiftId as number },
          fetchOptions: { signal },
        }),
      ),
    enabled: shiftId !== null,
    // Every save writes history: read it fresh each time the dialog opens.
    staleTime: 0,
  });
}
