import {
  DASHBOARD_UPCOMING_EVENTS,
  type DashboardEvent,
  DashboardSchema,
} from '@crewcall/contract';
import type { Db } from '@/db/client';
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

/**
 * The kept rows, shaped once as they are read (not on every call): an event as admins see
 * it (every open shift counted) and as members do (published ones only), a series as
 * either sees it.
 */
async function readEvents(db: Db, orgId: number) {
  const rows = await eventsStatement(db, { orgId });
  return rows.map(({ publishedEmpty, endUs, ...row }) => ({
    endUs,
    forAdmin: { ...row, type: 'event' } as DashboardEvent,
    forMember: { ...row, empty: publishedEmpty, type: 'event' } as DashboardEvent,
  }));
}
async function readSeries(db: Db, orgId: number) {
  const rows = await seriesStatement(db, { orgId });
  return rows.map(({ endUs, ...row }) => ({
    endUs,
    item: { ...row, type: 'series', color: '', location_name: null, empty: 0 } as DashboardEvent,
  }));
}

/**
 * Events and series merged, soonest first, the first `limit`: both lists come soonest
 * first, so one pass takes the sooner head each time (an event before a series starting
 * at the same moment). ISO strings in UTC with milliseconds compare as their moments.
 */
function mergeUpcoming(
  eventItems: DashboardEvent[],
  seriesItems: DashboardEvent[],
  limit: number,
): DashboardEvent[] {
  const merged: DashboardEvent[] = [];
  let e = 0;
  let s = 0;
  while (merged.length < limit && (e < eventItems.length || s < seriesItems.length)) {
    const takeEvent =
      s >= seriesItems.length ||
      (e < eventItems.length && eventItems[e].start <= seriesItems[s].start);
    merged.push(takeEvent ? eventItems[e++] : seriesItems[s++]);
  }
  return merged;
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
      keptEnding('events', DASHBOARD_UPCOMING_EVENTS, () => readEvents(db, orgId)),
      keptEnding('series', DASHBOARD_UPCOMING_EVENTS, () => readSeries(db, orgId)),
    ]);
    const events = eventRows.map((row) => (admin ? row.forAdmin : row.forMember));
    const series = seriesRows.map((row) => row.item);
    return { upcoming_events: mergeUpcoming(events, series, DASHBOARD_UPCOMING_EVENTS) };
  },
});
