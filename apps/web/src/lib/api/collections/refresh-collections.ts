import type { CollectionName } from '@crewcall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { dashboardKey } from '@/lib/api/dashboard';

/**
 * The collections whose rows the dashboard's cards show (New Registrations, the request
 * and shift cards, Record Hours, Time sheet, Upcoming events, News): a write to one of
 * them makes the dashboard's one answer stale.
 */
const SHOWN_ON_DASHBOARD: ReadonlySet<CollectionName> = new Set([
  'people',
  'requests',
  'shifts',
  'events',
  'series',
  'news',
]);

/**
 * After a write to `names`: every read of those collections is stale (lists, items and the
 * features' own reads, all under `['collections', name]`), and so is the dashboard when it
 * shows one of them. Only what is on screen reads again; the rest reads when next shown.
 */
export function refreshCollections(
  queryClient: QueryClient,
  ...names: CollectionName[]
): Promise<unknown> {
  return Promise.all([
    ...names.map((name) => queryClient.invalidateQueries({ queryKey: collectionKeys.all(name) })),
    refreshDashboardFor(queryClient, ...names),
  ]);
}

/** After a write to `names`: the dashboard is stale when one of its cards shows them. */
export async function refreshDashboardFor(
  queryClient: QueryClient,
  ...names: CollectionName[]
): Promise<void> {
  if (names.some((name) => SHOWN_ON_DASHBOARD.has(name))) {
    await queryClient.invalidateQueries({ queryKey: dashboardKey() });
  }
}
