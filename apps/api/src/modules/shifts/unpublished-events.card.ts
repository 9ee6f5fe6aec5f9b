import { DASHBOARD_LIST_LIMIT, DashboardSchema } from '@crewcall/contract';
import { reusableQuery } from '@/db/reusable-query';
import { dashboardCard } from '@/modules/dashboard';
import { unpublishedEvents } from './shift-cards.queries';

/** The statement, built once. */
const unpublished = reusableQuery((db, param) =>
  unpublishedEvents(db, param('orgId'), DASHBOARD_LIST_LIMIT),
);

/**
 * Unpublished (admins): events not yet over with saved but unpublished shifts. The same
 * for every admin of the club: kept under the calendar version (events and shifts are
 * both under it), each event leaving as it ends.
 */
export const unpublishedEventsCard = dashboardCard({
  schema: DashboardSchema.pick({ unpublished_events: true }),
  seenBy: 'admin',
  hidden: { unpublished_events: [] },
  keptBy: 'calendar',
  read: async ({ db, orgId, keptEnding }) => ({
    unpublished_events: await keptEnding('unpublished', DASHBOARD_LIST_LIMIT, () =>
      unpublished(db, { orgId }),
    ),
  }),
});
