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
  expiring_records: [],
  unconfirmed_duties: [],
  my_duty_answers: [],
  allocation_round: null,
};

/** For tests: an Upcoming events item of the answer; a series unless `item` says otherwise. */
export const upcomingItem = (
  item: Partial<DashboardEvent> & Pick<DashboardEvent, 'id' | 'name' | 'start' | 'end'>,
): DashboardEvent => ({ type: 'series', color: '', location_name: null, empty: 0, ...item });

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

/** A pending request as the dashboard's request cards list it (Ann Lee for the Regatta). */
export const dashboardRequest = (
  id: number,
  over: Partial<Dashboard['my_requests'][number]> = {},
): Dashboard['my_requests'][number] => ({
  id,
  person: 7,
  person_name: 'Ann Lee',
  person_avatar: null,
  event: 5,
  event_name: 'Regatta',
  event_start: hoursFromNow(30),
  series: null,
  comments: '',
  assignment: null,
  role: null,
  location: null,
  actioned: false,
  actioned_at: null,
  status: 'pending',
  decline_reason: '',
  created: hoursFromNow(-1),
  ...over,
});
