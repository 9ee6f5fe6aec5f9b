import type { Round } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationKey } from '@/features/allocation/api/get-my-round';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `POST /api/allocation/rounds/{id}/close` (admin): the round ends; the next may open. */
export function useCloseRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (round: number) =>
      unwrap<Round>(await tsr.allocation.closeRound.mutate({ params: { id: round } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allocationKey }),
  });
}
