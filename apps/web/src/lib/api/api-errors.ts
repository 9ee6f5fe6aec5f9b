/** What a failed call looks like once it reaches a form or a page. */

export const NETWORK_ERROR_MESSAGE =
  'Network Error Connecting to Server. Please check your connection or try again later.';
export const SITE_NOT_FOUND_MESSAGE = 'Site not found. This domain has not been configured.';

/** Thrown when the server could not be reached at all. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super(NETWORK_ERROR_MESSAGE, { cause });
    this.name = 'NetworkError';
  }
}

/** A non-2xx answer, as ts-rest hands it to TanStack Query (thrown by hooks). */
export interface ApiErrorResponse {
  status: number;
  body: unknown;
}

export function isApiErrorResponse(value: unknown): value is ApiErrorResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as { status: unknown }).status === 'number' &&
    'body' in value
  );
}

/** The data of the last failed call, shown on error pages and in the banner. */
export interface ApiErrorInfo {
  status: number | null;
  method?: string;
  path?: string;
  message: string;
  detail?: string;
  code?: string;
  body?: unknown;
  /** A 429's Retry-After, in seconds. */
  retryAfterSeconds?: number;
}

function asRecord(body: unknown): Record<string, unknown> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

/** `detail` of a `{detail, code?}` body, if it has one. */
export function errorDetail(body: unknown): string | undefined {
  const detail = asRecord(body)?.detail;
  return typeof detail === 'string' && detail ? detail : undefined;
}

/** `code` of a 401 body: names the token fault. */
export function errorCode(body: unknown): string | undefined {
  const code = asRecord(body)?.code;
  return typeof code === 'string' && code ? code : undefined;
}

/** `{field: [msgs]}` of a 400 body as first messages per field. */
export function fieldErrors(body: unknown): Record<string, string> {
  const record = asRecord(body);
  const out: Record<string, string> = {};
  if (!record) return out;
  for (const [key, value] of Object.entries(record)) {
    if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
    else if (typeof value === 'string' && key !== 'detail' && key !== 'code') out[key] = value;
  }
  return out;
}
