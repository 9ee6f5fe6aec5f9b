import type { MessagePreview, PreviewQuery } from '@crewcall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `POST /api/messaging/preview`: the message as its first recipient gets it. */
export function usePreviewMessage(query: PreviewQuery | null) {
  return useQuery({
    queryKey: messagingKeys.preview(query as PreviewQuery),
    queryFn: async () =>
      unwrap<MessagePreview>(await tsr.messaging.preview.mutate({ body: query as PreviewQuery })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
