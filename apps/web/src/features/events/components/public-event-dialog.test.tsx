// @vitest-environment jsdom
import type { PublicEvent } from '@crewcall/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicEventDialog } from '@/features/events/components/public-event-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event: PublicEvent = {
  id: 4,
  name: 'Open day',
  start: '2026-03-08T10:00:00.000Z',
  end: '2026-03-08T12:30:00.000Z',
  color: '',
  location_name: 'Clubhouse',
  eventtype_name: 'Social',
  url: 'https://harbour.test/events/public/4',
};

/** The pop-up at `path`, with the API's public event read answered at `fetch`. */
function show(path: string) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://club.test');
      calls.push(url.pathname);
      const body =
        url.pathname === '/api/events/public/4'
          ? {
              organisation: { name: 'Harbour Club', url: 'https://harbour.test' },
              event: { ...event, details: 'Bring **boots**.' },
            }
          : {};
      return new Response(JSON.stringify(body), {
        status: url.pathname === '/api/events/public/4' ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  render(
    <MantineProvider>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={[path]}>
          <PublicEventDialog event={event} onClose={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}

describe('PublicEventDialog', () => {
  it('shows start, end and location at once, then the details, and links to the public page', async () => {
    const calls = show('/events/public');
    const dialog = await screen.findByRole('dialog', { name: 'Event' });
    expect(within(dialog).getByRole('heading', { name: 'Open day' })).toBeTruthy();
    expect(within(dialog).getByText(/2026 .* to /).textContent).toMatch(/12:30|12:30 pm/);
    expect(within(dialog).getByText('Clubhouse')).toBeTruthy();
    expect((await within(dialog).findByText('boots')).tagName).toBe('STRONG');
    expect(calls).toEqual(['/api/events/public/4']);
    expect(within(dialog).getByRole('link', { name: 'Go to event' }).getAttribute('href')).toBe(
      '/events/public/4',
    );
  });

  it('keeps a framed calendar framed: the public page opens with ?iframe', async () => {
    show('/events/public?iframe');
    const dialog = await screen.findByRole('dialog', { name: 'Event' });
    expect(within(dialog).getByRole('link', { name: 'Go to event' }).getAttribute('href')).toBe(
      '/events/public/4?iframe',
    );
  });
});
