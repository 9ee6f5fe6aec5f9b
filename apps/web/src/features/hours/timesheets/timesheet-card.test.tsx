// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TimesheetCard from '@/features/hours/timesheets/timesheet-card';
import { renderWithApi } from '@/test/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Time sheet card', () => {
  it('shows the hours worked as hours and minutes', async () => {
    renderWithApi(<TimesheetCard />, {
      'GET /api/dashboard': () => ({
        status: 200,
        body: { timesheet: { month_hours: 2.5, year_hours: 13.33, untimed: 1 } },
      }),
    });
    expect((await screen.findByText('2 h 30 min')).nextElementSibling?.textContent).toBe(
      'worked this month',
    );
    expect(screen.getByText('13 h 20 min').nextElementSibling?.textContent).toBe(
      'worked this year',
    );
    expect(screen.queryByText('2.50')).toBeNull();
  });
});
