import type { CollectionName, CollectionResults } from '@crewcall/contract';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import {
  type CollectionPage,
  toCollectionPage,
  unwrap,
} from '@/lib/api/collections/collection-page';

/** The list parameters of spec section 7: search, limit, offset, sort, expand, filters. */
export type CollectionListQuery = Record<string, string | number | boolean | undefined>;

/** Falsy filters are left out of the call (spec section 7). */
export function cleanQuery(query: CollectionListQuery): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) clean[key] = value;
  }
  return clean;
}

/** `GET /api/{collection}/` with list parameters → a page of rows in order. */
export function collectionListQueryOptions<Row>(name: CollectionName, query: CollectionListQuery) {
  const clean = cleanQuery(query);
  return {
    queryKey: collectionKeys.list(name, clean) as QueryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CollectionPage<Row>> => {
      const answer = await tsr.collections.list.query({
        params: { collection: name },
        query: clean,
        fetchOptions: { signal },
      });
      return toCollectionPage<Row>(unwrap<CollectionResults>(answer), name);
    },
  };
}

export function useCollectionList<Row>(
  name: CollectionName,
  query: CollectionListQuery,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...collectionListQueryOptions<Row>(name, query), ...options });
}
