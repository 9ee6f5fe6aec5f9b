import type { AuthUser } from '@crewcall/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthUserResponse } from '@/lib/api/shell-api';
import { authUserQueryKey } from '@/lib/auth/auth-query-keys';

/**
 * Puts the person an account call answered where the whole app reads them (the session):
 * the theme, formats, email and phone change everywhere at once, without another call.
 */
export function setAuthUser(queryClient: QueryClient, user: AuthUser): void {
  queryClient.setQueryData<AuthUserResponse>(authUserQueryKey, (old) => ({
    status: 200,
    body: user,
    headers: old?.headers ?? new Headers(),
  }));
}
