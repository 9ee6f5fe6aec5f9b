import type { CollectionName, CollectionResults } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import {
  type CollectionPage,
  toCollectionPage,
  unwrap,
} from '@/lib/api/collections/collection-page';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';

export type CollectionChange = { id: number } & Record<string, unknown>;

/** `PUT /api/{collection}/` with `[{id, ...changes}]`, all or nothing (e.g. a reorder). */
export async function updateCollectionItems<Row>(
  name: CollectionName,
  changes: CollectionChange[],
): Promise<CollectionPage<Row>> {
  const answer = await tsr.collections.update.mutate({
    params: { collection: name },
    body: changes,
  });
  return toCollectionPage<Row>(unwrap<CollectionResults>(answer), name);
}

export function useUpdateCollectionItems<Row>(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CollectionChange[]) => updateCollectionItems<Row>(name, changes),
    onSuccess: () => refreshCollections(queryClient, name),
  });
}
