import type { ShiftRow } from '@crewcall/contract';
import { useMutation } from '@tanstack/react-query';
import { useRefreshAfterShiftWrite } from '@/features/shifts/api/shift-keys';
import type { SaveCalls } from '@/features/shifts/staging/save-staging';
import { saveStaging } from '@/features/shifts/staging/save-staging';
import type { StagedShift } from '@/features/shifts/staging/staging';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { createCollectionItems } from '@/lib/api/collections/create-collection-items';
import { updateCollectionItems } from '@/lib/api/collections/update-collection-items';

/** The real calls: `DELETE /api/shifts/{id}/`, `POST /api/shifts/`, `PUT /api/shifts/`. */
const shiftCalls: SaveCalls = {
  remove: async (id) => {
    unwrap(await tsr.shifts.removeShift.mutate({ params: { id } }), 204);
  },
  create: async (items) => (await createCollectionItems<ShiftRow>('shifts', items)).rows,
  update: async (changes) => (await updateCollectionItems<ShiftRow>('shifts', changes)).rows,
};

/** Saves the planner's staging (see saveStaging); afterwards shifts and events are refetched. */
export function useSaveShifts() {
  const refresh = useRefreshAfterShiftWrite();
  return useMutation({
    mutationFn: (items: readonly StagedShift[]) => saveStaging(items, shiftCalls),
    // Settled, not success: a save that partly failed still changed some shifts.
    onSettled: refresh,
  });
}
