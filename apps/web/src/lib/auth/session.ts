import { callShellRoute, type RefreshResponse, SHELL_ROUTES } from '@/lib/api/shell-api';
import { AUTH_QUERY_ROOT } from '@/lib/auth/auth-query-keys';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  readStoredAccessToken,
  setTokens,
  syncTokensFromStorage,
} from '@/lib/auth/token-store';
import { setViewAsUser } from '@/lib/auth/view-role';
import { currentPath, navigateTo } from '@/lib/navigation';
import { PUBLIC_QUERY_ROOTS, queryClient } from '@/lib/query-client';
import { clearAppStorage } from '@/lib/storage';
// Registers the kiosk's keys as kept on logout before any logout can run.
import '@/lib/kiosk-device';

/** Forgets everything about the person: tokens, view switch, cached data. */
export function forgetSession(): void {
  clearAppStorage();
  clearTokens();
  setViewAsUser(false);
  void queryClient.cancelQueries();
  queryClient.removeQueries({
    predicate: (query) => !PUBLIC_QUERY_ROOTS.has(String(query.queryKey[0])),
  });
  queryClient.getMutationCache().clear();
}

/**
 * Set by a deliberate logout, cleared by the next login: while set, a page that finds
 * nobody logged in sends them to plain /hello, not `?next=` back to itself, so the next
 * person to log in on this device lands on their own dashboard, not on the page the
 * previous one left open.
 */
let loggedOutOnPurpose = false;

export function wasLoggedOutOnPurpose(): boolean {
  return loggedOutOnPurpose;
}

/**
 * Ends the session and goes to hello. `returnHere` keeps the current page as `next`, so an
 * expired session brings the person back after they log in again.
 */
export async function endSession({ returnHere = false } = {}): Promise<void> {
  loggedOutOnPurpose = !returnHere;
  const here = currentPath();
  const onHello = /^\/(hello|login|register)\b/.test(here);
  const target = returnHere && !onHello ? `/hello?next=${encodeURIComponent(here)}` : '/hello';
  await navigateTo(target, { replace: true });
  forgetSession();
}

/** refreshed: new tokens stored; rejected: the session is over; unreachable: offline. */
export type RefreshResult = 'refreshed' | 'rejected' | 'unreachable';

let refreshing: Promise<RefreshResult> | null = null;

async function exchange(staleAccess: string | null): Promise<RefreshResult> {
  // Another tab renewed the pair while this one waited: use theirs (refresh tokens rotate,
  // and a reused one would be refused).
  const stored = readStoredAccessToken();
  if (staleAccess && stored && stored !== staleAccess) {
    syncTokensFromStorage();
    return 'refreshed';
  }
  const refresh = getRefreshToken();
  if (!refresh) return 'rejected';
  try {
    // Straight to fetch, not through the app's fetcher: a failed refresh must not
    // redirect anywhere by itself.
    const res = await callShellRoute(SHELL_ROUTES.refresh, { body: { refresh } });
    if (res.status === 200) {
      setTokens((res as RefreshResponse).body);
      return 'refreshed';
    }
    return res.status === 401 || res.status === 400 ? 'rejected' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

/**
 * Trades the refresh token for a new pair (the refresh token rotates). One at a time:
 * concurrent callers in this tab share the attempt, and a Web Lock keeps tabs from
 * spending the same refresh token twice. `staleAccess` is the access token that was
 * found wanting; if storage already holds another, no call is made.
 */
export function refreshSession(
  staleAccess: string | null = getAccessToken(),
): Promise<RefreshResult> {
  if (refreshing) return refreshing;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const attempt: Promise<RefreshResult> = locks
    ? // The DOM typings do not unwrap the callback's promise; the browser does.
      (locks.request('crewcall.refresh', () =>
        exchange(staleAccess),
      ) as unknown as Promise<RefreshResult>)
    : exchange(staleAccess);
  const shared = attempt.finally(() => {
    refreshing = null;
  });
  refreshing = shared;
  return shared;
}

/** Revokes the refresh token on the server (best effort), then ends the session. */
export async function logout(): Promise<void> {
  const refresh = getRefreshToken();
  const access = getAccessToken();
  try {
    await callShellRoute(SHELL_ROUTES.logout, {
      body: refresh ? { refresh } : {},
      headers: access ? { authorization: `Bearer ${access}` } : {},
    });
  } catch {
    // Offline: the tokens are forgotten locally all the same.
  }
  await endSession();
}

/** Stores a fresh token pair after login or a password reset; the person loads next. */
export function startSession(tokens: { access: string; refresh: string }): void {
  loggedOutOnPurpose = false;
  queryClient.removeQueries({ queryKey: [AUTH_QUERY_ROOT] });
  setTokens(tokens);
}
