import type { Dashboard } from '@crewcall/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { EMPTY_DASHBOARD } from '@/app/dashboard/dashboard-fixture';
import { shareDashboard } from '@/app/dashboard/load-dashboard';
import { hoursKeys } from '@/features/hours/api/hours-keys';
import { newsKeys } from '@/features/news/api/news-keys';
import { requestKeys } from '@/features/requests/api/request-keys';

const shift = {
  id: 4,
  event: 2,
  event_name: 'Regatta',
  person: 7,
  person_name: 'Ann Lee',
  role: null,
  role_name: null,
  assignment: null,
  assignment_name: null,
  location: null,
  location_name: null,
  start: '2026-11-23T09:00:00Z',
  end: '2026-11-23T12:00:00Z',
  actual_start: null,
  actual_end: null,
  hours: null,
  published: true,
};

const dashboard: Dashboard = {
  ...EMPTY_DASHBOARD,
  features: { timesheets: true, sms: false },
  timesheet: { month_hours: 3.5, year_hours: 10.25, untimed: 1 },
  record_hours: [shift],
  news: [
    {
      id: 3,
      content: '**Regatta** on Saturday',
      posted: '2026-11-20T09:00:00Z',
      show_until: null,
    },
  ],
};

describe('shareDashboard', () => {
  it('hands each card its part under the key the card reads (no second call)', () => {
    const client = new QueryClient();
    shareDashboard(client, dashboard);
    expect(client.getQueryData(hoursKeys.recordHours())).toEqual({
      today: '2026-11-23',
      shifts: [shift],
    });
    expect(client.getQueryData(hoursKeys.timesheetSummary())).toEqual(dashboard.timesheet);
    expect(client.getQueryData(requestKeys.dashboard())).toEqual({
      new_requests: [],
      new_requests_count: 0,
      unpublished_events: [],
      my_requests: [],
      upcoming_shifts: [],
    });
    expect(client.getQueryData(newsKeys.dashboard())).toEqual(dashboard.news);
  });

  it('keeps the Time sheet empty when the club has timesheets off', () => {
    const client = new QueryClient();
    shareDashboard(client, { ...dashboard, timesheet: null });
    expect(client.getQueryData(hoursKeys.timesheetSummary())).toBeNull();
  });
});
