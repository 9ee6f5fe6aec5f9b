import type { CollectionName } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Ordered, reorderChanges } from '@/features/setup/reorder';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';
import { updateCollectionItems } from '@/lib/api/collections/update-collection-items';

/**
 * Moves a row one place up or down: reads the whole list in its order (the collection's
 * default sort: order, then name), then sends `PUT [{id, order}, …]` for the rows whose
 * position changed, in one all-or-nothing call.
 */
export function useReorderItems(collection: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, direction }: { id: number; direction: 'up' | 'down' }) => {
      const all = await queryClient.fetchQuery({
        ...collectionListQueryOptions<Ordered>(collection, { limit: 'all' }),
        staleTime: 0,
      });
      const changes = reorderChanges(all.rows, id, direction);
      if (changes.length) await updateCollectionItems(collection, changes);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all(collection) }),
  });
}
