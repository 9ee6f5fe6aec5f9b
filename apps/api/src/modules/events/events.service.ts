import {
  type CalendarResults,
  calendarKey,
  type PublicCalendar,
  type PublicEventPage,
  type SeriesDetail,
} from '@crewcall/contract';
import type { Config } from '@/env';
import { notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { clubSiteUrl } from '@/modules/auth';
import {
  calendarEvents,
  calendarSeries,
  publicEvent,
  publicEvents,
  type Range,
} from './events.queries';
import { eventsOfSeries, findSeries } from './series.queries';

type Club = { orgId: number };
type Links = Pick<Config, 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'NODE_ENV' | 'PORT'>;

/** An event's public page (no login) on the club's own site. */
const publicEventUrl = (siteUrl: string, id: number) => `${siteUrl}/events/public/${id}`;

/**
 * Rows keyed for `results` and their keys in order, in one pass (no copy per row).
 */
function keyed<T>(rows: T[], key: (row: T) => string) {
  const byKey: Record<string, T> = {};
  const ids: string[] = [];
  for (const row of rows) {
    const k = key(row);
    byKey[k] = row;
    ids.push(k);
  }
  return { byKey, ids };
}

/**
 * The member calendar: two statements whatever the range holds (events; consecutive
 * series as one entry each), merged in start order. `admin`: events' `empty` counts
 * unpublished open shifts too.
 */
export async function getCalendar(
  db: Executor,
  { orgId, range, admin }: Club & { range: Range; admin: boolean },
): Promise<CalendarResults> {
  const eventRows = await calendarEvents(db, orgId, range, admin);
  const seriesRows = await calendarSeries(db, orgId, range);
  const entries = [
    ...eventRows.map((row) => Object.assign(row, { type: 'event' as const })),
    ...seriesRows.map((row) =>
      Object.assign(row, { type: 'series' as const, consecutive: true as const }),
    ),
  ];
  // UTC ISO strings of one length sort as their moments do.
  entries.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
  const { byKey, ids } = keyed(entries, calendarKey);
  return { results: { events: byKey }, ids };
}

/**
 * The public calendar: safe fields of the events the club shows publicly, each with a link
 * to its public page on the club's own site (from its configured domain, never the
 * request's Host).
 */
export async function getPublicCalendar(
  db: Executor,
  opts: Club & { clubName: string; range: Range; links: Links },
): Promise<PublicCalendar> {
  const rows = await publicEvents(db, opts.orgId, opts.range);
  const siteUrl = await clubSiteUrl(db, opts.orgId, opts.links);
  const linked = rows.map((row) => Object.assign(row, { url: publicEventUrl(siteUrl, row.id) }));
  const { byKey, ids } = keyed(linked, (row) => String(row.id));
  return {
    organisation: { name: opts.clubName, url: siteUrl },
    results: { events: byKey },
    ids: ids.map(Number),
  };
}

/**
 * One event of the public calendar with its details, for its public page: 404 when the
 * club has no such event or keeps it off the public calendar (the same answer, so a
 * caller cannot tell a private event from none).
 */
export async function getPublicEvent(
  db: Executor,
  opts: Club & { id: number; clubName: string; links: Links },
): Promise<PublicEventPage> {
  const [row] = await publicEvent(db, opts.orgId, opts.id);
  if (!row) throw notFound();
  const siteUrl = await clubSiteUrl(db, opts.orgId, opts.links);
  return {
    organisation: { name: opts.clubName, url: siteUrl },
    event: { ...row, url: publicEventUrl(siteUrl, row.id) },
  };
}

/** A series with its events (two statements); 404 when the club has no such series. */
export async function getSeriesDetail(
  db: Executor,
  { orgId, id, admin }: Club & { id: number; admin: boolean },
): Promise<SeriesDetail> {
  const [row] = await findSeries(db, orgId, id);
  if (!row) throw notFound();
  const eventRows = await eventsOfSeries(db, orgId, id, admin);
  return {
    results: {
      series: { [String(id)]: row },
      events: Object.fromEntries(eventRows.map((e) => [String(e.id), e])),
    },
    count: 1,
    ids: [id],
    event_ids: eventRows.map((e) => e.id as number),
  } as unknown as SeriesDetail;
}
