import { notifications } from '@mantine/notifications';
import type { ApiFetcher, ApiFetcherArgs } from '@ts-rest/core';
import { bannerError, clearBannerError, lastPageError } from '@/lib/api/api-error-store';
import {
  type ApiErrorInfo,
  errorCode,
  errorDetail,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
} from '@/lib/api/api-errors';
import { type ApiAction, classifyApiResponse } from '@/lib/api/classify-api-response';
import { fetchApi } from '@/lib/api/fetch-api';
import { endSession, refreshSession } from '@/lib/auth/session';
import { getAccessToken, getRefreshToken } from '@/lib/auth/token-store';
import { navigateTo } from '@/lib/navigation';

type Sent = { res: Awaited<ReturnType<ApiFetcher>>; token: string | null };

async function send(args: ApiFetcherArgs): Promise<Sent> {
  const token = getAccessToken();
  const headers = { ...args.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return { res: await fetchApi({ ...args, headers }), token };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    bannerError.set({
      status: null,
      method: args.method,
      path: args.path,
      message: NETWORK_ERROR_MESSAGE,
    });
    throw new NetworkError(error);
  }
}

function describe(
  args: ApiFetcherArgs,
  status: number,
  body: unknown,
  message: string,
): ApiErrorInfo {
  return {
    status,
    method: args.method,
    path: args.path,
    message,
    detail: errorDetail(body),
    code: errorCode(body),
    body,
  };
}

function act(
  action: ApiAction,
  args: ApiFetcherArgs,
  { status, body, headers }: Sent['res'],
): void {
  switch (action.type) {
    case 'logout':
      // An expired or unknown session brings the person back here after the next login;
      // a revoked one (logged out everywhere, password changed) was ended on purpose.
      void endSession({ returnHere: errorCode(body) !== 'token_revoked' });
      return;
    case 'page': {
      const info = describe(args, status, body, `Error ${status}`);
      lastPageError.set(info);
      void navigateTo(action.page, { state: { apiError: info } });
      return;
    }
    case 'throttled': {
      // The words about the wait load with the 429 page, not with every screen.
      void import('@/lib/api/retry-after').then(({ retryAfterSeconds, throttledSentence }) => {
        const seconds = retryAfterSeconds(headers.get('retry-after'), action.detail);
        const message = throttledSentence(seconds);
        const info = { ...describe(args, status, body, message), retryAfterSeconds: seconds };
        lastPageError.set(info);
        notifications.show({ color: 'red', title: 'Request Throttled', message });
        void navigateTo('/429', { state: { apiError: info } });
      });
      return;
    }
    case 'banner':
      bannerError.set(describe(args, status, body, action.message));
      return;
    default:
      // 'form', 'none', 'site-not-found': the caller reads the answer itself.
      return;
  }
}

/**
 * The session calls themselves: a refresh cannot rescue them (login and logout send no
 * access token that matters, and refreshing a refresh would loop).
 */
const SESSION_CALL = /\/api\/auth\/(login|refresh|logout)\/?(\?.*)?$/;

/**
 * Whether a 401 says the access token merely expired and a refresh may rescue the call.
 * Every other call qualifies, `auth/user` included: it is the first call after the app
 * opens, so it is the one that finds a token that expired while the tab was closed.
 */
function mayRefresh(sent: Sent, args: ApiFetcherArgs): boolean {
  return (
    sent.res.status === 401 &&
    Boolean(sent.token) &&
    errorCode(sent.res.body) === 'token_expired' &&
    Boolean(getRefreshToken()) &&
    !SESSION_CALL.test(args.path)
  );
}

/**
 * Every call of the app goes through here: the error state is cleared first, the bearer
 * token added, an expired access token refreshed once, and failures mapped to pages,
 * banner or logout (see classifyApiResponse). The answer is returned as ts-rest expects,
 * so forms still read 400 bodies themselves.
 */
export const apiFetcher: ApiFetcher = async (args) => {
  clearBannerError();
  let sent = await send(args);
  if (mayRefresh(sent, args)) {
    const refreshed = await refreshSession(sent.token);
    if (refreshed === 'refreshed') sent = await send(args);
    else if (refreshed === 'unreachable') {
      // Offline is not logged out: keep the session and say why the call failed.
      bannerError.set({
        status: null,
        method: args.method,
        path: args.path,
        message: NETWORK_ERROR_MESSAGE,
      });
      return sent.res;
    }
  }
  const { status, body } = sent.res;
  act(
    classifyApiResponse({ status, body, path: args.path, authenticated: Boolean(sent.token) }),
    args,
    sent.res,
  );
  return sent.res;
};
