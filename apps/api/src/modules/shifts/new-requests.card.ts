import { DASHBOARD_REQUESTS_LIMIT, DashboardSchema } from '@crewcall/contract';
import { sql } from 'drizzle-orm';
import { jsonRowsOf } from '@/db/json-rows';
import { reusableSql } from '@/db/reusable-query';
import { rawJson } from '@/lib/json-text';
import { dashboardCard } from '@/modules/dashboard';
import {
  outstandingRequestCount,
  outstandingRequests,
  requestJsonOrder,
} from './shift-cards.queries';

/** The statement, built once: the first requests as JSON text, and the capped count. */
const clubRequests = reusableSql<{ orgId: number }, { body: string; total: number }>(
  (db, p) =>
    sql`select ${jsonRowsOf(
      outstandingRequests(db, p('orgId'), { limit: DASHBOARD_REQUESTS_LIMIT, named: true }),
      requestJsonOrder,
    )} as body, ${outstandingRequestCount(p('orgId'))} as total`,
);

/**
 * New requests (admins): the club's first outstanding requests for events not yet ended,
 * and how many there are (up to DASHBOARD_REQUESTS_COUNT_CAP), in one statement.
 */
export const newRequestsCard = dashboardCard({
  schema: DashboardSchema.pick({ new_requests: true, new_requests_count: true }),
  seenBy: 'admin',
  hidden: { new_requests: [], new_requests_count: 0 },
  keptBy: 'none',
  read: async ({ db, orgId }) => {
    const [all] = await clubRequests(db, { orgId });
    return { new_requests: rawJson(all.body), new_requests_count: all.total };
  },
});
