import type { ShiftPlanner } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { shiftKeys } from '@/features/shifts/api/shift-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/**
 * `GET /api/events/{id}/shifts` (admin): the event, all its shifts, its requests, the
 * people they name and every role, assignment and location, in one call.
 */
export function plannerQueryOptions(eventId: number) {
  return {
    queryKey: shiftKeys.planner(eventId),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap<ShiftPlanner>(
        await tsr.shifts.planner.query({ params: { id: eventId }, fetchOptions: { signal } }),
      ),
  };
}

export function usePlanner(eventId: number) {
  // The staging starts from this answer: a refetch behind the admin's back would not show.
  return useQuery({ ...plannerQueryOptions(eventId), refetchOnWindowFocus: false });
}
