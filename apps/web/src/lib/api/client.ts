import { contract } from '@crewcall/contract';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { apiFetcher } from '@/lib/api/fetcher';

/**
 * The one API client: ts-rest hooks over TanStack Query. Features wrap each endpoint in
 * their own `api/<endpoint>.ts` file, which owns the query key.
 */
export const tsr = initTsrReactQuery(contract, {
  baseUrl: '',
  api: apiFetcher,
  validateResponse: false,
});
