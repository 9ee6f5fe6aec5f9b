import { tsr } from '@/lib/api/client';

/** The logged-in person (`GET /api/auth/user`); the key every user-specific query sits under. */
export const authUserQueryKey = ['auth', 'user'] as const;

export function authUserQueryOptions(enabled: boolean) {
  return { queryKey: authUserQueryKey, enabled, staleTime: 5 * 60_000 } as const;
}

export function useAuthUserQuery(enabled: boolean) {
  return tsr.auth.user.useQuery(authUserQueryOptions(enabled));
}
