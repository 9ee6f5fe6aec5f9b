import type { BroadcastProgress } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** How often a broadcast being sent is asked about. */
export const PROGRESS_POLL_MS = 1500;

/** A broadcast still going out: scheduled, or sending with messages left in the queue. */
export const isUnderway = (p: BroadcastProgress | undefined) =>
  !p || p.status === 'scheduled' || p.status === 'sending';

/** `GET /api/messaging/broadcasts/{id}`, polled until it is sent or cancelled. */
export function useBroadcastProgress(id: number | null) {
  return useQuery({
    queryKey: messagingKeys.progress(id ?? 0),
    queryFn: async ({ signal }) =>
      unwrap<BroadcastProgress>(
        await tsr.messaging.progress.query({ params: { id: id ?? 0 }, fetchOptions: { signal } }),
      ),
    enabled: id !== null,
    refetchInterval: (query) => (isUnderway(query.state.data) ? PROGRESS_POLL_MS : false),
  });
}
