import type { CollectionName, CollectionResults } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import {
  type CollectionPage,
  toCollectionPage,
  unwrap,
} from '@/lib/api/collections/collection-page';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';

/** `POST /api/{collection}/` with an array (all or nothing) → the created rows (201). */
export async function createCollectionItems<Row>(
  name: CollectionName,
  items: Record<string, unknown>[],
): Promise<CollectionPage<Row>> {
  const answer = await tsr.collections.create.mutate({
    params: { collection: name },
    body: items,
  });
  return toCollectionPage<Row>(unwrap<CollectionResults>(answer, 201), name);
}

export function useCreateCollectionItems<Row>(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: Record<string, unknown>[]) => createCollectionItems<Row>(name, items),
    onSuccess: () => refreshCollections(queryClient, name),
  });
}
