import type { Broadcast, SendBroadcast } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `POST /api/messaging/send`: the broadcast, sent now or at `send_at`. */
export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendBroadcast) =>
      unwrap<{ broadcast: Broadcast }>(await tsr.messaging.send.mutate({ body }), 201).broadcast,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.outbox() }),
  });
}
