import type { AudienceCount, AudienceQuery } from '@crewcall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/**
 * `POST /api/messaging/audience`: who the message would reach now. `query` null (an
 * audience not finished yet) asks nothing; the last count stays while the next loads.
 */
export function useAudienceCount(query: AudienceQuery | null) {
  return useQuery({
    queryKey: messagingKeys.audience(query as AudienceQuery),
    queryFn: async () =>
      unwrap<AudienceCount>(await tsr.messaging.audience.mutate({ body: query as AudienceQuery })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
