import type { AppRoute, AuthLevel, ParamKind } from '@/app/route-types';
import type { SessionStatus } from '@/lib/auth/use-session';

export interface AccessInput {
  auth: AuthLevel;
  guestOnly?: boolean;
  status: SessionStatus;
  /** The role the interface uses (after Switch to User). */
  role?: 'new' | 'user' | 'admin';
}

/**
 * allow: show the page; login: go to hello and come back; forbidden: the 403 page;
 * home: a logged-in person opened hello/login/register; wait: the person is loading;
 * error: the person could not be loaded.
 */
export type AccessDecision = 'allow' | 'login' | 'forbidden' | 'home' | 'wait' | 'error';

export function decideAccess({ auth, guestOnly, status, role }: AccessInput): AccessDecision {
  if (auth === 'none') {
    if (!guestOnly) return 'allow';
    if (status === 'authenticated') return 'home';
    return status === 'loading' ? 'wait' : 'allow';
  }
  if (status === 'anonymous') return 'login';
  if (status === 'loading') return 'wait';
  if (status === 'error') return 'error';
  if (auth === 'admin' && role !== 'admin') return 'forbidden';
  return 'allow';
}

const PARAM_PATTERNS: Record<ParamKind, RegExp> = {
  pk: /^\d+$/,
  date: /^\d[\d-]*$/,
  token: /^[^/]+$/,
};

/** Whether the params of a matched route look as the route says (else: the 404 page). */
export function paramsAreValid(
  kinds: AppRoute['params'],
  params: Record<string, string | undefined>,
): boolean {
  if (!kinds) return true;
  return Object.entries(kinds).every(([name, kind]) => {
    const value = params[name];
    // Optional params (`:pk?`) may be absent; present ones must match.
    return value === undefined || PARAM_PATTERNS[kind].test(value);
  });
}
