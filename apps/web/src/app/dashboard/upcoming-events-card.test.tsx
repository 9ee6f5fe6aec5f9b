// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDashboardCard, signInForEachTest } from '@/app/dashboard/render-dashboard-card';
import UpcomingEventsCard from '@/features/events/components/upcoming-events-card';
import { EMPTY_DASHBOARD, upcomingItem } from '@/test/dashboard-fixture';

signInForEachTest();

const inDays = (days: number, hour = 10) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

const series = upcomingItem({
  id: 8,
  name: 'Summer series',
  start: '2026-03-01T09:00:00.000Z',
  end: '2099-04-30T17:00:00.000Z',
});
const regatta = upcomingItem({
  type: 'event',
  id: 5,
  name: 'Regatta',
  start: inDays(2),
  end: inDays(2, 16),
  color: '#01579B',
  location_name: 'Slipway',
  empty: 2,
});
const cleanUp = upcomingItem({
  type: 'event',
  id: 6,
  name: 'Clean up',
  start: inDays(3),
  end: inDays(3, 12),
  color: '#2E7D32',
});
const shared = { upcoming_events: [series, regatta, cleanUp] };

const items = async () => {
  const card = await screen.findByTestId('upcoming-events-card');
  await waitFor(() => expect(within(card).getAllByTestId('event-list-item')).toHaveLength(3));
  return within(card).getAllByTestId('event-list-item');
};
const ownCalls = ['/api/events', '/api/series'];

describe('the dashboard Upcoming events card (spec 2)', () => {
  it('shows the items the dashboard call handed over, with no call of its own', async () => {
    const { urls, callsTo } = renderDashboardCard(<UpcomingEventsCard />, {
      role: 'user',
      shared,
    });
    const card = await screen.findByTestId('upcoming-events-card');
    expect(within(card).getByRole('heading', { name: 'Upcoming events' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See more' }).getAttribute('href')).toBe(
      '/events/calendar',
    );
    const [first, second, third] = await items();
    expect(first!.textContent).toContain('Summer series');
    expect(first!.textContent).toContain('from Sun 1 Mar 2026 to Thu 30 Apr 2099');
    expect(first!.getAttribute('href')).toBe('/series/8');
    expect(second!.textContent).toMatch(/^\w{3}\d+Regattain 2 days · .+ at Slipway$/);
    expect(second!.style.borderLeft).toContain('rgb(1, 87, 155)');
    expect(second!.getAttribute('href')).toBe('/events/5');
    expect(third!.textContent).toMatch(/Clean upin 3 days · [^@]+\d{4}$/);
    // Members see no unfilled-shift badges (once they are known to be a member).
    await waitFor(() => expect(urls()).toContain('GET /api/auth/user'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(card).queryByText('unfilled shifts', { exact: false })).toBeNull();
    expect(within(card).queryByRole('img', { name: 'All shifts filled' })).toBeNull();
    expect(callsTo(...ownCalls)).toEqual([]);
  });

  it("gives admins each event's unfilled shifts, a red count or a green tick, and links to the shifts", async () => {
    const { callsTo } = renderDashboardCard(<UpcomingEventsCard />, { role: 'admin', shared });
    const [seriesItem, regattaItem, cleanUpItem] = await items();
    await waitFor(() => expect(regattaItem!.textContent).toContain('2 unfilled shifts'));
    expect(regattaItem!.getAttribute('href')).toBe('/events/5/shifts');
    expect(within(cleanUpItem!).getByRole('img', { name: 'All shifts filled' })).toBeTruthy();
    // A series has no badge.
    expect(seriesItem!.textContent).not.toContain('unfilled');
    expect(within(seriesItem!).queryByRole('img')).toBeNull();
    expect(callsTo(...ownCalls)).toEqual([]);
  });

  it('on a later visit, keeps the old items without a call: the dashboard call brings new ones', async () => {
    const { callsTo } = renderDashboardCard(<UpcomingEventsCard />, {
      role: 'user',
      shared,
      sharedMsAgo: 10 * 60_000, // well past the app's 30 s of freshness
    });
    await items();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(...ownCalls)).toEqual([]);
  });

  it('reads the dashboard again, in one call, on a later visit after a write to events', async () => {
    const { callsTo } = renderDashboardCard(<UpcomingEventsCard />, {
      role: 'user',
      shared,
      sharedMsAgo: 10 * 60_000,
      invalidated: true,
    });
    await waitFor(() => expect(callsTo('/api/dashboard')).toEqual(['GET /api/dashboard']));
    await items();
    expect(callsTo(...ownCalls)).toEqual([]);
  });

  it('says so when nothing is coming, with no call of its own', async () => {
    const { callsTo } = renderDashboardCard(<UpcomingEventsCard />, {
      role: 'user',
      shared: { upcoming_events: [] },
    });
    await screen.findByText("Nothing to show yet: the club's next events will appear here.");
    expect(callsTo(...ownCalls)).toEqual([]);
  });

  it("reads its items from the dashboard's one call when the page has not loaded it yet", async () => {
    const { callsTo } = renderDashboardCard(<UpcomingEventsCard />, {
      role: 'admin',
      routes: {
        'GET /api/dashboard': () => ({
          status: 200,
          body: { ...EMPTY_DASHBOARD, role: 'admin', ...shared },
        }),
      },
    });
    expect(await screen.findByRole('status', { name: 'Loading upcoming events' })).toBeTruthy();
    const [first, second, third] = await items();
    expect(first!.textContent).toContain('from Sun 1 Mar 2026 to Thu 30 Apr 2099');
    expect(second!.textContent).toContain('at Slipway');
    await waitFor(() => expect(second!.textContent).toContain('2 unfilled shifts'));
    expect(within(third!).getByRole('img', { name: 'All shifts filled' })).toBeTruthy();
    expect(callsTo(...ownCalls)).toEqual([]);
    expect(callsTo('/api/dashboard')).toEqual(['GET /api/dashboard']);
  });
});
