import type { AuthUser, Site, TokenPair } from '@crewcall/contract';
import type { ApiFetcherArgs, AppRoute } from '@ts-rest/core';
import { type FetchedResponse, fetchApi } from '@/lib/api/fetch-api';

/**
 * The calls the shell makes before any screen loads (the club of this domain, who is
 * logged in, token refresh, logout), without the contract at run time: the contract
 * brings every schema and zod, which load with the screens that use them, not with the
 * first page. shell-api.test.ts keeps these methods and paths in step with the contract.
 */
export const SHELL_ROUTES = {
  currentSite: { method: 'GET', path: '/api/organisations/current/' },
  authUser: { method: 'GET', path: '/api/auth/user' },
  refresh: { method: 'POST', path: '/api/auth/refresh' },
  logout: { method: 'POST', path: '/api/auth/logout' },
} as const;

export type ShellRoute = (typeof SHELL_ROUTES)[keyof typeof SHELL_ROUTES];

/** A 2xx answer with its body's type. */
export interface ShellResponse<Status extends number, Body> extends FetchedResponse {
  status: Status;
  body: Body;
}

export type CurrentSiteResponse = ShellResponse<200, Site>;
export type AuthUserResponse = ShellResponse<200, AuthUser>;
export type RefreshResponse = ShellResponse<200, TokenPair>;

type Fetcher = (args: ApiFetcherArgs) => Promise<FetchedResponse>;

interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The arguments ts-rest would hand a fetcher for this call (JSON body, if any). */
export function fetcherArgs(route: ShellRoute, { body, headers, signal }: CallOptions = {}) {
  const json = body !== undefined && body !== null;
  return {
    // The fetchers read path and method; `route` is there for ts-rest's argument type.
    route: { ...route, responses: {} } as unknown as AppRoute,
    path: route.path,
    method: route.method,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(body) : undefined,
    rawBody: body,
    rawQuery: undefined,
    contentType: json ? ('application/json' as const) : undefined,
    validateResponse: false,
    fetchOptions: signal ? { signal } : {},
  } satisfies ApiFetcherArgs;
}

/** One call through `fetcher`; any answer (2xx or not) is returned. */
export function callShellRoute(
  route: ShellRoute,
  options: CallOptions = {},
  fetcher: Fetcher = fetchApi,
): Promise<FetchedResponse> {
  return fetcher(fetcherArgs(route, options));
}

/**
 * A query function as ts-rest's useQuery builds it: a non-2xx answer is thrown (so
 * TanStack Query sees an error carrying status and body), a 2xx one is the data.
 */
export async function queryShellRoute<Response extends FetchedResponse>(
  route: ShellRoute,
  fetcher: Fetcher,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await callShellRoute(route, { signal }, fetcher);
  if (response.status < 200 || response.status >= 300) throw response;
  return response as Response;
}
