import type { ExternalCalendars } from '@crewcall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedKeys } from '@/features/calendar-feeds/api/feed-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `GET /api/calendar-feeds/external`: the club's allowed calendars, each with hidden. */
export function useExternalCalendars(enabled = true) {
  return useQuery({
    queryKey: feedKeys.externalCalendars,
    queryFn: async ({ signal }) =>
      unwrap<ExternalCalendars>(
        await tsr.calendarFeeds.externalCalendars.query({ fetchOptions: { signal } }),
      ),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** `PUT /api/calendar-feeds/external`: the addresses the member hides, kept on the server. */
export function useSetHiddenExternalCalendars() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hidden: string[]) =>
      unwrap<ExternalCalendars>(
        await tsr.calendarFeeds.setHiddenExternalCalendars.mutate({ body: { hidden } }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(feedKeys.externalCalendars, saved),
  });
}
