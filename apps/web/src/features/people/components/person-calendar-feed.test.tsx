// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The two feed calls, as the API answers them (the API's own tests cover what they do).
const query = vi.fn();
const mutate = vi.fn();
vi.mock('@/lib/api/client', () => ({
  tsr: { calendarFeeds: { personFeed: { query }, revokePersonFeed: { mutate } } },
}));

const { PersonCalendarFeed } = await import('@/features/people/components/person-calendar-feed');

const MADE = { exists: true, url: null, created_at: '2026-03-01T10:00:00.000Z' };
const NONE = { exists: false, url: null, created_at: null };

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <PersonCalendarFeed personId={7} name="Nina Crew" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(cleanup);
beforeEach(() => {
  query.mockReset();
  mutate.mockReset();
});

describe('PersonCalendarFeed', () => {
  it('revokes the feed only after the admin confirms, then shows there is none', {
    timeout: 15_000,
  }, async () => {
    query.mockResolvedValue({ status: 200, body: MADE });
    mutate.mockResolvedValue({ status: 200, body: NONE });
    show();
    expect(await screen.findByText(/Their personal feed link was made/)).toBeTruthy();
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 7 } }));

    fireEvent.click(screen.getByRole('button', { name: 'Revoke feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke calendar feed?' });
    expect(within(dialog).getByText(/Nina Crew's calendar feed link stops working/)).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    // Cancel first: nothing is revoked
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke feed' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke calendar feed?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Revoke feed' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledWith({ params: { id: 7 } }));
    expect(await screen.findByText('No personal feed link.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke feed' })).toBeNull());
  });

  it('offers nothing to revoke when the person has no feed', async () => {
    query.mockResolvedValue({ status: 200, body: NONE });
    show();
    expect(await screen.findByText('No personal feed link.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke feed' })).toBeNull();
  });

  it('says so in the dialog when the revoke fails, and keeps the feed shown', async () => {
    query.mockResolvedValue({ status: 200, body: MADE });
    mutate.mockResolvedValue({ status: 500, body: { detail: 'A server error occurred.' } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke calendar feed?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke feed' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText('The feed was not revoked. Try again later.')).toBeTruthy();
  });
});
