import {
  DASHBOARD_NEW_PEOPLE_LIMIT,
  DASHBOARD_NEWS_LIMIT,
  DASHBOARD_UPCOMING_EVENTS,
  type Dashboard,
} from '@crewcall/contract';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  isNull,
  lt,
  lte,
  or,
  type Placeholder,
  sql,
} from 'drizzle-orm';
import { jsonObject } from '@/db/json-rows';
import { reusableQuery } from '@/db/reusable-query';
import { events, locations, newsItems, organisations, people, series, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import {
  effectiveEventColor,
  publishedUnfilledShiftCount,
  unfilledShiftCount,
} from '@/modules/events';
import { dayStart, iso, isoOrNull } from '@/modules/hours';
import { epochMicros, fixedLimit, notEndedEvents } from '@/modules/shifts';

/*
 * The dashboard cards not about shift requests, one statement each, each bounded by a
 * limit and read through an index that starts with the club; built into SQL once
 * (`dashboardCards`, as the shift cards: values as placeholders, limits in the SQL).
 */

/** A value, or a placeholder filled in on each run. */
type Value<T> = T | Placeholder;

/** New Registrations: people waiting for activation, oldest first. */
export function newPeople(db: Executor, orgId: Value<number>, limit: number) {
  return db
    .select({
      id: people.id,
      name: people.name,
      email: people.email,
      avatar: people.avatar,
      created: iso(people.createdAt),
    })
    .from(people)
    .where(and(inClub(people, orgId), eq(people.role, 'new')))
    .orderBy(asc(people.createdAt), asc(people.id))
    .limit(fixedLimit(limit));
}

/**
 * Upcoming events outside any series, not yet ended, soonest first: the page of ids read
 * in start order from a week ago (notEndedEvents), then only its rows joined.
 */
export function upcomingEvents(db: Executor, orgId: Value<number>, limit: number) {
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
      // when it leaves the card (keptEndingCard)
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
export function upcomingSeries(db: Executor, orgId: Value<number>, limit: number) {
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

/** News shown now (posted, not past show_until), newest first, as a JSON array. */
export function currentNewsJson(db: Executor, orgId: Value<number>, limit: number) {
  const page = db
    .select({
      item: jsonObject({
        id: newsItems.id,
        content: newsItems.content,
        posted: iso(newsItems.posted),
        show_until: isoOrNull(newsItems.showUntil),
      }).as('item'),
      posted: newsItems.posted,
      id: newsItems.id,
    })
    .from(newsItems)
    .where(
      and(
        inClub(newsItems, orgId),
        lte(newsItems.posted, sql`now()`),
        or(isNull(newsItems.showUntil), gt(newsItems.showUntil, sql`now()`)),
      ),
    )
    .orderBy(desc(newsItems.posted), desc(newsItems.id))
    .limit(fixedLimit(limit));
  return sql`coalesce((select json_agg(page.item order by page.posted desc, page.id desc) from (${page}) page), '[]')`;
}

/**
 * The Time sheet card: the person's recorded hours since the first of this month and of
 * this year (in `tz`), and their ended shifts without an actual end, as a JSON object.
 */
export function timesheetSummary(
  db: Executor,
  o: {
    orgId: Value<number>;
    personId: Value<number>;
    monthStart: Value<string>;
    yearStart: Value<string>;
    tz: Value<string>;
  },
) {
  // As scalar subqueries, each day's start is worked out once per call, not per shift
  // (a generic plan cannot fold the time-zone conversion of a placeholder).
  const month = sql`(select ${dayStart(o.monthStart, o.tz)})`;
  const year = sql`(select ${dayStart(o.yearStart, o.tz)})`;
  const card = jsonObject({
    month_hours: sql`coalesce(sum(${shifts.hours}) filter (where ${shifts.start} >= ${month}), 0)`,
    year_hours: sql`coalesce(sum(${shifts.hours}) filter (where ${shifts.start} >= ${year}), 0)`,
    untimed: sql`count(*) filter (where ${shifts.end} < now() and ${shifts.actualEnd} is null and ${shifts.draft} is not null)::int`,
  });
  const summary = db
    .select({ card })
    .from(shifts)
    .where(
      and(
        inClub(shifts, o.orgId),
        eq(shifts.personId, o.personId),
        // this year's shifts, and the untimed ones of the last year before it
        gte(shifts.start, sql`${year} - interval '1 year'`),
        lt(shifts.start, sql`now() + interval '1 day'`),
      ),
    );
  return sql`(${summary})`;
}

/**
 * The club's clock (its versions and now(): what the kept cards are keyed by, see
 * modules/shifts/dashboard-cache.ts) with the cards read on every call that have no
 * person's list in them: news, and the Time sheet card when on, as JSON. One statement
 * instead of three: each costs the API and the database more to send, run and read than
 * these small answers.
 */
export function clubNow(
  db: Executor,
  o: Parameters<typeof timesheetSummary>[1] | { orgId: Value<number> },
) {
  return db
    .select({
      calendar: organisations.calendarVersion,
      availability: organisations.availabilityVersion,
      nowUs: epochMicros(sql`now()`),
      news: sql<Dashboard['news']>`${currentNewsJson(db, o.orgId, DASHBOARD_NEWS_LIMIT)}`,
      timesheet: sql<
        Dashboard['timesheet']
      >`${'personId' in o ? timesheetSummary(db, o) : sql`null`}`,
    })
    .from(organisations)
    .where(eq(organisations.id, o.orgId));
}

/** The cards' statements, built once; run with `{ orgId }` (+ person, dates, tz). */
export const dashboardCards = {
  newPeople: reusableQuery((db, param) =>
    newPeople(db, param('orgId'), DASHBOARD_NEW_PEOPLE_LIMIT),
  ),
  upcomingEvents: reusableQuery((db, param) =>
    upcomingEvents(db, param('orgId'), DASHBOARD_UPCOMING_EVENTS),
  ),
  upcomingSeries: reusableQuery((db, param) =>
    upcomingSeries(db, param('orgId'), DASHBOARD_UPCOMING_EVENTS),
  ),
  clubNow: reusableQuery((db, param) => clubNow(db, { orgId: param('orgId') })),
  clubNowWithTimesheet: reusableQuery((db, param) =>
    clubNow(db, {
      orgId: param('orgId'),
      personId: param('personId'),
      monthStart: param('monthStart'),
      yearStart: param('yearStart'),
      tz: param('tz'),
    }),
  ),
};
