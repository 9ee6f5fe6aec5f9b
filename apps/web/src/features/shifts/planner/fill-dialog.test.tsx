// @vitest-environment jsdom
import type { RequestRow, ShiftPlanner } from '@crewcall/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FillDialog } from '@/features/shifts/planner/fill-dialog';
import type { StagedShift } from '@/features/shifts/staging/staging';
import { renderWithApi } from '@/test/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shift: StagedShift = {
  key: '12',
  id: 12,
  event: 5,
  person: null,
  person_name: null,
  role: null,
  assignment: null,
  location: null,
  start: '2026-12-05T10:00:00Z',
  end: '2026-12-05T12:00:00Z',
  draft: null,
  mark: null,
};

const request = {
  id: 3,
  person: 7,
  person_name: 'Ann Lee',
  event: 5,
  series: null,
  comments: '',
  assignment: null,
  role: null,
  location: null,
  actioned: false,
  actioned_at: null,
  status: 'pending' as const,
  decline_reason: '',
  created: '2026-11-20T10:00:00Z',
} satisfies RequestRow;

const results = {
  events: {},
  shifts: {},
  requests: {},
  people: {},
  roles: {},
  assignments: {},
  locations: {},
} as ShiftPlanner['results'];

const person = (id: number, name: string) => ({ id, name, avatar: null, role: 'user' });

function renderDialog(onFill = vi.fn()) {
  renderWithApi(
    <FillDialog
      shift={shift}
      requests={[request]}
      results={results}
      onFill={onFill}
      onClose={() => {}}
    />,
    {
      'GET /api/events/5/availability': () => ({
        status: 200,
        body: { event: 5, people: { '7': 0, '8': 1 } },
      }),
      'GET /api/availability/day/2026-12-05': () => ({
        status: 200,
        body: {
          date: '2026-12-05',
          available: [person(8, 'Bo Green')],
          if_required: [],
          unavailable: [person(7, 'Ann Lee')],
        },
      }),
    },
  );
  return onFill;
}

describe('the fill dialog and availability (issue 13)', () => {
  it("shows each candidate's state for the event's day and who offered to help", async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Fill shift' });
    await within(dialog).findByText('Unavailable');
    const offered = await within(dialog).findByTestId('offered-people');
    expect(within(offered).getByText('Bo Green')).toBeTruthy();
    expect(within(offered).getByText('Available')).toBeTruthy();
  });

  it('asks before filling with someone unavailable, and fills only when told to', async () => {
    const onFill = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Fill shift' });
    await within(dialog).findByText('Unavailable');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fill with Ann Lee' }));
    const warning = await screen.findByRole('dialog', { name: 'Unavailable that day' });
    expect(onFill).not.toHaveBeenCalled();
    fireEvent.click(within(warning).getByRole('button', { name: 'Fill anyway' }));
    await waitFor(() => expect(onFill).toHaveBeenCalledWith(shift, { id: 7, name: 'Ann Lee' }));
  });

  it('fills with someone available at once', async () => {
    const onFill = renderDialog();
    const offered = await screen.findByTestId('offered-people');
    fireEvent.click(
      within(offered).getByRole('button', { name: 'Fill with Bo Green (available)' }),
    );
    expect(onFill).toHaveBeenCalledWith(shift, { id: 8, name: 'Bo Green' });
    expect(screen.queryByRole('dialog', { name: 'Unavailable that day' })).toBeNull();
  });
});
