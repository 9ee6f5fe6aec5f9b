import { DASHBOARD_LIST_LIMIT, DashboardSchema } from '@crewcall/contract';
import { jsonRowsStatement } from '@/db/json-rows';
import { reusableSql } from '@/db/reusable-query';
import { rawJson } from '@/lib/json-text';
import { dashboardCard } from '@/modules/dashboard';
import { upcomingShifts } from './shift-cards.queries';

/** The statement, built once: the caller's rows as JSON text written by PostgreSQL. */
const upcoming = reusableSql<{ orgId: number; personId: number }, { body: string }>((db, p) =>
  jsonRowsStatement(
    upcomingShifts(db, p('orgId'), p('personId'), DASHBOARD_LIST_LIMIT, true),
    '"start", "id"',
  ),
);

/** Upcoming shifts: the caller's published shifts not yet ended, by start. */
export const upcomingShiftsCard = dashboardCard({
  schema: DashboardSchema.pick({ upcoming_shifts: true }),
  seenBy: 'everyone',
  keptBy: 'none',
  read: async ({ db, orgId, reader }) => {
    const [rows] = await upcoming(db, { orgId, personId: reader.id });
    return { upcoming_shifts: rawJson(rows.body) };
  },
});
