import type { RequestInput, RequestResults } from '@crewcall/contract';
import { useMutation } from '@tanstack/react-query';
import { useRefreshRequests } from '@/features/requests/api/request-keys';
import { tsr } from '@/lib/api/client';
import { itemErrorBody, unwrap } from '@/lib/api/collections/collection-page';

/**
 * `POST /api/requests/batch` with one request. A 400 is thrown with its errors keyed by
 * field (`event`, not `0.event`) for the sign-up form.
 */
export function useRequestShift() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: async (request: RequestInput) => {
      try {
        return unwrap<RequestResults>(
          await tsr.shifts.requestBatch.mutate({ body: [request] }),
          201,
        );
      } catch (error) {
        throw itemErrorBody(error);
      }
    },
    onSuccess: refresh,
  });
}
