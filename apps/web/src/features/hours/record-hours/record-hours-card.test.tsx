// @vitest-environment jsdom
import type { HoursRow } from '@crewcall/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RecordHoursCard from '@/features/hours/record-hours/record-hours-card';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixture';
import { renderWithApi } from '@/test/render-with-api';

/** The dashboard's answer with the Record Hours list (its part: today and the shifts). */
const dashboard = (record: { today: string; shifts: HoursRow[] }) => ({
  ...EMPTY_DASHBOARD,
  today: record.today,
  record_hours: record.shifts,
});

// The shifts' times are relative to this clock, pinned to midday so that a shift from 30
// minutes ago to 90 minutes ahead lies within one day (and matches the answer's `today`):
// run at 00:07, it once began the day before. The overnight case is timing-action.test.ts's.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

function shift(patch: Partial<HoursRow>): HoursRow {
  return {
    id: 1,
    event: 5,
    event_name: 'Club racing',
    person: 7,
    person_name: 'Ann Lee',
    role: null,
    role_name: 'Helm',
    assignment: null,
    assignment_name: null,
    location: null,
    location_name: null,
    start: minutes(-30),
    end: minutes(90),
    actual_start: null,
    actual_end: null,
    hours: null,
    published: true,
    ...patch,
  };
}

describe('Record Hours card', () => {
  it('offers Start, then End, then Modify with the hours (spec 4)', async () => {
    renderWithApi(<RecordHoursCard />, {
      'GET /api/dashboard': () => ({
        status: 200,
        body: dashboard({
          today: '2026-11-23',
          shifts: [
            shift({ id: 1, event_name: 'Not started' }),
            shift({ id: 2, event_name: 'Started', actual_start: minutes(-20) }),
            shift({
              id: 3,
              event_name: 'Ended',
              actual_start: minutes(-200),
              actual_end: minutes(-50),
              hours: 2.5,
            }),
          ],
        }),
      }),
    });
    await screen.findByRole('button', { name: 'Start Not started' });
    expect(screen.getByRole('button', { name: 'End Started' })).toBeTruthy();
    const ended = screen.getByRole('button', { name: 'Modify Ended' });
    const row = ended.closest('li')!;
    expect(within(row as HTMLElement).getByTestId('record-hours-hours').textContent).toBe(
      '2 h 30 min',
    );
    // Hours only after End.
    expect(screen.getAllByTestId('record-hours-hours')).toHaveLength(1);
  });

  it('sends the chosen start and shows the refusal of a bad time', async () => {
    const { calls } = renderWithApi(<RecordHoursCard />, {
      'GET /api/dashboard': () => ({
        status: 200,
        body: dashboard({ today: '2026-11-23', shifts: [shift({ id: 9 })] }),
      }),
      'PUT /api/shifts/9/start': () => ({
        status: 400,
        body: { datetime: ['A time may not be more than 15 minutes in the future.'] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Club racing' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Actual start/), {
      target: { value: '2026-11-23T09:15' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start shift' }));
    await within(dialog).findByText('A time may not be more than 15 minutes in the future.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/shifts/9/start');
    expect(put?.body).toEqual({ datetime: new Date('2026-11-23T09:15').toISOString() });
  });

  it('says so when there is nothing to record', async () => {
    renderWithApi(<RecordHoursCard />, {
      'GET /api/dashboard': () => ({
        status: 200,
        body: dashboard({ today: '2026-11-23', shifts: [] }),
      }),
    });
    await screen.findByText(/No shifts to record today/);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
