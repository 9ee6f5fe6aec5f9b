import type { BroadcastProgress, Outbox } from '@crewcall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { tsr } from '@/lib/api/client';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { unwrap } from '@/lib/api/collections/collection-page';

/** While something is sending, the outbox is asked again this often. */
const OUTBOX_POLL_MS = 3000;

/** `GET /api/messaging/outbox`: broadcasts scheduled or sending, with their progress. */
export function useOutbox() {
  return useQuery({
    queryKey: messagingKeys.outbox(),
    queryFn: async ({ signal }) =>
      unwrap<Outbox>(await tsr.messaging.outbox.query({ fetchOptions: { signal } })),
    refetchInterval: (query) =>
      query.state.data?.broadcasts.some((b) => b.status === 'sending') ? OUTBOX_POLL_MS : false,
  });
}

/** `POST /api/messaging/broadcasts/{id}/cancel`. */
export function useCancelBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap<BroadcastProgress>(await tsr.messaging.cancel.mutate({ params: { id } })),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: messagingKeys.all() });
      queryClient.invalidateQueries({ queryKey: collectionKeys.all('messagerecords') });
    },
  });
}
