import { EVENT_END_MESSAGE } from '@crewcall/contract';
import { and, asc, count, eq, gt, inArray, lt, max, min, or, type SQL, sql } from 'drizzle-orm';
import { aliasInClub, sameClub } from '@/db/club-sql';
import { events, eventTypes, locations, series } from '@/db/schema';
import { inClub } from '@/db/scope';
import { validationError } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { isoMoment, ownEventColor, unfilledShiftCountFor } from './event-values';

/** A calendar range, [start, end): an event overlaps it when it starts before its end and ends after its start. */
export type Range = { start: Date; end: Date };

/** Events lasting longer than this are "long": the calendar finds them by their end. */
const LONG_EVENT_MS = 7 * 24 * 60 * 60 * 1000;
const isLong = sql`${events.end} - ${events.start} > interval '7 days'`; // = the index's predicate

/**
 * Events of club `orgId` overlapping `range`. An event of at most a week that overlaps
 * the range starts after `range.start - 1 week`, so the (organisation_id, start) index
 * reads only the range plus a week; longer events come from the partial index on
 * (organisation_id, end) of long events (a bitmap OR of the two). Neither grows with the
 * club's history.
 */
const overlapping = (orgId: number, range: Range) =>
  and(
    inClub(events, orgId),
    lt(events.start, range.end),
    gt(events.end, range.start),
    or(gt(events.start, new Date(range.start.getTime() - LONG_EVENT_MS)), isLong),
  ) as SQL;

/** Not an event of a consecutive series (those show as one entry): one array, made once. */
const notInConsecutiveSeries = (orgId: number) =>
  sql`(${events.seriesId} is null or ${events.seriesId} <> all(array(select s.id from ${series} s where ${aliasInClub('s', orgId)} and s.consecutive)))`;

// Lookups are joined on the club as well as the id: the composite (organisation_id, id)
// keys, and never another club's row even if an id were wrong.
const typeOfEvent = and(
  eq(eventTypes.organisationId, events.organisationId),
  eq(eventTypes.id, events.eventTypeId),
);
const locationOfEvent = and(
  eq(locations.organisationId, events.organisationId),
  eq(locations.id, events.locationId),
);
/**
 * The series' name by its key, per row: series grow with a club's history, and a join
 * let the planner compare every event with every series (35 ms at 300 series).
 */
const seriesName = sql<
  string | null
>`(select s.name from ${series} s where ${sameClub('s', events)} and s.id = ${events.seriesId})`;

/** With the event type joined, the effective colour reads the join (no subquery). */
const joinedColor = sql<string>`coalesce(nullif(${events.color}, ''), ${eventTypes.color}, '')`;

/**
 * Statement 1 of the calendar: the events overlapping `range` with the names a calendar
 * shows, leaving out events of consecutive series (those come as one entry each).
 */
export function calendarEvents(db: Executor, orgId: number, range: Range, admin: boolean) {
  return db
    .select({
      id: events.id,
      name: events.name,
      start: isoMoment(events.start),
      end: isoMoment(events.end),
      color: joinedColor,
      own_color: ownEventColor,
      location: events.locationId,
      eventtype: events.eventTypeId,
      series: events.seriesId,
      public: events.public,
      empty: unfilledShiftCountFor(admin),
      location_name: locations.name,
      eventtype_name: eventTypes.name,
      series_name: seriesName,
    })
    .from(events)
    .leftJoin(eventTypes, typeOfEvent)
    .leftJoin(locations, locationOfEvent)
    .where(and(overlapping(orgId, range), notInConsecutiveSeries(orgId)))
    .orderBy(asc(events.start), asc(events.id));
}

/**
 * Statement 2 of the calendar: consecutive series with an event overlapping `range`,
 * each spanning all its events, in its first event's colour.
 */
export function calendarSeries(db: Executor, orgId: number, range: Range) {
  const inRange = db
    .select({ id: events.seriesId })
    .from(events)
    .where(and(overlapping(orgId, range), sql`${events.seriesId} is not null`));
  const span = db
    .select({
      seriesId: events.seriesId,
      start: min(events.start).as('span_start'),
      end: max(events.end).as('span_end'),
      eventCount: count().as('event_count'),
    })
    .from(events)
    .where(and(inClub(events, orgId), inArray(events.seriesId, inRange)))
    .groupBy(events.seriesId)
    .as('span');
  const firstColor = sql<string>`(select coalesce(nullif(e.color, ''), t.color, '') from ${events} e left join ${eventTypes} t on ${sameClub('t', 'e')} and t.id = e.event_type_id where ${aliasInClub('e', orgId)} and e.series_id = ${series.id} order by e.start, e.id limit 1)`;
  return db
    .select({
      id: series.id,
      name: series.name,
      start: isoMoment(sql`${span.start}`),
      end: isoMoment(sql`${span.end}`),
      color: sql<string>`coalesce(${firstColor}, '')`,
      event_count: sql`${span.eventCount}`.mapWith(Number),
    })
    .from(series)
    .innerJoin(span, eq(span.seriesId, series.id))
    .where(and(inClub(series, orgId), eq(series.consecutive, true)))
    .orderBy(asc(span.start), asc(series.id));
}

/** What the public calendar may show of an event (only events whose `public` is set). */
const publicColumns = {
  id: events.id,
  name: events.name,
  start: isoMoment(events.start),
  end: isoMoment(events.end),
  color: joinedColor,
  location_name: locations.name,
  eventtype_name: eventTypes.name,
};

/** The public calendar: only what is safe to publish, in one statement. */
export function publicEvents(db: Executor, orgId: number, range: Range) {
  return db
    .select(publicColumns)
    .from(events)
    .leftJoin(eventTypes, typeOfEvent)
    .leftJoin(locations, locationOfEvent)
    .where(and(overlapping(orgId, range), eq(events.public, true)))
    .orderBy(asc(events.start), asc(events.id));
}

/** One event of the public calendar with its details; none if it is not public (one statement). */
export function publicEvent(db: Executor, orgId: number, id: number) {
  return db
    .select({ ...publicColumns, details: events.details })
    .from(events)
    .leftJoin(eventTypes, typeOfEvent)
    .leftJoin(locations, locationOfEvent)
    .where(and(inClub(events, orgId), eq(events.id, id), eq(events.public, true)));
}

/** After a write: any of these events whose end is not after its start refuses the write. */
export async function assertEventsEndAfterStart(db: Executor, orgId: number, ids: number[]) {
  const bad = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(inClub(events, orgId), inArray(events.id, ids), sql`${events.end} <= ${events.start}`),
    );
  if (bad.length) throw endErrors(ids, bad);
}

/** After a write: a series' own end may not be before its own start. */
export async function assertSeriesEndAfterStart(db: Executor, orgId: number, ids: number[]) {
  const bad = await db
    .select({ id: series.id })
    .from(series)
    .where(and(inClub(series, orgId), inArray(series.id, ids), lt(series.end, series.start)));
  if (bad.length) throw endErrors(ids, bad);
}

/** Keyed like the engine's item errors: the index of the item in the written array. */
function endErrors(ids: number[], bad: { id: number }[]) {
  const errors: Record<string, string[]> = {};
  for (const { id } of bad) errors[`${ids.indexOf(id)}.end`] = [EVENT_END_MESSAGE];
  return validationError(errors);
}
