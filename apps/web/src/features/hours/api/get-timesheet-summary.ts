import type { Dashboard } from '@crewcall/contract';
import { useDashboardPart } from '@/lib/api/dashboard';

export type TimesheetSummary = Dashboard['timesheet'];

export const timesheetPart = (dashboard: Dashboard): TimesheetSummary => dashboard.timesheet;

/**
 * The Time sheet card's figures (hours this month and year, shifts still to record): part
 * of the dashboard's one call, read again with it after a shift is timed.
 */
export function useTimesheetSummary() {
  return useDashboardPart(timesheetPart);
}
