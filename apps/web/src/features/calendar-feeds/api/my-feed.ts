import type { PersonalFeed } from '@crewcall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedKeys } from '@/features/calendar-feeds/api/feed-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `GET /api/calendar-feeds/mine`: whether the member has a feed (never its address). */
export function useMyFeed() {
  return useQuery({
    queryKey: feedKeys.mine,
    queryFn: async ({ signal }) =>
      unwrap<PersonalFeed>(await tsr.calendarFeeds.mine.query({ fetchOptions: { signal } })),
  });
}

/**
 * `POST /api/calendar-feeds/mine/reset`: a new address, answered this once; the old one
 * stops working. The cached state keeps `url: null` (the server never tells it again).
 */
export function useResetMyFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap<PersonalFeed>(await tsr.calendarFeeds.resetMine.mutate({})),
    onSuccess: (feed) => queryClient.setQueryData(feedKeys.mine, { ...feed, url: null }),
  });
}
