import { contract } from '@crewcall/contract';
import { initClient } from '@ts-rest/core';
import { apiFetcher } from '@/lib/api/fetcher';

/**
 * Plain ts-rest functions (no hooks) over the full contract, through the same fetcher as
 * `tsr`. Loaded on demand by lazy-mutation.ts, never imported statically by a page.
 */
export const api = initClient(contract, {
  baseUrl: '',
  api: apiFetcher,
  validateResponse: false,
});

export type Api = typeof api;
