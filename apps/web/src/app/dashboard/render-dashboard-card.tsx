import type { Dashboard } from '@crewcall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { dashboardKey } from '@/lib/api/dashboard';
import { clearTokens, setTokens } from '@/lib/auth/token-store';
import { setViewAsUser } from '@/lib/auth/view-role';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixture';
import { type ApiRoutes, renderWithApi } from '@/test/render-with-api';

/** For tests of dashboard cards: a logged-in caller in each test, everything undone after. */
export function signInForEachTest() {
  beforeEach(() => setTokens({ access: 'a', refresh: 'r' }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setViewAsUser(false);
    clearTokens();
  });
}

/**
 * For tests: renders a dashboard card as the dashboard does. With `shared`, the answer of
 * `GET /api/dashboard` (every other card empty) is in the dashboard's query before the
 * card mounts, as the page leaves it (`sharedMsAgo` earlier; `invalidated` by a write
 * since), and a later `GET /api/dashboard` answers the same unless `routes` say otherwise;
 * without it, the card's part comes from `routes`. The caller is `role`; our API answers
 * from `routes` and records `calls` (renderWithApi); `urls()` lists them as
 * `METHOD /api/path?query`.
 */
export function renderDashboardCard(
  ui: ReactNode,
  {
    role,
    shared,
    sharedMsAgo = 0,
    invalidated = false,
    routes = {},
  }: {
    role: 'admin' | 'user';
    shared?: Partial<Dashboard>;
    /** How long before the card mounts the answer was handed over (a later visit). */
    sharedMsAgo?: number;
    /** A write invalidated every key since (invalidateQueries, as the app's writes do). */
    invalidated?: boolean;
    routes?: ApiRoutes;
  },
) {
  const me = { id: 7, name: 'Ann Lee', email: 'ann@example.org', role, settings: {} };
  // The app's defaults (shared data stays fresh for a while, so the card does not call
  // again), in place of renderWithApi's own client: the answer is handed to this one.
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  const answer = shared && { ...EMPTY_DASHBOARD, role, ...shared };
  if (answer) client.setQueryData<Dashboard>(dashboardKey(), answer);
  if (sharedMsAgo > 0) {
    for (const query of client.getQueryCache().getAll()) {
      query.setState({ dataUpdatedAt: Date.now() - sharedMsAgo });
    }
  }
  if (invalidated) void client.invalidateQueries();
  const view = renderWithApi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, {
    'GET /api/auth/user': () => ({ status: 200, body: me }),
    ...(answer && { 'GET /api/dashboard': () => ({ status: 200, body: answer }) }),
    ...routes,
  });
  const fetched = globalThis.fetch as Mock<typeof fetch>;
  const urls = () =>
    fetched.mock.calls.map(([input, init]) => {
      const url = new URL(String(input), 'http://club.test');
      return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    });
  /** The calls whose path starts with one of `prefixes`. */
  const callsTo = (...prefixes: string[]) =>
    urls().filter((call) => prefixes.some((prefix) => call.split(' ')[1]!.startsWith(prefix)));
  return { ...view, urls, callsTo };
}
