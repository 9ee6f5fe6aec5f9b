import { useQuery } from '@tanstack/react-query';
import { apiFetcher } from '@/lib/api/fetcher';
import { type CurrentSiteResponse, queryShellRoute, SHELL_ROUTES } from '@/lib/api/shell-api';

/** The club this domain belongs to (`GET /api/organisations/current/`). */
export const currentSiteQueryOptions = {
  queryKey: ['site', 'current'] as const,
  staleTime: 5 * 60_000,
  retry: false,
} as const;

/** Loads with the first page, so it calls without the contract (see shell-api.ts). */
export function useCurrentSiteQuery() {
  return useQuery({
    ...currentSiteQueryOptions,
    queryFn: ({ signal }) =>
      queryShellRoute<CurrentSiteResponse>(SHELL_ROUTES.currentSite, apiFetcher, signal),
  });
}
