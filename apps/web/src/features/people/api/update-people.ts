import type { PeopleResults, PersonUpdate } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';

/**
 * `PUT /api/people` with `[{id, ...changes}]`, all or nothing. Activating a pending
 * person (`is_active: true`) also makes them a user.
 */
export function useUpdatePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: PersonUpdate[]) =>
      unwrap<PeopleResults>(await tsr.people.update.mutate({ body: changes })),
    onSuccess: () => refreshCollections(queryClient, 'people'),
  });
}
