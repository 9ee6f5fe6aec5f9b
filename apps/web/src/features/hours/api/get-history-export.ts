import type { ShiftHistoryExport, ShiftHistoryQuery } from '@crewcall/contract';
import type { ListParams } from '@/components/data-table/types';
import { toHoursQuery } from '@/features/hours/api/get-timesheets';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/**
 * `GET /api/shifts/history` (admin) with the timesheet's own filters (person, event, role,
 * the period): the history of the shifts it lists, oldest first.
 */
export async function fetchHistoryExport(params: ListParams): Promise<ShiftHistoryExport> {
  const { person, event, role, start, end } = toHoursQuery(params);
  const query: ShiftHistoryQuery = { person, event, role, start, end };
  return unwrap<ShiftHistoryExport>(await tsr.shiftHistory.historyExport.query({ query }));
}
