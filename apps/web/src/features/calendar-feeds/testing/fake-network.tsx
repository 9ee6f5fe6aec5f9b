import type { Site } from '@crewcall/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { SiteContext } from '@/lib/site/site-context';

/** A site as `GET /api/organisations/current/` answers it, with these external calendars. */
export function testSite(allowed: string[] = []): Site {
  return {
    id: 1,
    name: 'Harbour Club',
    prefix: 'HC',
    logo: null,
    contact_name: '',
    contact_email: '',
    sms_enabled: false,
    mediaRoot: 'https://harbour.test/media/',
    url: 'https://harbour.test',
    feature_timesheets: false,
    allowed_external_calendars: allowed,
    time_zone: 'Europe/London',
    confirm_duties: false,
  };
}

/** Mantine, a fresh query client and the site, as the app gives them to a screen. */
export function AppFrame({ site, children }: { site: Site; children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export type Handler = (request: {
  method: string;
  body: unknown;
  init: RequestInit;
}) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/**
 * The network, faked at `fetch`: each URL (path for our API, full address for other
 * sites; with or without its query) answers from `routes` as `"METHOD url"`; anything
 * else is a failed connection.
 * Every call is recorded.
 */
export function fakeNetwork(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, init });
    const handler = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    if (!handler) throw new TypeError('Failed to fetch');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = await handler({ method, body, init });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
