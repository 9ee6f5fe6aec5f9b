import { DASHBOARD_NEW_PEOPLE_LIMIT, type Dashboard } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import { upcomingEventsPart } from '@/features/events/api/get-upcoming-events';
import { recordHoursPart } from '@/features/hours/api/get-record-hours';
import { timesheetPart } from '@/features/hours/api/get-timesheet-summary';
import { newsPart } from '@/features/news/api/get-dashboard-news';
import { newRegistrationsFromDashboard } from '@/features/people/api/get-new-registrations';
import { EMPTY_DASHBOARD, upcomingItem } from '@/test/dashboard-fixture';

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

const newcomer = (id: number) => ({
  id,
  name: `Newcomer ${id}`,
  email: `newcomer${id}@example.org`,
  avatar: null,
  created: '2026-11-20T09:00:00.000Z',
});

const summer = upcomingItem({
  id: 2,
  name: 'Summer series',
  start: '2026-11-01T09:00:00.000Z',
  end: '2026-12-20T17:00:00.000Z',
});
const regatta = upcomingItem({
  type: 'event',
  id: 5,
  name: 'Regatta',
  start: '2026-11-28T09:00:00.000Z',
  end: '2026-11-28T16:00:00.000Z',
  color: '#01579B',
  location_name: 'Slipway',
  empty: 2,
});

const dashboard: Dashboard = {
  ...EMPTY_DASHBOARD,
  role: 'admin',
  // oldest first, as the answer lists them
  new_people: [newcomer(3), newcomer(8)],
  upcoming_events: [summer, regatta],
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

describe("each card's part of the dashboard's one answer", () => {
  it('gives each card its part, shaped as the card reads it (no second call)', () => {
    expect(recordHoursPart(dashboard)).toEqual({
      today: '2026-11-23',
      shifts: [shift],
    });
    expect(timesheetPart(dashboard)).toEqual(dashboard.timesheet);
    expect(newsPart(dashboard)).toEqual(dashboard.news);
    // as the Upcoming events card lists them: a series without location or count
    const { location_name: _, empty: __, ...summerShown } = summer;
    const { location_name: location, ...regattaShown } = regatta;
    expect(upcomingEventsPart(dashboard)).toEqual([summerShown, { ...regattaShown, location }]);
    // newest first, as the New Registrations card shows them
    expect(newRegistrationsFromDashboard(dashboard)).toEqual({
      cut: false,
      people: [
        { id: 8, name: 'Newcomer 8', email: 'newcomer8@example.org', avatar: null },
        { id: 3, name: 'Newcomer 3', email: 'newcomer3@example.org', avatar: null },
      ],
    });
  });

  it('leaves New Registrations to read everybody waiting when the answer may be cut at its limit', () => {
    const cut = Array.from({ length: DASHBOARD_NEW_PEOPLE_LIMIT }, (_, i) => newcomer(10 + i));
    expect(newRegistrationsFromDashboard({ ...dashboard, new_people: cut }).cut).toBe(true);
    expect(newRegistrationsFromDashboard({ ...dashboard, new_people: cut.slice(1) }).cut).toBe(
      false,
    );
  });

  it('keeps the Time sheet empty when the club has timesheets off', () => {
    expect(timesheetPart({ ...dashboard, timesheet: null })).toBeNull();
  });
});
