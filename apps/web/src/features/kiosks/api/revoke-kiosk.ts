import type { KioskAnswer } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kiosksKey } from '@/features/kiosks/api/get-kiosks';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `POST /api/kiosks/{id}/revoke` (admin): its secret is refused until rotated. */
export function useRevokeKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap<KioskAnswer>(await tsr.kiosks.revoke.mutate({ params: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kiosksKey }),
  });
}
