import type { ApiFetcherArgs } from '@ts-rest/core';

/** An answer as ts-rest hands it on: status, parsed body, headers. */
export interface FetchedResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

type FetchArgs = Pick<ApiFetcherArgs, 'path' | 'method' | 'headers' | 'body' | 'fetchOptions'>;

/**
 * What ts-rest's default fetcher (`tsRestFetchApi`) does, without importing it:
 * `@ts-rest/core` builds a zod schema when it loads, which would bring zod into the first
 * page. JSON answers are parsed, text stays text, anything else is a Blob. (Answers are
 * never validated on the client: every client here sets `validateResponse: false`.)
 */
export async function fetchApi({
  path,
  method,
  headers,
  body,
  fetchOptions,
}: FetchArgs): Promise<FetchedResponse> {
  const result = await fetch(path, { ...fetchOptions, method, headers, body });
  const contentType = result.headers.get('content-type');
  if (contentType?.includes('application/') && contentType.includes('json')) {
    return { status: result.status, body: await result.json(), headers: result.headers };
  }
  if (contentType?.includes('text/')) {
    return { status: result.status, body: await result.text(), headers: result.headers };
  }
  return { status: result.status, body: await result.blob(), headers: result.headers };
}
