import type { RequestRow } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';

/** How an admin answers a pending request without filling a shift. */
export type RequestAnswer =
  | { id: number; action: 'decline'; reason: string }
  | {
      id: number;
      action: 'dismiss';
    };

/**
 * `POST /api/requests/{id}/decline` (with the optional reason) or `.../dismiss` (admins).
 * Here rather than in a feature because two features offer it: the dashboard's New
 * requests card (requests) and the planner's Requests panel (shifts). Afterwards every
 * read of requests (lists), of shifts (the planner) and the dashboard (its cards) is stale.
 */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: RequestAnswer): Promise<RequestRow> =>
      answer.action === 'decline'
        ? unwrap<RequestRow>(
            await tsr.shifts.declineRequest.mutate({
              params: { id: answer.id },
              body: answer.reason.trim() ? { reason: answer.reason.trim() } : {},
            }),
          )
        : unwrap<RequestRow>(await tsr.shifts.dismissRequest.mutate({ params: { id: answer.id } })),
    onSuccess: () => refreshCollections(queryClient, 'requests', 'shifts'),
  });
}
