import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `POST /api/events/{id}/publish`: every unpublished shift of the event, published now. */
export function usePublishEvent(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap<{ published: number }>(
        await tsr.shifts.publishEvent.mutate({ params: { id: eventId } }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.all('shifts') }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.all('events') }),
      ]),
  });
}
