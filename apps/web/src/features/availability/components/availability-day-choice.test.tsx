// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AvailabilityDayChoice } from '@/features/availability/components/availability-day-choice';
import { setTokens } from '@/lib/auth/token-store';
import { type ApiRoutes, renderWithApi } from '@/test/render-with-api';

beforeEach(() => setTokens({ access: 'a', refresh: 'r' }));
afterEach(cleanup);

const me = { id: 7, name: 'Ann Lee', email: 'ann@example.org', role: 'user', settings: {} };
const row = { id: 31, person: 7, start: '', end: '', available: 2, date: '2026-11-24' };

function routes(rows: object[]): ApiRoutes {
  return {
    'GET /api/auth/user': () => ({ status: 200, body: me }),
    'GET /api/availability/mine': () => ({ status: 200, body: { rows } }),
    'POST /api/availability': () => ({ status: 201, body: { rows: [] } }),
    'DELETE /api/availability/31': () => ({ status: 204 }),
  };
}

describe("the day's availability choice (issue 20, item 4: marking days on a phone)", () => {
  it('marks an unset day available for the person themselves, with no Unset offered yet', async () => {
    const { calls } = renderWithApi(<AvailabilityDayChoice date="2026-11-24" />, routes([]));
    const available = await screen.findByRole('button', { name: 'Available' });
    await waitFor(() => expect(available.hasAttribute('disabled')).toBe(false));
    expect(available.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unset' })).toBeNull();
    fireEvent.click(available);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const [sent] = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>[];
    expect(sent).toMatchObject({ person: 7, available: 1 });
    expect(sent!.start).toBe(new Date(2026, 10, 24).toISOString());
  });

  it("shows the day's state as the pressed button and unsets it", async () => {
    const { calls } = renderWithApi(<AvailabilityDayChoice date="2026-11-24" />, routes([row]));
    const chosen = await screen.findByRole('button', { name: 'Only if required', pressed: true });
    expect(screen.getByRole('button', { name: 'Available' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    // Choosing the state the day already has asks nothing of the API.
    fireEvent.click(chosen);
    fireEvent.click(screen.getByRole('button', { name: 'Unset' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/availability/31')).toBe(
        true,
      ),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
