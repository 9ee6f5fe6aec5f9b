import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '@/lib/api/api-errors';

/** The one TanStack Query client. Errors are handled by the API fetcher, not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => error instanceof NetworkError && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** Query keys that are not about the logged-in person and survive logout. */
export const PUBLIC_QUERY_ROOTS = new Set<string>(['site']);
