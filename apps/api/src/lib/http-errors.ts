/**
 * Errors a service throws to answer the client in the spec's shapes:
 * 400 `{field: [msg], non_field_errors: [...]}`, otherwise `{detail, code?}`.
 */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const validationError = (fields: FieldErrors) => new HttpError(400, fields);
export const fieldError = (field: string, message: string) =>
  validationError({ [field]: [message] });
export const formError = (message: string) => validationError({ non_field_errors: [message] });

export const unauthorized = (
  detail = 'Authentication credentials were not provided.',
  code?: string,
) => new HttpError(401, code ? { detail, code } : { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const tooManyRequests = (detail = 'Request was throttled. Please try again later.') =>
  new HttpError(429, { detail });

/** 429 in the spec's shape saying when to come back, also as the reply's Retry-After. */
export function throttledFor(
  reply: { header(name: string, value: string): unknown },
  seconds: number,
) {
  const wait = Math.max(1, seconds);
  reply.header('retry-after', String(wait));
  return tooManyRequests(
    `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`,
  );
}

/** Turns zod-style issues into `{field: [messages]}`; issues without a path are form errors. */
export function issuesToFieldErrors(
  issues: { path: (string | number)[]; message: string }[],
): FieldErrors {
  // No prototype: a field named `constructor` or `hasOwnProperty` is just a key.
  const errors: FieldErrors = Object.create(null);
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}
