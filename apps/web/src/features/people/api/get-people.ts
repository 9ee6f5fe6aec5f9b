import type { Person } from '@crewcall/contract';
import {
  type CollectionListQuery,
  useCollectionList,
} from '@/lib/api/collections/get-collection-list';

/**
 * People are a collection like any other for reading: `GET /api/people/` with search,
 * limit, offset, sort and filters (`role`, `is_active`, `id`, …). Writes go through
 * `PUT /api/people` (update-people.ts), which applies people's own rules.
 */
export function usePeople(query: CollectionListQuery, options: { enabled?: boolean } = {}) {
  return useCollectionList<Person>('people', query, options);
}
