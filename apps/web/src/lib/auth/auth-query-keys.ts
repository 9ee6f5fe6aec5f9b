/**
 * Where the logged-in person's queries sit: everything under `['auth']` is theirs and goes
 * at logout and login. A file of its own so session.ts can name it without importing the
 * query (which imports the fetcher, which imports the session).
 */
export const AUTH_QUERY_ROOT = 'auth';

/** The logged-in person (`GET /api/auth/user`). */
export const authUserQueryKey = [AUTH_QUERY_ROOT, 'user'] as const;
