import { useQuery } from '@tanstack/react-query';
import { apiFetcher } from '@/lib/api/fetcher';
import { type AuthUserResponse, queryShellRoute, SHELL_ROUTES } from '@/lib/api/shell-api';

/** The logged-in person (`GET /api/auth/user`); the key every user-specific query sits under. */
export const authUserQueryKey = ['auth', 'user'] as const;

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
