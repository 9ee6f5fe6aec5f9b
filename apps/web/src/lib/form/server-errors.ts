import { errorDetail, fieldErrors, isApiErrorResponse, NetworkError } from '@/lib/api/api-errors';

/** A failed submit, split the way forms show it (spec section 5). */
export interface ServerFormErrors {
  /** First message per field the form has. */
  fields: Record<string, string>;
  /** `non_field_errors[0]`, or a message for a field the form does not show: an alert. */
  alert: string | null;
  /** `detail`: a red alert. */
  detail: string | null;
}

/**
 * Answers the API client already shows elsewhere: the network error and other failures in
 * the red banner; 403/404/429/500 on their pages. The form stays quiet about those.
 */
function handledElsewhere(status: number): boolean {
  return status !== 400 && status !== 401;
}

/**
 * Maps a thrown ts-rest answer onto a form: `{field: [msg]}` onto the form's fields (with
 * `rename` for server names that differ from the form's), `non_field_errors[0]` into the
 * alert, `detail` into the red alert.
 */
export function parseServerErrors(
  error: unknown,
  formFields: readonly string[],
  rename: Record<string, string> = {},
): ServerFormErrors {
  const result: ServerFormErrors = { fields: {}, alert: null, detail: null };
  if (error instanceof NetworkError) return result; // the banner says so
  if (!isApiErrorResponse(error)) {
    result.detail = 'Something went wrong. Please try again.';
    return result;
  }
  if (handledElsewhere(error.status)) return result;
  const detail = errorDetail(error.body);
  if (error.status === 401) {
    result.detail = detail ?? 'Unable to log in.';
    return result;
  }
  const { non_field_errors: nonField, ...byField } = fieldErrors(error.body);
  const strays: string[] = [];
  for (const [serverName, message] of Object.entries(byField)) {
    const name = rename[serverName] ?? serverName;
    if (formFields.includes(name)) result.fields[name] = message;
    else strays.push(message);
  }
  result.alert = nonField ?? strays[0] ?? null;
  if (detail) result.detail = detail;
  if (!result.alert && !result.detail && Object.keys(result.fields).length === 0) {
    result.alert = 'Please check the form and try again.';
  }
  return result;
}
