// @vitest-environment jsdom
import type { RequestRow, ShiftPlanner } from '@crewcall/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestsPanel } from '@/features/shifts/planner/requests-panel';
import { renderWithApi } from '@/test/render-with-api';

// Issue 20, item 2: the planner's Requests panel declines or dismisses a pending request
// (asked first) and says how answered ones were answered.
vi.setConfig({ testTimeout: 15_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: number, name: string, over: Partial<RequestRow> = {}): RequestRow => ({
  id,
  person: id + 100,
  person_name: name,
  event: 5,
  series: null,
  comments: '',
  assignment: null,
  role: null,
  location: null,
  actioned: false,
  actioned_at: null,
  status: 'pending',
  decline_reason: '',
  created: '2026-11-20T10:00:00Z',
  ...over,
});
const results = {
  events: {},
  shifts: {},
  requests: {},
  people: {},
  roles: {},
  assignments: {},
  locations: {},
} as ShiftPlanner['results'];

describe('the Requests panel', () => {
  it('answered requests show how; a pending one is dismissed after asking', async () => {
    const { calls } = renderWithApi(
      <RequestsPanel
        eventName="Regatta"
        requests={[
          row(1, 'Ann Lee'),
          row(2, 'Bob Roy', { status: 'declined', actioned: true, decline_reason: 'Full' }),
          row(3, 'Cy Ode', { status: 'dismissed', actioned: true }),
          row(4, 'Di Fox', { status: 'filled', actioned: true }),
        ]}
        shifts={[]}
        results={results}
        shiftLabel={() => ''}
        onFill={() => {}}
      />,
      {
        'POST /api/requests/1/dismiss': () => ({
          status: 200,
          body: row(1, 'Ann Lee', { status: 'dismissed' }),
        }),
      },
    );
    expect(screen.getAllByTestId('request-status').map((b) => b.textContent)).toEqual([
      'Declined',
      'Dismissed',
      'Done',
    ]);
    // Only the pending request can be answered.
    expect(screen.getAllByTestId('request-answer-menu')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: "Answer Ann Lee's request" }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Dismiss…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Dismiss Ann Lee's request for Regatta\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/requests/1/dismiss']),
    );
  });
});
