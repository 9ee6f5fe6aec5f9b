import { type Dashboard, DashboardSchema } from '@crewcall/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { jsonObject } from '@/db/json-rows';
import { dayStart } from '@/db/read/club-time';
import { shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import { dashboardCard } from '@/modules/dashboard';

/**
 * Time sheet (when the club has timesheets on): the caller's recorded hours since the
 * first of this month and of this year (in the club's zone), and their ended shifts
 * without an actual end, written as a JSON object by PostgreSQL inside the clock's
 * statement (read on every call, too small for a statement of its own).
 */
export const timesheetCard = dashboardCard({
  schema: DashboardSchema.pick({ timesheet: true }),
  seenBy: 'everyone',
  when: (club) => club.featureTimesheets,
  hidden: { timesheet: null },
  keptBy: 'none',
  withClock: (db, param) => {
    const tz = param('tz');
    // As scalar subqueries, each day's start is worked out once per call, not per shift
    // (a generic plan cannot fold the time-zone conversion of a placeholder).
    const month = sql`(select ${dayStart(param('monthStart'), tz)})`;
    const year = sql`(select ${dayStart(param('yearStart'), tz)})`;
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
          inClub(shifts, param('orgId')),
          eq(shifts.personId, param('personId')),
          // this year's shifts, and the untimed ones of the last year before it
          gte(shifts.start, sql`${year} - interval '1 year'`),
          lt(shifts.start, sql`now() + interval '1 day'`),
        ),
      );
    return { timesheet: sql<Dashboard['timesheet']>`(${summary})` };
  },
});
