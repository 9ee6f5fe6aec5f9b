// @vitest-environment jsdom
import type { Site } from '@crewcall/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRouteTable } from '@/app/route-table';
import { navigator } from '@/lib/browser-history';
import { SiteContext } from '@/lib/site/site-context';

const site = { name: 'Harbour Club', prefix: 'HC', mediaRoot: '/media/' } as Site;
const tableStatus = () => renderHook(() => useRouteTable()).result.current.status;

beforeAll(async () => {
  // Before the router module loads: it looks at the first path to start the table's download.
  window.history.replaceState(null, '', '/privacy');
  const { AppRouter } = await import('@/app/router');
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <SiteContext.Provider value={site}>
          <AppRouter />
        </SiteContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}, 30_000); // loading the router module with the shell takes seconds on a busy machine

// Unmount while the test window still exists: React work still scheduled for the app (a
// lazy page resolving late on a busy machine) otherwise runs after jsdom is gone and fails
// the run with "window is not defined".
afterAll(() => cleanup());

// One app for the whole file, as in a browser tab: the full table loads once, and stays.
describe('the router with the route table split (a logged-out visitor)', () => {
  it('shows a public page without loading the full route table', async () => {
    await waitFor(() => expect(document.title).toBe('Privacy and Terms | Harbour Club'));
    expect(tableStatus()).toBe('idle');
  });

  it('shows the page loader on a path that is not public, then the 404 page with its title', async () => {
    act(() => navigator.push('/no-such-page'));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(tableStatus()).toBe('loading');
    await waitFor(() => expect(document.title).toBe('Page not found | Harbour Club'));
    expect(tableStatus()).toBe('ready');
    expect(window.location.pathname).toBe('/no-such-page');
  });

  it('sends a visit to a member page to hello, to come back after login', async () => {
    act(() => navigator.push('/events/list'));
    await waitFor(() => expect(window.location.pathname).toBe('/hello'));
    expect(window.location.search).toBe(`?next=${encodeURIComponent('/events/list')}`);
  });
});
