import type { QuotasInput } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationKey } from '@/features/allocation/api/get-my-round';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `PUT /api/allocation/rounds/{id}/quotas` (admin): quotas and preferred roles (the CSV import). */
export function useSetQuotas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ round, body }: { round: number; body: QuotasInput }) =>
      unwrap<{ count: number }>(
        await tsr.allocation.setQuotas.mutate({ params: { id: round }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allocationKey }),
  });
}
