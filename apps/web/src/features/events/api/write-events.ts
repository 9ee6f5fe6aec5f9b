import type { EventRow, SeriesRow } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemErrorBody } from '@/lib/api/collections/collection-page';
import { createCollectionItems } from '@/lib/api/collections/create-collection-items';
import { useDeleteCollectionItem } from '@/lib/api/collections/delete-collection-item';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';
import { updateCollectionItems } from '@/lib/api/collections/update-collection-items';

type Rows = { events: EventRow; series: SeriesRow };
export type EventsCollection = keyof Rows;

/**
 * Events and series change each other's views (a series spans its events; a consecutive
 * series stands for them on the calendar): any write refreshes both.
 */
function useRefreshEventsAndSeries() {
  const queryClient = useQueryClient();
  return () => refreshCollections(queryClient, 'events', 'series');
}

/**
 * `POST /api/{events|series}/` (id null) or `PUT` with one item → the saved row. A 400 is
 * thrown with its field errors keyed by field (`name`, not `0.name`) for the form.
 */
export function useSaveItem<Name extends EventsCollection>(name: Name) {
  const refresh = useRefreshEventsAndSeries();
  return useMutation({
    mutationFn: async ({
      id,
      item,
    }: {
      id: number | null;
      item: Record<string, unknown>;
    }): Promise<Rows[Name]> => {
      try {
        const page =
          id === null
            ? await createCollectionItems<Rows[Name]>(name, [item])
            : await updateCollectionItems<Rows[Name]>(name, [{ id, ...item }]);
        return page.rows[0]!;
      } catch (error) {
        throw itemErrorBody(error);
      }
    },
    onSuccess: refresh,
  });
}

/** `DELETE /api/{events|series}/{id}/`; a refusal is a 400 with the reason. */
export function useDeleteItem(name: EventsCollection) {
  const refresh = useRefreshEventsAndSeries();
  const remove = useDeleteCollectionItem(name);
  return useMutation({ mutationFn: (id: number) => remove.mutateAsync(id), onSuccess: refresh });
}
