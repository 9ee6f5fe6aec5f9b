import type { Site } from '@crewcall/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { SiteContext } from '@/lib/site/site-context';

// jsdom has no FontFaceSet, which Mantine's autosizing Textarea listens to.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });
}

type Answer = { status: number; body?: unknown };
export type ApiRoutes = Record<string, (body: unknown) => Answer>;

const site = { name: 'Harbour Club', mediaRoot: 'https://harbour.test/media/' } as Site;

/**
 * Renders `ui` as the app would (Mantine, a fresh query client, the club, a router) with
 * our API answered at `fetch` from `routes` (`"METHOD /api/path"`); every call is recorded.
 */
export function renderWithApi(ui: ReactNode, routes: ApiRoutes) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(String(input), 'http://club.test').pathname;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const answer = routes[`${method} ${path}`]?.(body) ?? { status: 404, body: {} };
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SiteContext.Provider value={site}>
          <MemoryRouter>{ui}</MemoryRouter>
        </SiteContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, calls };
}
