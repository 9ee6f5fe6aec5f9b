import type { DutyAnswerResult } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { dashboardKey } from '@/lib/api/dashboard';

/**
 * `POST /api/shifts/{id}/confirm` (issue 25): the caller confirms their own duty; the
 * dashboard reads its answers again. A duty that can no longer be confirmed (started,
 * changed, "can't make it" said) is a 409/410 with the reason, shown by the button's card.
 */
export function useConfirmMyDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shiftId: number) =>
      unwrap<DutyAnswerResult>(
        await tsr.dutyConfirmation.confirmMyDuty.mutate({ params: { id: shiftId } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKey() }),
  });
}
