import type { Dashboard, DashboardEvent } from '@crewcall/contract';

/** For tests: a member's `GET /api/dashboard` answer with every card empty. */
export const EMPTY_DASHBOARD: Dashboard = {
  role: 'user',
  features: { timesheets: false, sms: false },
  verify_phone: false,
  new_people: [],
  new_requests: [],
  new_requests_count: 0,
  unpublished_events: [],
  my_requests: [],
  upcoming_shifts: [],
  timesheet: null,
  upcoming_events: [],
  record_hours: [],
  today: '2026-11-23',
  news: [],
};

/** For tests: an Upcoming events item of the answer; a series unless `item` says otherwise. */
export const upcomingItem = (
  item: Partial<DashboardEvent> & Pick<DashboardEvent, 'id' | 'name' | 'start' | 'end'>,
): DashboardEvent => ({ type: 'series', color: '', location_name: null, empty: 0, ...item });
