import { useQuery } from '@tanstack/react-query';
import { apiFetcher } from '@/lib/api/fetcher';
import { type AuthUserResponse, queryShellRoute, SHELL_ROUTES } from '@/lib/api/shell-api';
import { authUserQueryKey } from '@/lib/auth/auth-query-keys';

/** The logged-in person (`GET /api/auth/user`); its key is in auth-query-keys.ts. */
export { authUserQueryKey };

export function authUserQueryOptions(enabled: boolean) {
  return { queryKey: authUserQueryKey, enabled, staleTime: 5 * 60_000 } as const;
}

/** Loads with the first page, so it calls without the contract (see shell-api.ts). */
export function useAuthUserQuery(enabled: boolean) {
  return useQuery({
    ...authUserQueryOptions(enabled),
    queryFn: ({ signal }) =>
      queryShellRoute<AuthUserResponse>(SHELL_ROUTES.authUser, apiFetcher, signal),
  });
}
