import { errorDetail, fieldErrors, isApiErrorResponse, NetworkError } from '@/lib/api/api-errors';

/**
 * What the picture field says when an upload or a removal failed: the server's message on
 * the file field (413: too large, 415: not a picture, 400: no file), else a plain
 * sentence (a network failure or a 500 is also shown by the banner or an error page).
 */
export function pictureErrorMessage(error: unknown, noun: string): string {
  const fallback = `The ${noun} was not saved. Please try again.`;
  if (error instanceof NetworkError || !isApiErrorResponse(error)) return fallback;
  if (![400, 413, 415].includes(error.status)) return fallback;
  const fields = fieldErrors(error.body);
  return fields.file ?? fields.non_field_errors ?? errorDetail(error.body) ?? fallback;
}
