import { DASHBOARD_UPCOMING_EVENTS, type Dashboard, type DashboardEvent } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { clubTimeZone, dateIn, listRecordHours } from '@/modules/hours';
import { type ClubClock, getShiftDashboard, keptCard, keptEndingCard } from '@/modules/shifts';
import { dashboardCards } from './dashboard.queries';

export type DashboardClub = {
  id: number;
  featureTimesheets: boolean;
  smsEnabled: boolean;
  timeZone: string;
};
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
 * on the request's transaction. Statements: 4 for a member (the club's clock with news
 * and the Time sheet card, own requests, upcoming shifts, record hours), +1 for an admin
 * (club requests). The club-wide cards (upcoming events and series, and an admin's
 * unpublished events and new people) are kept per club version
 * (modules/shifts/dashboard-cache.ts): +1 statement each when not kept.
 */
export async function getDashboard(
  db: Db,
  o: { club: DashboardClub; reader: DashboardReader; tz?: string },
): Promise<Dashboard> {
  const tz = clubTimeZone(o.club, o.tz);
  const admin = o.reader.role === 'admin';
  const orgId = o.club.id;
  const reader = { id: o.reader.id, role: o.reader.role };
  // First on the transaction: what the kept cards are keyed by.
  const now = clubNow(db, orgId, o.club.featureTimesheets ? { personId: reader.id, tz } : null);
  const clock: Promise<ClubClock> = now;
  const [{ news, timesheet }, cards, record, upcoming, people] = await Promise.all([
    now,
    getShiftDashboard(db, { orgId, reader, clock }),
    listRecordHours(db, { orgId, reader, tz }),
    upcomingEvents(db, orgId, clock, admin),
    admin ? newPeople(db, orgId, clock) : [],
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

/** The club's clock, news, and the person's Time sheet card (with `timesheet`) or null. */
async function clubNow(db: Db, orgId: number, timesheet: { personId: number; tz: string } | null) {
  let rows: Awaited<ReturnType<typeof dashboardCards.clubNow>>;
  if (timesheet) {
    const today = dateIn(timesheet.tz);
    rows = await dashboardCards.clubNowWithTimesheet(db, {
      orgId,
      ...timesheet,
      monthStart: `${today.slice(0, 7)}-01`,
      yearStart: `${today.slice(0, 4)}-01-01`,
    });
  } else {
    rows = await dashboardCards.clubNow(db, { orgId });
  }
  if (!rows[0]) throw new Error(`Club ${orgId} not found`);
  return rows[0];
}

/**
 * Upcoming events and series (the calendar version covers both), merged. The kept rows
 * carry both open-shift counts: admins are told of unpublished ones too, members not.
 */
async function upcomingEvents(db: Db, orgId: number, clock: Promise<ClubClock>, admin: boolean) {
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
  const shown = eventRows.map(({ publishedEmpty, ...row }) =>
    admin ? row : { ...row, empty: publishedEmpty },
  );
  return mergeUpcoming(shown, seriesRows, DASHBOARD_UPCOMING_EVENTS);
}

/** New Registrations: people are under the availability version. */
async function newPeople(db: Db, orgId: number, clock: Promise<ClubClock>) {
  const { availability } = await clock;
  return keptCard(db, `new people ${orgId} ${availability}`, () =>
    dashboardCards.newPeople(db, { orgId }),
  );
}
