import type { CollectionName } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nextOrder, type Ordered } from '@/features/setup/reorder';
import type { SetupRow } from '@/features/setup/setup-screen';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { createCollectionItems } from '@/lib/api/collections/create-collection-items';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';
import { updateCollectionItems } from '@/lib/api/collections/update-collection-items';

/**
 * Saves a setup form: `PUT [{id, …}]` for an existing row, else `POST [{…}]`; a new row
 * of an ordered collection goes last (its order after the highest). Answers the saved row.
 */
export function useSaveItem(collection: CollectionName, ordered: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      item,
    }: {
      id: number | null;
      item: Record<string, unknown>;
    }): Promise<SetupRow | undefined> => {
      if (id !== null) {
        return (await updateCollectionItems<SetupRow>(collection, [{ id, ...item }])).rows[0];
      }
      let order: number | undefined;
      if (ordered) {
        const last = await queryClient.fetchQuery({
          ...collectionListQueryOptions<Ordered>(collection, { sort: '-order', limit: 1 }),
          staleTime: 0,
        });
        order = nextOrder(last.rows);
      }
      const created = await createCollectionItems<SetupRow>(collection, [
        order === undefined ? item : { ...item, order },
      ]);
      return created.rows[0];
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all(collection) }),
  });
}
