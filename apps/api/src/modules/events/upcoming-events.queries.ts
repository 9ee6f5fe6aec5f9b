import { and, asc, eq, isNull, type Placeholder, sql } from 'drizzle-orm';
import { epochMicros } from '@/db/read/club-clock';
import { iso } from '@/db/read/club-time';
import { fixedLimit } from '@/db/read/limits';
import { events, locations, series } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import {
  effectiveEventColor,
  publishedUnfilledShiftCount,
  unfilledShiftCount,
} from './event-values';
import { notEndedEvents } from './not-ended-events.queries';

/*
 * The SQL of the dashboard's Upcoming events card (upcoming-events.card.ts), one
 * statement for events and one for series, each bounded by a limit and read through an
 * index that starts with the club.
 */

/** A club id: a value, or a placeholder filled in on each run. */
type Id = number | Placeholder;

/**
 * Upcoming events outside any series, not yet ended, soonest first: the page of ids read
 * in start order from a week ago (notEndedEvents), then only its rows joined.
 */
export function upcomingEvents(db: Executor, orgId: Id, limit: number) {
  const page = notEndedEvents(db, orgId, isNull(events.seriesId), limit);
  return db
    .select({
      id: events.id,
      name: events.name,
      start: iso(events.start),
      end: iso(events.end),
      color: effectiveEventColor,
      location_name: locations.name,
      empty: unfilledShiftCount,
      // a member's `empty`: the card is kept per club, for admins and members alike
      publishedEmpty: publishedUnfilledShiftCount,
      // when it leaves the card (db/read/kept-cards.ts)
      endUs: epochMicros(events.end),
    })
    .from(events)
    .innerJoin(page, eq(page.id, events.id))
    .leftJoin(
      locations,
      and(eq(locations.organisationId, events.organisationId), eq(locations.id, events.locationId)),
    )
    .where(inClub(events, orgId))
    .orderBy(asc(events.start), asc(events.id));
}

/**
 * Series not yet ended, soonest first. A series spans its events (its stored dates count
 * only while it has none): the span is kept on the series by triggers on events
 * (migration 0017), and the series not yet ended are read from the index of that end
 * (before, every series' events were added up on each call: ~0.8 ms for the bench club's
 * 300 series of 2,400 events).
 */
export function upcomingSeries(db: Executor, orgId: Id, limit: number) {
  const start = sql`coalesce(${series.eventsStart}, ${series.start})`;
  // = the expression of series_org_span_end_idx
  const end = sql`coalesce(${series.eventsEnd}, ${series.end})`;
  return db
    .select({
      id: series.id,
      name: series.name,
      start: iso(start),
      end: iso(end),
      endUs: epochMicros(end),
    })
    .from(series)
    .where(and(inClub(series, orgId), sql`${end} > now()`))
    .orderBy(asc(start), asc(series.id))
    .limit(fixedLimit(limit));
}
