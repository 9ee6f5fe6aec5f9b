import type { MarksInput } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationKey } from '@/features/allocation/api/get-my-round';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `PUT /api/allocation/rounds/{id}/marks`: the caller's want / can / can't marks. */
export function useSetMarks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ round, body }: { round: number; body: MarksInput }) =>
      unwrap<{ count: number }>(
        await tsr.allocation.setMarks.mutate({ params: { id: round }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allocationKey }),
  });
}
