import { DASHBOARD_NEWS_LIMIT, type Dashboard } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { newsKeys } from '@/features/news/api/news-keys';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

/** A news item as the dashboard shows it (spec section 2, News). */
export type DashboardNews = Dashboard['news'][number];

/**
 * On its own (the dashboard call failed, or the items went stale), the card reads the news
 * collection as `GET /api/dashboard` does: items on show (posted, not past show_until),
 * newest first, as many as the dashboard lists. Members only ever get the items on show;
 * `visibleOnly` keeps an admin's list to them too.
 */
const onShow = collectionListQueryOptions<DashboardNews>('news', {
  visibleOnly: 'true',
  sort: '-posted,-id',
  limit: DASHBOARD_NEWS_LIMIT,
});

/**
 * The News card's items. The dashboard's one call hands them over under this key
 * (app/dashboard/load-dashboard.ts), so the card normally makes no call of its own.
 */
export function useDashboardNews() {
  return useQuery({
    queryKey: newsKeys.dashboard(),
    queryFn: async ({ signal }): Promise<DashboardNews[]> =>
      (await onShow.queryFn({ signal })).rows.map(({ id, content, posted, show_until }) => ({
        id,
        content,
        posted,
        show_until,
      })),
  });
}
