import { and, asc, gt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { fixedLimit } from '@/db/read/limits';
import { events } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

/** = the predicate of the partial index of long events (db/schema/events.ts). */
const isLong = sql`${events.end} - ${events.start} > interval '7 days'`;

/**
 * The first `limit` events of the club matching `where` and not yet ended, by start, as
 * a subquery of their ids: the page the dashboard's event lists are read from (upcoming
 * events here; outstanding requests and unpublished events in modules/shifts). An event
 * of at most a week that has not ended started less than a week ago: the (club, start)
 * index is read in order from a week ago and stops at the limit (before, from the club's
 * first event: 6,500 past events of the bench club walked per call). Longer events come
 * from the partial index of long events by end, as the calendar finds them
 * (events.queries.ts).
 */
export function notEndedEvents(
  db: Executor,
  orgId: number | Placeholder,
  where: SQL | undefined,
  limit: number,
) {
  const weekAgo = sql`now() - interval '7 days'`;
  const notEnded = (bound: SQL) =>
    db
      .select({ id: events.id, start: events.start })
      .from(events)
      .where(and(inClub(events, orgId), where, gt(events.end, sql`now()`), bound));
  // The long ones unordered: ordered, the planner walks the start index for them.
  return notEnded(gt(events.start, weekAgo))
    .orderBy(asc(events.start), asc(events.id))
    .limit(fixedLimit(limit))
    .unionAll(notEnded(sql`${isLong} and ${events.start} <= ${weekAgo}`))
    .orderBy(asc(sql`"start"`), asc(sql`"id"`))
    .limit(fixedLimit(limit))
    .as('page');
}
