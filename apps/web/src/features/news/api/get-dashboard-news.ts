import type { Dashboard } from '@crewcall/contract';
import { useDashboardPart } from '@/lib/api/dashboard';

/** A news item as the dashboard shows it (spec section 2, News). */
export type DashboardNews = Dashboard['news'][number];

export const newsPart = (dashboard: Dashboard): DashboardNews[] => dashboard.news;

/**
 * The News card's items: those on show (posted, not past show_until), newest first, as
 * many as DASHBOARD_NEWS_LIMIT; part of the dashboard's one call. A write to news (the
 * admins' news screen) makes the dashboard read again (refreshCollections).
 */
export function useDashboardNews() {
  return useDashboardPart(newsPart);
}
