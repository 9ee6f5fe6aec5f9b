import { errorCode, errorDetail } from '@/lib/api/api-errors';

/**
 * What the client does with an answer (spec section 8). Pure, so it is unit-tested:
 * - 400, and 401 without a code (a wrong password), belong to the form that sent them;
 * - 413 and 415 naming a field (an upload too large, or not a picture) belong to it too;
 * - 401 with a code while logged in: the session is over, log out;
 * - 403/404/500: the matching error page;
 * - 404 on organisations/current: this domain is not a club (full-page message);
 * - 404 on emailsettings/{uid}: the email-settings page says the link is not valid itself;
 * - 404, 409 and 410 on duty-links/{token}: the duty link's page says why it does not work;
 *   409 and 410 on shifts/{id}/confirm: the Confirm button says it;
 * - 429: the detail message, then the 429 page (the phone dialog's code requests: the form);
 * - anything else that failed: the red banner.
 */
export type ApiAction =
  | { type: 'none' }
  | { type: 'form' }
  | { type: 'logout' }
  | { type: 'page'; page: '/403' | '/404' | '/500' }
  | { type: 'throttled'; detail: string }
  | { type: 'site-not-found' }
  | { type: 'banner'; message: string };

export interface ClassifyInput {
  status: number;
  body: unknown;
  /** Request path, e.g. `/api/organisations/current/`. */
  path: string;
  /** Whether the request carried an access token. */
  authenticated: boolean;
}

export const THROTTLED_FALLBACK = 'You have made too many requests in a short space of time.';

const SITE_PATH = /\/api\/organisations\/current\/?(\?.*)?$/;

/** A link from a mail that no longer works deserves more help than the generic 404 page. */
const OWN_NOT_FOUND_PATH =
  /\/api\/(emailsettings\/[^/?]*|offers\/link\/[^/?]*(\/accept)?)\/?(\?.*)?$/;
/** An offer someone else took first (409): the offer's screen says so, in place. */
const OWN_CONFLICT_PATH = /\/api\/offers\//;

/** A duty's link (or Confirm) that no longer works: its page (or button) says why, in place. */
const DUTY_LINK_PATH = /\/api\/duty-links\/[^?]*(\?.*)?$/;
const DUTY_CONFIRM_PATH = /\/api\/shifts\/\d+\/confirm\/?(\?.*)?$/;
const dutyAnswersItself = (status: number, path: string) =>
  ((status === 404 || status === 409 || status === 410) && DUTY_LINK_PATH.test(path)) ||
  ((status === 409 || status === 410) && DUTY_CONFIRM_PATH.test(path));

/** Another phone code asked for too soon: the phone dialog says when, in place. */
const OWN_THROTTLE_PATH = /\/api\/people\/phone_change_self\/?(\?.*)?$/;

export function isSitePath(path: string): boolean {
  return SITE_PATH.test(path);
}

export function genericErrorMessage(status: number, body: unknown): string {
  const detail = errorDetail(body);
  return detail
    ? `The server could not complete the request (error ${status}): ${detail}`
    : `The server could not complete the request (error ${status}). Please try again.`;
}

export function classifyApiResponse({
  status,
  body,
  path,
  authenticated,
}: ClassifyInput): ApiAction {
  if (status < 400) return { type: 'none' };
  if (status === 404 && isSitePath(path)) return { type: 'site-not-found' };
  if (status === 404 && OWN_NOT_FOUND_PATH.test(path)) return { type: 'form' };
  if (dutyAnswersItself(status, path)) return { type: 'form' };
  if (status === 429 && OWN_THROTTLE_PATH.test(path)) return { type: 'form' };
  if (status === 409 && OWN_CONFLICT_PATH.test(path)) return { type: 'form' };
  switch (status) {
    case 400:
      return { type: 'form' };
    case 401:
      return errorCode(body) && authenticated ? { type: 'logout' } : { type: 'form' };
    case 403:
      return { type: 'page', page: '/403' };
    case 404:
      return { type: 'page', page: '/404' };
    case 413:
    case 415:
      // An upload refused on its file field: the picture field says why.
      return errorDetail(body)
        ? { type: 'banner', message: genericErrorMessage(status, body) }
        : { type: 'form' };
    case 429:
      return { type: 'throttled', detail: errorDetail(body) ?? THROTTLED_FALLBACK };
    case 500:
      return { type: 'page', page: '/500' };
    default:
      return { type: 'banner', message: genericErrorMessage(status, body) };
  }
}
