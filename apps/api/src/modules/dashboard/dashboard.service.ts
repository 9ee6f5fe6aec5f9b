import { DASHBOARD_UPCOMING_EVENTS, type Dashboard, type DashboardEvent } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { checkedTimeZone, dateIn, listRecordHours } from '@/modules/hours';
import {
  type ClubClock,
  getShiftDashboard,
  keptCard,
  keptEndingCard,
  readClubClock,
} from '@/modules/shifts';
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
 * on the request's transaction. Statements: 5 for a member (the club's clock, own
 * requests, upcoming shifts, record hours, news), +1 with timesheets on (the Time sheet
 * card), +1 for an admin (club requests). The club-wide cards (upcoming events and series,
 * and an admin's unpublished events and new people) are kept per club version
 * (modules/shifts/dashboard-cache.ts): +1 statement each when not kept.
 */
export async function getDashboard(
  db: Db,
  o: { club: DashboardClub; reader: DashboardReader; tz?: string },
): Promise<Dashboard> {
  const tz = checkedTimeZone(o.tz);
  const admin = o.reader.role === 'admin';
  const orgId = o.club.id;
  const reader = { id: o.reader.id, role: o.reader.role };
  // First on the transaction: what the kept cards are keyed by.
  const clock = readClubClock(db, orgId);
  const [cards, record, upcoming, news, people, timesheet] = await Promise.all([
    getShiftDashboard(db, { orgId, reader, clock }),
    listRecordHours(db, { orgId, reader, tz }),
    upcomingEvents(db, orgId, clock),
    dashboardCards.currentNews(db, { orgId }),
    admin ? newPeople(db, orgId, clock) : [],
    o.club.featureTimesheets ? timesheetFor(db, orgId, o.reader.id, tz) : null,
  ]);
  return {
    ...cards,
    role: o.reader.role,
    features: { timesheets: o.club.featureTimesheets, sms: o.club.smsEnabled },
    verify_phone: o.club.smsEnabled && !o.reader.smsVerified,
    new_people: people,
    timesheet,
    upcoming_events: upcoming,
    record_hours: record.shifts,
    today: record.today,
    news,
  };
}

/** Upcoming events and series (the calendar version covers both), merged. */
async function upcomingEvents(db: Db, orgId: number, clock: Promise<ClubClock>) {
  const now = await clock;
  const kept = (kind: string) => ({
    key: `upcoming ${kind} ${orgId} ${now.calendar}`,
    clock: now,
    limit: DASHBOARD_UPCOMING_EVENTS,
  });
  const [eventRows, seriesRows] = await Promise.all([
    keptEndingCard(db, {
      ...kept('events'),
      read: () => dashboardCards.upcomingEvents(db, { orgId }),
    }),
    keptEndingCard(db, {
      ...kept('series'),
      read: () => dashboardCards.upcomingSeries(db, { orgId }),
    }),
  ]);
  return mergeUpcoming(eventRows, seriesRows, DASHBOARD_UPCOMING_EVENTS);
}

/** New Registrations: people are under the availability version. */
async function newPeople(db: Db, orgId: number, clock: Promise<ClubClock>) {
  const { availability } = await clock;
  return keptCard(db, `new people ${orgId} ${availability}`, () =>
    dashboardCards.newPeople(db, { orgId }),
  );
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
