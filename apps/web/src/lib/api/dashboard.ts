import type { Dashboard } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/**
 * The dashboard's one query. Every card reads its part of this answer, so a write that
 * changes a card (Activate, Decline, Start...) invalidates this key alone
 * (refreshCollections does it for the collections the cards show) and the dashboard
 * reads everything again in one call.
 */
export const dashboardKey = () => ['dashboard'] as const;

const dashboardQuery = {
  queryKey: dashboardKey(),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Dashboard> =>
    unwrap<Dashboard>(
      await tsr.dashboard.dashboard.query({
        query: {}, // days are the club's (its time_zone): no tz
        fetchOptions: { signal },
      }),
    ),
};

/**
 * `GET /api/dashboard` (issue 13): everything the cards need for the person's role in one
 * call. The dashboard page shows its spinner until it answers, then the cards.
 */
export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQuery, enabled });
}

/**
 * A card's part of the dashboard's answer (`select` picks it; keep it a stable function,
 * defined once outside the card). The card shares the page's query: no call of its own.
 */
export function useDashboardPart<Part>(select: (dashboard: Dashboard) => Part) {
  return useQuery({ ...dashboardQuery, select });
}
