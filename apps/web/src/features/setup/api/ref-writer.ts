import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { normaliseName } from '@/components/model-selector/selector-options';
import type { RefWriter } from '@/features/setup/pending-refs';
import { tsr } from '@/lib/api/client';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { unwrap } from '@/lib/api/collections/collection-page';
import { createCollectionItems } from '@/lib/api/collections/create-collection-items';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

type Named = { id: number; name?: unknown };

/** The API calls behind createNewRefs: find by exact name, create `[{name}]`, delete. */
export function useRefWriter(): RefWriter {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      find: async (model, name) => {
        const found = await queryClient.fetchQuery({
          ...collectionListQueryOptions<Named>(model, { search: name, limit: 50 }),
          staleTime: 0,
        });
        const wanted = normaliseName(name).toLowerCase();
        const row = found.rows.find(
          (r) => typeof r.name === 'string' && normaliseName(r.name).toLowerCase() === wanted,
        );
        return row?.id ?? null;
      },
      create: async (model, name) => {
        const created = await createCollectionItems<Named>(model, [{ name }]);
        await queryClient.invalidateQueries({ queryKey: collectionKeys.all(model) });
        const row = created.rows[0];
        if (!row) throw new Error(`${model}: nothing created`);
        return row.id;
      },
      remove: async (model, id) => {
        unwrap(await tsr.collections.remove.mutate({ params: { collection: model, id } }), 204);
        await queryClient.invalidateQueries({ queryKey: collectionKeys.all(model) });
      },
    }),
    [queryClient],
  );
}
