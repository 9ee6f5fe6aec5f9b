import type { MyRound } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** Every allocation query's key starts here; writes invalidate it. */
export const allocationKey = ['allocation'] as const;
export const myRoundKey = [...allocationKey, 'round'] as const;

/** `GET /api/allocation/round`: the open round, the caller's quota and marks (admins: progress). */
export function useMyRound() {
  return useQuery({
    queryKey: myRoundKey,
    queryFn: async ({ signal }) =>
      unwrap<MyRound>(await tsr.allocation.myRound.query({ fetchOptions: { signal } })),
  });
}
