import type { ProfileEntries, ProfileEntryWrite } from '@crewcall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { AUTH_QUERY_ROOT } from '@/lib/auth/auth-query-keys';

/** Under the session's root: a person's profile goes with the session at logout. */
export const profileEntriesKey = (personId: number) =>
  [AUTH_QUERY_ROOT, 'profileentries', personId] as const;

/**
 * `GET /api/profileentries?person=`: the fields the caller may see of that person (a
 * member: their own, user_visible ones) and the person's entries.
 */
export function useProfileEntries(personId: number) {
  return useQuery({
    queryKey: profileEntriesKey(personId),
    queryFn: async ({ signal }) =>
      unwrap<ProfileEntries>(
        await tsr.profileEntries.list.query({
          query: { person: personId },
          fetchOptions: { signal },
        }),
      ),
  });
}

/** `PUT /api/profileentries`: one person's changed entries by the entry rule; answers their profile. */
export function useSaveProfileEntries(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entries: ProfileEntryWrite[]) =>
      unwrap<ProfileEntries>(await tsr.profileEntries.save.mutate({ body: entries })),
    onSuccess: (saved) => queryClient.setQueryData(profileEntriesKey(personId), saved),
  });
}
