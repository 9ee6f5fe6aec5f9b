import type { CollectionName } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { unwrap } from '@/lib/api/collections/collection-page';
import { refreshDashboardFor } from '@/lib/api/collections/refresh-collections';

/** `DELETE /api/{collection}/{id}/` (204); a row still in use is a 400 with non_field_errors. */
export function useDeleteCollectionItem(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await tsr.collections.remove.mutate({ params: { collection: name, id } }), 204);
    },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: collectionKeys.itemAnyExpand(name, id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.lists(name) }),
        refreshDashboardFor(queryClient, name),
      ]);
    },
  });
}
