import type { ShiftDashboard } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/**
 * `GET /api/dashboard/shifts`: the four shift cards read this one query (one call for
 * the whole dashboard, however many of the cards show).
 */
export function useShiftDashboard() {
  return useQuery({
    queryKey: requestKeys.dashboard(),
    queryFn: async ({ signal }) =>
      unwrap<ShiftDashboard>(await tsr.shifts.dashboard.query({ fetchOptions: { signal } })),
  });
}
