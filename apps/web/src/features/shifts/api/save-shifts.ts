import type { ShiftRow } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveCalls } from '@/features/shifts/staging/save-staging';
import { saveStaging } from '@/features/shifts/staging/save-staging';
import type { StagedShift } from '@/features/shifts/staging/staging';
import { tsr } from '@/lib/api/client';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: readonly StagedShift[]) => saveStaging(items, shiftCalls),
    // Empty counts and the Unpublished card live on events: they change with shifts.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.all('shifts') }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.all('events') }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.all('requests') }),
      ]),
  });
}
