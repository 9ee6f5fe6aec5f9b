import type { Run } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { allocationKey } from '@/features/allocation/api/get-my-round';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

export const runKey = (id: number) => [...allocationKey, 'run', id] as const;

const running = (run: Run | undefined) => run?.status === 'queued' || run?.status === 'running';

/** `GET /api/allocation/runs/{id}` (admin): asked again every second while the run works. */
export function useRun(id: number | null) {
  return useQuery({
    queryKey: runKey(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      unwrap<Run>(
        await tsr.allocation.run.query({ params: { id: id ?? 0 }, fetchOptions: { signal } }),
      ),
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  });
}
