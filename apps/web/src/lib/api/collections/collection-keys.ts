import type { CollectionName } from '@crewcall/contract';

/**
 * Query keys of the generic collection calls. Everything of one collection sits under
 * `['collections', name]`, so a write invalidates that collection's lists and items at once.
 */
export const collectionKeys = {
  all: (name: CollectionName) => ['collections', name] as const,
  lists: (name: CollectionName) => ['collections', name, 'list'] as const,
  list: (name: CollectionName, query: Record<string, unknown>) =>
    ['collections', name, 'list', query] as const,
  /** One row's queries, whatever they expand. */
  itemAnyExpand: (name: CollectionName, id: number) => ['collections', name, 'item', id] as const,
  item: (name: CollectionName, id: number, expand?: string) =>
    ['collections', name, 'item', id, expand ?? ''] as const,
};
