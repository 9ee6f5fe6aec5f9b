// @vitest-environment jsdom
import type { SeriesSignupPlan } from '@crewcall/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeriesSignup } from '@/features/requests/series/series-signup-button';
import { renderWithApi } from '@/features/requests/testing/render-with-api';

// Issue 20, item 3: 'Signup to all events' asks first, listing only the events ahead
// where the person has no shift or request, with role, assignment and comments.
vi.setConfig({ testTimeout: 15_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.mock('@/lib/auth/use-session', () => ({
  useSession: () => ({ user: { id: 7 }, role: 'user' }),
}));

const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const ev = (id: number, name: string, days: number) => ({
  id,
  name,
  start: later(days),
  end: later(days + 0.1),
});
const plan: SeriesSignupPlan = {
  ask: [ev(3, 'Race 3', 3), ev(4, 'Race 4', 4)],
  skipped: [
    { ...ev(1, 'Race 1', -2), reason: 'past' },
    { ...ev(2, 'Race 2', 2), reason: 'shift' },
  ],
};
const roles = { results: { roles: { 9: { id: 9, name: 'Helm', order: 0 } } }, count: 1, ids: [9] };
const none = { results: { assignments: {} }, count: 0, ids: [] };

describe('series sign-up', () => {
  it('lists what it will ask for and what it leaves out; sends only on confirm', async () => {
    const { calls } = renderWithApi(<SeriesSignup seriesId={5} eventCount={4} />, {
      'GET /api/series/5/signup': () => ({ status: 200, body: plan }),
      'GET /api/roles/': () => ({ status: 200, body: roles }),
      'GET /api/assignments/': () => ({ status: 200, body: none }),
      'POST /api/series/5/signup': () => ({
        status: 200,
        body: { results: { requests: {} }, count: 2, ids: [], created: 2, event_count: 4 },
      }),
    });
    await screen.findByText('You have asked for 0 of 4 events.');
    fireEvent.click(screen.getByRole('button', { name: 'Signup to all events' }));
    const dialog = await screen.findByRole('dialog');
    const ask = within(dialog).getByTestId('series-signup-ask');
    expect(
      within(ask)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(' · ')[0]),
    ).toEqual(['Race 3', 'Race 4']);
    const skipped = within(dialog).getByTestId('series-signup-skipped');
    expect(skipped.textContent).toContain('Race 1 (over)');
    expect(skipped.textContent).toContain('Race 2 (you have a shift)');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Comments/), {
      target: { value: 'Mornings' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for 2 events' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/series/5/signup',
        body: { role: null, assignment: null, comments: 'Mornings' },
      }),
    );
  });

  it('is disabled when nothing is left to ask for', async () => {
    renderWithApi(<SeriesSignup seriesId={5} eventCount={2} />, {
      'GET /api/series/5/signup': () => ({
        status: 200,
        body: { ask: [], skipped: plan.skipped },
      }),
    });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Signup to all events' }) as HTMLButtonElement)
          .disabled,
      ).toBe(true),
    );
  });
});
