import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sameClub } from '@/db/club-sql';
import { isoMoment } from '@/db/iso-moment';
import { events, series } from '@/db/schema';

/*
 * Values SQL derives per event or series, in the statement that reads the rows (never a
 * query per row). The events and series collections and the calendar read the same ones.
 *
 * The subqueries name the outer row's columns with their table ("events"."id"): drizzle
 * leaves columns unqualified in a one-table select, and inside a subquery an unqualified
 * "id" would be the subquery's own.
 */
const outer = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** An event's colour: its own, else its event type's, else ''. */
export const effectiveEventColor = sql<string>`coalesce(nullif(${outer(events.color)}, ''), (select t.color from event_types t where ${sameClub('t', events)} and t.id = ${outer(events.eventTypeId)}), '')`;

/** Its own colour, '' for none (what an edit form starts from). */
export const ownEventColor = sql<string>`coalesce(${outer(events.color)}, '')`;

/**
 * Saved shifts nobody fills yet, published or not (issue 12: "unfilled published+saved
 * shifts"; only the planner's unsaved staging is left out): the admin's red badge must
 * not show a green tick for an event whose open shifts are merely unpublished. Read
 * where it is shown, so it is right after every shift write without a kept counter.
 */
export const unfilledShiftCount =
  sql<number>`(select count(*)::int from shifts s where ${sameClub('s', events)} and s.event_id = ${outer(events.id)} and s.person_id is null)`.mapWith(
    Number,
  );

/**
 * What a member is told of the same (issue 20, item 11): only published open shifts.
 * Members never see unpublished shifts, so their count must not betray them either.
 */
export const publishedUnfilledShiftCount =
  sql<number>`(select count(*)::int from shifts s where ${sameClub('s', events)} and s.event_id = ${outer(events.id)} and s.person_id is null and s.draft is not null)`.mapWith(
    Number,
  );

/** The open shifts `admin` or a member is told of. */
export const unfilledShiftCountFor = (admin: boolean) =>
  admin ? unfilledShiftCount : publishedUnfilledShiftCount;

/** A series spans its events; its stored start/end count only while it has none. */
const seriesSpan = (agg: 'min' | 'max', column: 'start' | 'end') =>
  sql`coalesce((select ${sql.raw(agg)}(e.${sql.identifier(column)}) from events e where ${sameClub('e', series)} and e.series_id = ${outer(series.id)}), ${outer(series[column])})`.mapWith(
    series[column],
  );
export const seriesStart = seriesSpan('min', 'start');
export const seriesEnd = seriesSpan('max', 'end');

export { isoMoment };
