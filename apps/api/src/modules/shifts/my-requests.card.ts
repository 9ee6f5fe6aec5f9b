import { DASHBOARD_LIST_LIMIT, DashboardSchema } from '@crewcall/contract';
import { jsonRowsStatement } from '@/db/json-rows';
import { reusableSql } from '@/db/reusable-query';
import { rawJson } from '@/lib/json-text';
import { dashboardCard } from '@/modules/dashboard';
import { personOutstandingRequests, requestJsonOrder } from './shift-cards.queries';

/** The statement, built once: the caller's rows as JSON text written by PostgreSQL. */
const myRequests = reusableSql<{ orgId: number; personId: number }, { body: string }>((db, p) =>
  jsonRowsStatement(
    personOutstandingRequests(db, p('orgId'), p('personId'), DASHBOARD_LIST_LIMIT, true),
    requestJsonOrder,
  ),
);

/** Pending shift requests: the caller's pending and declined requests for events not yet ended. */
export const myRequestsCard = dashboardCard({
  schema: DashboardSchema.pick({ my_requests: true }),
  seenBy: 'everyone',
  keptBy: 'none',
  read: async ({ db, orgId, reader }) => {
    const [mine] = await myRequests(db, { orgId, personId: reader.id });
    return { my_requests: rawJson(mine.body) };
  },
});
