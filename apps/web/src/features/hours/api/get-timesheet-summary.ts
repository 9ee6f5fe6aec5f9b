import type { Dashboard } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { hoursKeys } from '@/features/hours/api/hours-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

export type TimesheetSummary = Dashboard['timesheet'];

/**
 * The Time sheet card's figures (hours this month and year, shifts still to record):
 * part of `GET /api/dashboard`, which the dashboard loads first and shares out; read
 * again from it only when they go stale (after a shift is timed).
 */
export function useTimesheetSummary() {
  return useQuery({
    queryKey: hoursKeys.timesheetSummary(),
    queryFn: async ({ signal }): Promise<TimesheetSummary> =>
      unwrap<Dashboard>(
        await tsr.dashboard.dashboard.query({
          query: {}, // days are the club's (its time_zone): no tz
          fetchOptions: { signal },
        }),
      ).timesheet,
  });
}
