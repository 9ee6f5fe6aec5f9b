// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityDayButton } from '@/features/availability/components/availability-day-button';
import { setTokens } from '@/lib/auth/token-store';
import { type ApiRoutes, renderWithApi } from '@/test/render-with-api';

/** Menu items: the dropdown may still be mid-transition in jsdom (not yet "visible"). */
const item = (name: string) => ({ name, hidden: true });

beforeEach(() => setTokens({ access: 'a', refresh: 'r' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { id: 7, name: 'Ann Lee', email: 'ann@example.org', role: 'user', settings: {} };
const day = new Date(2026, 10, 24);
const row = { id: 31, person: 7, start: '', end: '', available: 0, date: '2026-11-24' };

function routes(rows: object[]): ApiRoutes {
  return {
    'GET /api/auth/user': () => ({ status: 200, body: me }),
    'GET /api/availability/mine': () => ({ status: 200, body: { rows } }),
    'POST /api/availability': () => ({ status: 201, body: { rows: [] } }),
    'DELETE /api/availability/31': () => ({ status: 204 }),
  };
}

describe('the calendar day availability button (spec 4)', () => {
  it("sets an unknown day for the person themselves, and offers no 'Unset' yet", async () => {
    const { calls } = renderWithApi(<AvailabilityDayButton date={day} />, routes([]));
    const notSet = { name: 'Availability for 2026-11-24: Not set' };
    await waitFor(() =>
      expect(screen.getByRole('button', notSet).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', notSet));
    await screen.findByRole('menuitem', item('Only if required'));
    expect(screen.queryByRole('menuitem', item('Unset'))).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', item('Only if required')));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const [sent] = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>[];
    expect(sent).toMatchObject({ person: 7, available: 2 });
    // The whole day in the browser's time: its midnight to its last moment.
    expect(sent!.start).toBe(new Date(2026, 10, 24).toISOString());
    expect(sent!.end).toBe(new Date(2026, 10, 24, 23, 59, 59, 999).toISOString());
  });

  it("shows a set day's state and unsets it", async () => {
    const { calls } = renderWithApi(<AvailabilityDayButton date={day} />, routes([row]));
    const button = await screen.findByRole('button', {
      name: 'Availability for 2026-11-24: Unavailable',
    });
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', item('Unset')));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/availability/31')).toBe(
        true,
      ),
    );
  });
});
