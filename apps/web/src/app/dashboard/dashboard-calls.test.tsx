// @vitest-environment jsdom
import type { Dashboard, Site } from '@crewcall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { Mock } from 'vitest';
import { describe, expect, it, vi } from 'vitest';
import DashboardPage from '@/app/dashboard/dashboard-page';
import { signInForEachTest } from '@/app/dashboard/render-dashboard-card';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { SiteContext } from '@/lib/site/site-context';
import { dashboardRequest, EMPTY_DASHBOARD } from '@/test/dashboard-fixture';
import { renderWithApi } from '@/test/render-with-api';

signInForEachTest();

const site = {
  name: 'Harbour Club',
  mediaRoot: 'https://harbour.test/media/',
  sms_enabled: true,
  feature_timesheets: true,
} as Site;
const later = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const request = dashboardRequest(1);
const full: Dashboard = {
  ...EMPTY_DASHBOARD,
  role: 'admin',
  features: { timesheets: true, sms: true },
  verify_phone: true,
  new_people: [
    { id: 3, name: 'Nina', email: 'nina@example.org', avatar: null, created: later(-2) },
  ],
  new_requests: [request],
  new_requests_count: 1,
  unpublished_events: [{ id: 5, name: 'Regatta', start: later(30), unpublished: 2 }],
  my_requests: [{ ...request, id: 2 }],
  upcoming_shifts: [
    {
      id: 9,
      event: 5,
      event_name: 'Regatta',
      start: later(30),
      end: later(33),
      role_name: null,
      assignment_name: null,
      location_name: null,
    },
  ],
  timesheet: { month_hours: 1, year_hours: 2, untimed: 0 },
  upcoming_events: [
    {
      type: 'event',
      id: 5,
      name: 'Regatta',
      start: later(30),
      end: later(33),
      color: '',
      location_name: null,
      empty: 0,
    },
  ],
  record_hours: [],
  news: [{ id: 1, content: 'Hello', posted: later(-3), show_until: null }],
};
const CARDS = [
  'new-registrations-card',
  'new-requests-card',
  'unpublished-card',
  'timesheet-card',
  'upcoming-shifts-card',
  'upcoming-events-card',
  'pending-requests-card',
  'record-hours-card',
  'news-card',
];

/** The dashboard page as an admin of a club with SMS and timesheets on: every card applies. */
function renderDashboard(client: QueryClient) {
  const me = {
    id: 7,
    name: 'Ann Lee',
    email: 'ann@example.org',
    role: 'admin',
    settings: {},
    sms_verified: false,
  };
  const ok = (body: unknown) => () => ({ status: 200, body });
  const list = ok({ count: 0, ids: [], results: {} });
  return renderWithApi(
    <QueryClientProvider client={client}>
      <SiteContext.Provider value={site}>
        <DashboardPage />
      </SiteContext.Provider>
    </QueryClientProvider>,
    {
      'GET /api/auth/user': ok(me),
      'GET /api/dashboard': ok(full),
      // the cards' old endpoints, answered so that a call to one would be counted
      'GET /api/dashboard/shifts': ok(full),
      'GET /api/hours/record': ok({ today: full.today, shifts: [] }),
      'GET /api/news/': list,
      'GET /api/events/': list,
      'GET /api/series/': list,
      'GET /api/people/': list,
    },
  );
}
/**
 * The paths our API was called on since the page was rendered (each render answers with a
 * fresh `fetch`), but the session's own read of the person.
 */
const apiCalls = () =>
  (globalThis.fetch as Mock<typeof fetch>).mock.calls
    .map(([input]) => new URL(String(input), 'http://club.test').pathname)
    .filter((path) => path !== '/api/auth/user');

vi.setConfig({ testTimeout: 30_000 });
describe('a dashboard visit (issue 21: one data path per card)', () => {
  it('reads every card from the one dashboard call, also on the visit after a write', async () => {
    const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
    const first = renderDashboard(client);
    for (const id of CARDS) await screen.findByTestId(id, {}, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(apiCalls()).toEqual(['/api/dashboard']);
    first.unmount();

    // A write since (Activate, Decline, Start...) made everything stale: the next visit
    // still reads the cards in one call (it cost seven before the cards shared one query).
    await client.invalidateQueries();
    renderDashboard(client);
    for (const id of CARDS) await screen.findByTestId(id, {}, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(apiCalls()).toEqual(['/api/dashboard']);
  });
});
