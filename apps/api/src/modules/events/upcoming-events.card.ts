import {
  DASHBOARD_UPCOMING_EVENTS,
  type DashboardEvent,
  DashboardSchema,
} from '@crewcall/contract';
import { reusableQuery } from '@/db/reusable-query';
import { dashboardCard } from '@/modules/dashboard';
import { upcomingEvents, upcomingSeries } from './upcoming-events.queries';

/** The statements, built once. */
const eventsStatement = reusableQuery((db, param) =>
  upcomingEvents(db, param('orgId'), DASHBOARD_UPCOMING_EVENTS),
);
const seriesStatement = reusableQuery((db, param) =>
  upcomingSeries(db, param('orgId'), DASHBOARD_UPCOMING_EVENTS),
);

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
 * Upcoming events: events outside any series and series, not yet ended, merged. Both are
 * kept under the calendar version (it covers events, series and shifts), each row leaving
 * as it ends. The kept rows carry both open-shift counts: admins are told of unpublished
 * shifts too, members not.
 */
export const upcomingEventsCard = dashboardCard({
  schema: DashboardSchema.pick({ upcoming_events: true }),
  seenBy: 'everyone',
  keptBy: 'calendar',
  read: async ({ db, orgId, admin, keptEnding }) => {
    const [eventRows, seriesRows] = await Promise.all([
      keptEnding('events', DASHBOARD_UPCOMING_EVENTS, () => eventsStatement(db, { orgId })),
      keptEnding('series', DASHBOARD_UPCOMING_EVENTS, () => seriesStatement(db, { orgId })),
    ]);
    const shown = eventRows.map(({ publishedEmpty, ...row }) =>
      admin ? row : { ...row, empty: publishedEmpty },
    );
    return { upcoming_events: mergeUpcoming(shown, seriesRows, DASHBOARD_UPCOMING_EVENTS) };
  },
});
