// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import DashboardNewsCard from '@/app/dashboard/news-card';
import { signInForEachTest } from '@/app/dashboard/render-dashboard-card';
import { routeHref } from '@/app/routes';
import type { DashboardNews } from '@/features/news/api/get-dashboard-news';
import { NewsCard } from '@/features/news/dashboard/news-card';
import { dashboardKey } from '@/lib/api/dashboard';
import { setViewAsUser } from '@/lib/auth/view-role';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixture';

signInForEachTest();

const item = (id: number, content: string, posted: string): DashboardNews => ({
  id,
  content,
  posted,
  show_until: null,
});

const newest = item(2, '## Regatta results\n\nWell done **everyone**.', '2026-11-20T12:00:00Z');
const older = item(1, 'The clubhouse opens at *nine*.', '2026-11-02T12:00:00Z');

/**
 * Renders the card as the dashboard does: with `shared`, the dashboard call's answer is
 * already in the dashboard's query (the page loaded it); without it, the card's part of
 * that query comes from `GET /api/dashboard` answering `fetched`. Every call to our API is
 * recorded.
 */
function renderCard(
  ui: ReactNode,
  {
    role,
    shared,
    fetched = [],
  }: {
    role: string;
    shared?: DashboardNews[];
    fetched?: DashboardNews[];
  },
) {
  const calls: string[] = [];
  const me = { id: 7, name: 'Ann Lee', email: 'ann@example.org', role, settings: {} };
  const answers: Record<string, unknown> = {
    '/api/auth/user': me,
    '/api/dashboard': { ...EMPTY_DASHBOARD, news: shared ?? fetched },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://club.test');
      calls.push(`${url.pathname}${url.search}`);
      const body = answers[url.pathname];
      return new Response(JSON.stringify(body ?? {}), {
        status: body ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  // The app's defaults: shared data stays fresh for a while, so the card does not call again.
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  if (shared) client.setQueryData(dashboardKey(), { ...EMPTY_DASHBOARD, news: shared });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return {
    ...view,
    calls,
    newsCalls: () => calls.filter((call) => call.startsWith('/api/news')),
    dashboardCalls: () => calls.filter((call) => call.startsWith('/api/dashboard')),
  };
}

const card = (settingsHref?: string) => <NewsCard settingsHref={settingsHref} />;
const settingsLink = () => screen.queryByRole('link', { name: 'News settings' });

describe('the dashboard News card (spec 2)', () => {
  it('shows the items the dashboard call handed over as markdown, newest first, with no call of its own', async () => {
    const { newsCalls, dashboardCalls } = renderCard(card(), {
      role: 'user',
      shared: [newest, older],
    });
    const news = await screen.findByTestId('news-card');
    expect(within(news).getByRole('heading', { name: 'News' })).toBeTruthy();

    const [first, second] = within(news).getAllByTestId('news-item');
    expect(within(first!).getByRole('heading', { level: 2, name: 'Regatta results' })).toBeTruthy();
    expect(first!.querySelector('strong')?.textContent).toBe('everyone');
    expect(second!.querySelector('em')?.textContent).toBe('nine');
    // The posted date, in the person's date format (the default here) and machine-readable.
    const posted = first!.querySelector('time');
    expect(posted?.getAttribute('dateTime')).toBe('2026-11-20T12:00:00Z');
    expect(posted?.textContent).toBe('Fri 20 Nov 2026');
    expect(newsCalls()).toEqual([]);
    expect(dashboardCalls()).toEqual([]);
  });

  it("reads its items from the dashboard's one call when the page has not loaded it yet", async () => {
    const { newsCalls, dashboardCalls } = renderCard(card(), {
      role: 'user',
      fetched: [newest, older],
    });
    const items = await screen.findAllByTestId('news-item');
    expect(items.map((li) => li.querySelector('time')?.getAttribute('dateTime'))).toEqual([
      newest.posted,
      older.posted,
    ]);
    // no call of its own: the news collection is not read
    expect(newsCalls()).toEqual([]);
    expect(dashboardCalls()).toEqual(['/api/dashboard']);
  });

  it('never renders scripts, raw HTML or javascript: links written into an item', async () => {
    const unsafe = item(
      3,
      '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">\n\nSee [this](javascript:alert(1)) and <b onclick="alert(1)">bold</b>',
      '2026-11-21T12:00:00Z',
    );
    renderCard(card(), { role: 'user', shared: [unsafe] });
    const [shown] = await screen.findAllByTestId('news-item');
    const html = shown!.innerHTML;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('javascript:');
    expect(shown!.querySelector('b')).toBeNull();
    // The text around it still reads.
    expect(shown!.textContent).toContain('See this and');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('is hidden when there is no news, shared or read', async () => {
    const shared = renderCard(<div data-testid="cards">{card('/news')}</div>, {
      role: 'admin',
      shared: [],
    });
    await waitFor(() => expect(shared.calls).toContain('/api/auth/user'));
    expect(shared.container.querySelector('section')).toBeNull();
    expect(shared.newsCalls()).toEqual([]);
    cleanup();

    const read = renderCard(card('/news'), { role: 'admin', fetched: [] });
    await waitFor(() => expect(read.dashboardCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read.container.querySelector('section')).toBeNull();
  });

  it('gives admins the settings link to news, and members none', async () => {
    renderCard(card('/news'), { role: 'admin', shared: [newest] });
    await waitFor(() => expect(settingsLink()?.getAttribute('href')).toBe('/news'));
    cleanup();

    const member = renderCard(card('/news'), { role: 'user', shared: [newest] });
    await waitFor(() => expect(member.calls).toContain('/api/auth/user'));
    await screen.findByTestId('news-card');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settingsLink()).toBeNull();
  });

  it('gives an admin who switched to the user view no settings link', async () => {
    setViewAsUser(true);
    const { calls } = renderCard(card('/news'), { role: 'admin', shared: [newest] });
    await waitFor(() => expect(calls).toContain('/api/auth/user'));
    await screen.findByTestId('news-card');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settingsLink()).toBeNull();
  });

  it("links admins to the news route when the router has one, and nowhere while it doesn't", async () => {
    renderCard(<DashboardNewsCard />, { role: 'admin', shared: [newest] });
    await screen.findByTestId('news-card');
    const href = routeHref('news');
    if (href) await waitFor(() => expect(settingsLink()?.getAttribute('href')).toBe(href));
    else {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(settingsLink()).toBeNull();
    }
  });
});
