import type { CollectionName, CollectionResults } from '@crewcall/contract';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import {
  type CollectionPage,
  toCollectionPage,
  unwrap,
} from '@/lib/api/collections/collection-page';

/** `GET /api/{collection}/{id}/` → the row (and any expanded rows); 404 shows the 404 page. */
export function collectionItemQueryOptions<Row>(name: CollectionName, id: number, expand?: string) {
  return {
    queryKey: collectionKeys.item(name, id, expand) as QueryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CollectionPage<Row>> => {
      const answer = await tsr.collections.detail.query({
        params: { collection: name, id },
        query: expand ? { expand } : {},
        fetchOptions: { signal },
      });
      return toCollectionPage<Row>(unwrap<CollectionResults>(answer), name);
    },
  };
}

export function useCollectionItem<Row>(
  name: CollectionName,
  id: number | null,
  options: { expand?: string } = {},
) {
  return useQuery({
    ...collectionItemQueryOptions<Row>(name, id ?? 0, options.expand),
    enabled: id !== null,
  });
}
