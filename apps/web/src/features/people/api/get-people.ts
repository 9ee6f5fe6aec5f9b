import type { PeopleResults, Person, Role } from '@crewcall/contract';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { applyListQueryLocally } from '@/features/people/local-list';
import { tsr } from '@/lib/api/client';
import { type CollectionPage, unwrap } from '@/lib/api/collections/collection-page';
import { cleanQuery } from '@/lib/api/collections/get-collection-list';

export const peopleKeys = {
  all: ['people'] as const,
  list: (query: Record<string, unknown>) => ['people', 'list', query] as const,
};

/** How people are searched, filtered and sorted (the collection engine's people definition). */
const PEOPLE_FIELDS = {
  id: 'number',
  name: 'text',
  email: 'text',
  phone: 'text',
  role: 'choice',
  is_active: 'boolean',
} as const;

/**
 * `GET /api/people` with the generic list parameters (search, limit, offset, sort, and
 * filters such as `role`, `is_active`, `id`) → a page of people in order. See local-list.ts
 * for what happens while the server only filters by `role`.
 */
export function peopleListQueryOptions(
  query: Record<string, string | number | boolean | undefined>,
) {
  const clean = cleanQuery(query);
  return {
    queryKey: peopleKeys.list(clean) as QueryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CollectionPage<Person>> => {
      const answer = await tsr.people.list.query({
        // The contract only names `role` so far; the other parameters pass through.
        query: clean as { role?: Role },
        fetchOptions: { signal },
      });
      const body = unwrap<PeopleResults>(answer);
      const inOrder = body.ids.map((id) => body.results.people[String(id)]).filter(Boolean);
      const related = body.results as CollectionPage<Person>['related'];
      if (body.ids.length < body.count) return { rows: inOrder, count: body.count, related };
      const local = applyListQueryLocally(inOrder, clean, {
        fields: PEOPLE_FIELDS,
        search: ['name', 'email', 'phone'],
        defaultSort: 'name',
      });
      return { ...local, related };
    },
  };
}

export function usePeople(
  query: Record<string, string | number | boolean | undefined>,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...peopleListQueryOptions(query), ...options });
}

/** People waiting for approval (role new), for the New Registrations card. */
export function usePendingPeople(enabled: boolean) {
  return usePeople({ role: 'new', limit: 'all' }, { enabled });
}
