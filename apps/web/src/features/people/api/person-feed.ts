import type { PersonalFeed } from '@crewcall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** One person's calendar feed as an admin sees it (whether there is one, never its address). */
export const personFeedKey = (personId: number) => ['people', personId, 'calendar-feed'] as const;

/** `GET /api/calendar-feeds/people/:id` (admin). */
export function usePersonFeed(personId: number) {
  return useQuery({
    queryKey: personFeedKey(personId),
    queryFn: async ({ signal }) =>
      unwrap<PersonalFeed>(
        await tsr.calendarFeeds.personFeed.query({
          params: { id: personId },
          fetchOptions: { signal },
        }),
      ),
  });
}

/** `DELETE /api/calendar-feeds/people/:id` (admin): the feed's address stops answering. */
export function useRevokePersonFeed(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap<PersonalFeed>(
        await tsr.calendarFeeds.revokePersonFeed.mutate({ params: { id: personId } }),
      ),
    onSuccess: (feed) => queryClient.setQueryData(personFeedKey(personId), feed),
  });
}
