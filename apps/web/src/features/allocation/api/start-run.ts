import type { Run } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runKey } from '@/features/allocation/api/get-run';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `POST /api/allocation/rounds/{id}/runs` (admin): starts the auto-fill (a job). */
export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ round, seconds }: { round: number; seconds?: number }) =>
      unwrap<Run>(
        await tsr.allocation.startRun.mutate({
          params: { id: round },
          body: seconds ? { time_limit_seconds: seconds } : {},
        }),
        202,
      ),
    onSuccess: (run) => queryClient.setQueryData(runKey(run.id), run),
  });
}
