import { DASHBOARD_UPCOMING_EVENTS, type Dashboard, type DashboardEvent } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { checkedTimeZone, dateIn, listRecordHours } from '@/modules/hours';
import { getShiftDashboard } from '@/modules/shifts';
import { dashboardCards } from './dashboard.queries';

export type DashboardClub = { id: number; featureTimesheets: boolean; smsEnabled: boolean };
export type DashboardReader = { id: number; role: 'new' | 'user' | 'admin'; smsVerified: boolean };

/** Events and series merged, soonest first, the first `limit`. */
function mergeUpcoming(
  eventRows: Omit<DashboardEvent, 'type'>[],
  seriesRows: { id: number; name: string; start: string; end: string }[],
  limit: number,
): DashboardEvent[] {
  const items: DashboardEvent[] = [
    ...eventRows.map((row) => ({ ...row, type: 'event' as const })),
    ...seriesRows.map((row) => ({
      ...row,
      type: 'series' as const,
      color: '',
      location_name: null,
      empty: 0,
    })),
  ];
  // ISO strings in UTC with milliseconds sort as their moments.
  return items.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0)).slice(0, limit);
}

/**
 * `GET /api/dashboard`: every card for the caller's role, all statements sent together
 * on the request's transaction. Statements: 6 for a member (own requests, upcoming
 * shifts, record hours, upcoming events, upcoming series, news), +1 with timesheets on
 * (the Time sheet card), +3 for an admin (club requests, unpublished events, new people).
 */
export async function getDashboard(
  db: Db,
  o: { club: DashboardClub; reader: DashboardReader; tz?: string },
): Promise<Dashboard> {
  const tz = checkedTimeZone(o.tz);
  const admin = o.reader.role === 'admin';
  const orgId = o.club.id;
  const reader = { id: o.reader.id, role: o.reader.role };
  const club = { orgId };
  const [cards, record, eventRows, seriesRows, news, people, timesheet] = await Promise.all([
    getShiftDashboard(db, { orgId, reader }),
    listRecordHours(db, { orgId, reader, tz }),
    dashboardCards.upcomingEvents(db, club),
    dashboardCards.upcomingSeries(db, club),
    dashboardCards.currentNews(db, club),
    admin ? dashboardCards.newPeople(db, club) : [],
    o.club.featureTimesheets ? timesheetFor(db, orgId, o.reader.id, tz) : null,
  ]);
  return {
    ...cards,
    role: o.reader.role,
    features: { timesheets: o.club.featureTimesheets, sms: o.club.smsEnabled },
    verify_phone: o.club.smsEnabled && !o.reader.smsVerified,
    new_people: people,
    timesheet,
    upcoming_events: mergeUpcoming(eventRows, seriesRows, DASHBOARD_UPCOMING_EVENTS),
    record_hours: record.shifts,
    today: record.today,
    news,
  };
}

async function timesheetFor(db: Db, orgId: number, personId: number, tz: string) {
  const today = dateIn(tz);
  const [row] = await dashboardCards.timesheetSummary(db, {
    orgId,
    personId,
    monthStart: `${today.slice(0, 7)}-01`,
    yearStart: `${today.slice(0, 4)}-01-01`,
    tz,
  });
  return row ?? { month_hours: 0, year_hours: 0, untimed: 0 };
}
