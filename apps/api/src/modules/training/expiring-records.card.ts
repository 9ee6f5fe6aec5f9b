import {
  DASHBOARD_LIST_LIMIT,
  type Dashboard,
  DashboardSchema,
  EXPIRING_RECORDS_DAYS,
} from '@crewcall/contract';
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { sameClub } from '@/db/club-sql';
import { jsonRowsValue, namedColumns } from '@/db/json-rows';
import { dateOf } from '@/db/read/club-time';
import { fixedLimit } from '@/db/read/limits';
import { competencies, people, records } from '@/db/schema';
import { inClub } from '@/db/scope';
import { dashboardCard } from '@/modules/dashboard';

/**
 * Expiring records (admins): who needs to renew what. The club's current records running
 * out after today and within EXPIRING_RECORDS_DAYS (the club's days), soonest first, of
 * active people, written as a JSON array by PostgreSQL inside the clock's statement (read
 * on every admin load: records carry no club version). A record already renewed (a later
 * current record of the competency outliving it) is left out, as the notices leave it
 * (expiry-notices.queries.ts).
 */
export const expiringRecordsCard = dashboardCard({
  schema: DashboardSchema.pick({ expiring_records: true }),
  seenBy: 'admin',
  hidden: { expiring_records: [] },
  keptBy: 'none',
  withClock: (db, param) => {
    const today = sql`(${dateOf(sql`now()`, param('tz'))})::date`;
    const later = sql`select 1 from records later
      where ${sameClub('later', records)} and later.person_id = ${records.personId}
        and later.competency_id = ${records.competencyId} and later.id <> ${records.id}
        and later.current and (later.expires is null or later.expires > ${records.expires})`;
    // `expires` as YYYY-MM-DD text sorts as the date it names.
    const page = db
      .select(
        namedColumns({
          id: records.id,
          person: people.id,
          person_name: people.name,
          competency: competencies.id,
          competency_name: competencies.name,
          expires: sql`to_char(${records.expires}, 'YYYY-MM-DD')`,
        }),
      )
      .from(records)
      .innerJoin(people, and(inClub(people, param('orgId')), eq(people.id, records.personId)))
      .innerJoin(
        competencies,
        and(inClub(competencies, param('orgId')), eq(competencies.id, records.competencyId)),
      )
      .where(
        and(
          inClub(records, param('orgId')),
          eq(records.current, true),
          isNotNull(records.expires),
          gt(records.expires, today),
          lte(records.expires, sql`${today} + ${sql.raw(String(EXPIRING_RECORDS_DAYS))}`),
          eq(people.isActive, true),
          sql`not exists (${later})`,
        ),
      )
      .orderBy(asc(records.expires), asc(records.id))
      .limit(fixedLimit(DASHBOARD_LIST_LIMIT));
    return {
      expiring_records: jsonRowsValue<Dashboard['expiring_records']>(page, '"expires", "id"'),
    };
  },
});
