// @vitest-environment jsdom
import { type Dashboard, REQUEST_ANSWERED_MESSAGE } from '@crewcall/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NewRequestsCard from '@/features/requests/dashboard/new-requests-card';
import PendingRequestsCard from '@/features/requests/dashboard/pending-requests-card';
import { renderWithApi } from '@/features/requests/testing/render-with-api';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixture';

// Issue 20, item 2: admins decline (with a reason) or dismiss from the New requests card,
// asked first; members see a declined request with the reason on their card.
// Menus and dialogs open with transitions: slower than the default on a busy machine.
vi.setConfig({ testTimeout: 15_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const later = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const request = (id: number, over: Partial<Dashboard['my_requests'][number]> = {}) => ({
  id,
  person: 7,
  person_name: 'Ann Lee',
  person_avatar: null,
  event: 5,
  event_name: 'Regatta',
  event_start: later(30),
  series: null,
  comments: '',
  assignment: null,
  role: null,
  location: null,
  actioned: false,
  actioned_at: null,
  status: 'pending' as const,
  decline_reason: '',
  created: later(-1),
  ...over,
});
/** The shift cards' parts of the dashboard's answer. */
type ShiftParts = Pick<
  Dashboard,
  'new_requests' | 'new_requests_count' | 'unpublished_events' | 'my_requests' | 'upcoming_shifts'
>;
const dashboard = (over: Partial<ShiftParts> = {}): Dashboard => ({
  ...EMPTY_DASHBOARD,
  new_requests: [request(1)],
  new_requests_count: 1,
  unpublished_events: [],
  my_requests: [],
  upcoming_shifts: [],
  ...over,
});

async function openMenuItem(name: string) {
  const card = await screen.findByTestId('new-requests-card');
  fireEvent.click(within(card).getByRole('button', { name: "Answer Ann Lee's request" }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
  return screen.findByRole('dialog');
}

describe('the New requests card: decline and dismiss', () => {
  it('declines with a reason after asking; nothing is sent before Decline', async () => {
    let answered = false;
    const { calls } = renderWithApi(<NewRequestsCard />, {
      'GET /api/dashboard': () => ({
        status: 200,
        body: dashboard(answered ? { new_requests: [], new_requests_count: 0 } : {}),
      }),
      'POST /api/requests/1/decline': () => {
        answered = true;
        return { status: 200, body: { ...request(1), status: 'declined' } };
      },
    });
    const dialog = await openMenuItem('Decline…');
    expect(within(dialog).getByText(/Decline Ann Lee's request for Regatta\?/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'We have enough helms' },
    });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/requests/1/decline',
        body: { reason: 'We have enough helms' },
      }),
    );
    // The card reads the dashboard again and, with nothing outstanding, hides itself.
    await waitFor(() => expect(screen.queryByTestId('new-requests-card')).toBeNull());
  });

  it('Cancel sends nothing', async () => {
    const { calls } = renderWithApi(<NewRequestsCard />, {
      'GET /api/dashboard': () => ({ status: 200, body: dashboard() }),
    });
    const dialog = await openMenuItem('Decline…');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('dismisses after asking (no reason asked)', async () => {
    const { calls } = renderWithApi(<NewRequestsCard />, {
      'GET /api/dashboard': () => ({ status: 200, body: dashboard() }),
      'POST /api/requests/1/dismiss': () => ({
        status: 200,
        body: { ...request(1), status: 'dismissed' },
      }),
    });
    const dialog = await openMenuItem('Dismiss…');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(within(dialog).queryByLabelText(/Reason/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/requests/1/dismiss'),
    );
  });

  it("the server's refusal shows in the dialog, which stays open", async () => {
    renderWithApi(<NewRequestsCard />, {
      'GET /api/dashboard': () => ({ status: 200, body: dashboard() }),
      'POST /api/requests/1/dismiss': () => ({
        status: 400,
        body: { non_field_errors: [REQUEST_ANSWERED_MESSAGE] },
      }),
    });
    const dialog = await openMenuItem('Dismiss…');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      REQUEST_ANSWERED_MESSAGE,
    );
  });
});

describe("the member's Pending shift requests card", () => {
  it('shows a declined request marked so, with the reason; counts only the pending ones', async () => {
    renderWithApi(<PendingRequestsCard />, {
      'GET /api/dashboard': () => ({
        status: 200,
        body: dashboard({
          new_requests: [],
          my_requests: [
            request(3, { event_name: 'Spring race' }),
            request(4, {
              event_name: 'Regatta',
              status: 'declined',
              actioned: true,
              decline_reason: 'We have enough helms',
            }),
          ],
        }),
      }),
    });
    const card = await screen.findByTestId('pending-requests-card');
    const [pending, declined] = within(card).getAllByTestId('pending-request');
    expect(within(pending!).queryByTestId('request-status')).toBeNull();
    expect(within(declined!).getByTestId('request-status').textContent).toBe('Declined');
    expect(within(declined!).getByText('Reason: We have enough helms')).toBeTruthy();
    expect(within(card).getByLabelText('1 pending')).toBeTruthy();
  });
});
