import { tsr } from '@/lib/api/client';

/** The club this domain belongs to (`GET /api/organisations/current/`). */
export const currentSiteQueryOptions = {
  queryKey: ['site', 'current'] as const,
  staleTime: 5 * 60_000,
  retry: false,
} as const;

export function useCurrentSiteQuery() {
  return tsr.organisations.current.useQuery(currentSiteQueryOptions);
}
