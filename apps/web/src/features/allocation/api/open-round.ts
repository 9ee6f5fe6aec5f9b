import type { Round, RoundInput } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationKey } from '@/features/allocation/api/get-my-round';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { dashboardKey } from '@/lib/api/dashboard';

/** `POST /api/allocation/rounds` (admin): opens a round (one at a time per club). */
export function useOpenRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RoundInput) =>
      unwrap<Round>(await tsr.allocation.openRound.mutate({ body }), 201),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allocationKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKey() }),
      ]),
  });
}
