import type { EventRow } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { itemErrorBody } from '@/lib/api/collections/collection-page';
import { createCollectionItems } from '@/lib/api/collections/create-collection-items';
import { useDeleteCollectionItem } from '@/lib/api/collections/delete-collection-item';
import { updateCollectionItems } from '@/lib/api/collections/update-collection-items';

/** An event write moves its series' span and event list too: both refresh. */
function useRefreshEventsAndSeries() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectionKeys.all('events') }),
      queryClient.invalidateQueries({ queryKey: collectionKeys.all('series') }),
    ]);
}

/**
 * `POST /api/events/` (id null) or `PUT /api/events/` with one item → the saved row. A 400
 * is thrown with its field errors keyed by field (`name`, not `0.name`) for the form.
 */
export function useSaveEvent() {
  const refresh = useRefreshEventsAndSeries();
  return useMutation({
    mutationFn: async ({ id, item }: { id: number | null; item: Record<string, unknown> }) => {
      try {
        const page =
          id === null
            ? await createCollectionItems<EventRow>('events', [item])
            : await updateCollectionItems<EventRow>('events', [{ id, ...item }]);
        return page.rows[0]!;
      } catch (error) {
        throw itemErrorBody(error);
      }
    },
    onSuccess: refresh,
  });
}

/** `DELETE /api/events/{id}/`, then the calendars and series refresh. */
export function useDeleteEvent() {
  const refresh = useRefreshEventsAndSeries();
  const remove = useDeleteCollectionItem('events');
  return useMutation({ mutationFn: (id: number) => remove.mutateAsync(id), onSuccess: refresh });
}
