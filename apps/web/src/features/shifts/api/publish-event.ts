import { useMutation } from '@tanstack/react-query';
import { useRefreshAfterShiftWrite } from '@/features/shifts/api/shift-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `POST /api/events/{id}/publish`: every unpublished shift of the event, published now. */
export function usePublishEvent(eventId: number) {
  const refresh = useRefreshAfterShiftWrite();
  return useMutation({
    mutationFn: async () =>
      unwrap<{ published: number }>(
        await tsr.shifts.publishEvent.mutate({ params: { id: eventId } }),
      ),
    onSuccess: refresh,
  });
}
