import type { AddPerson, PeopleResults, Person } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';

/**
 * `POST /api/people/add` (admin): one person added by hand; answers the new person. The
 * server applies the club's email rule (no one else has it) and the phone format.
 */
export function useAddPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (person: AddPerson): Promise<Person> => {
      const answer = unwrap<PeopleResults>(
        await tsr.people.addPerson.mutate({ body: person }),
        201,
      );
      return answer.results.people[String(answer.ids[0])]!;
    },
    onSuccess: () => refreshCollections(queryClient, 'people'),
  });
}
