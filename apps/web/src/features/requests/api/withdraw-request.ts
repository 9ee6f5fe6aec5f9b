import { useMutation } from '@tanstack/react-query';
import { useRefreshRequests } from '@/features/requests/api/request-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `DELETE /api/requests/{id}/` (204); an actioned request is a 400 with the reason. */
export function useWithdrawRequest() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await tsr.shifts.withdrawRequest.mutate({ params: { id } }), 204);
    },
    onSuccess: refresh,
  });
}
