import { useQuery } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';

/**
 * `PUT /api/password_reset/check {token}` → 200 `{email, purpose, use_existing_password}`
 * or 400 `{token: [msg]}`. A PUT
 * that only reads, so it runs as a query: once per token, never retried or cached.
 */
export function passwordResetCheckQueryOptions(token: string) {
  return {
    queryKey: ['password-reset', 'check', token] as const,
    queryFn: () => tsr.auth.passwordResetCheck.mutate({ body: { token } }),
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  };
}

export function usePasswordResetCheck(token: string) {
  return useQuery(passwordResetCheckQueryOptions(token));
}
