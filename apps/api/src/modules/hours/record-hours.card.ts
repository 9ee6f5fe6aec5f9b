import { DashboardSchema } from '@crewcall/contract';
import { dashboardCard } from '@/modules/dashboard';
import { listRecordHours } from './hours.service';

/**
 * Record Hours: the caller's shifts today or ended without an actual end (one statement,
 * JSON text written by PostgreSQL), and today's date in the club's zone.
 */
export const recordHoursCard = dashboardCard({
  schema: DashboardSchema.pick({ record_hours: true, today: true }),
  seenBy: 'everyone',
  keptBy: 'none',
  read: async ({ db, orgId, reader, tz }) => {
    const record = await listRecordHours(db, { orgId, reader, tz });
    return { record_hours: record.shifts, today: record.today };
  },
});
