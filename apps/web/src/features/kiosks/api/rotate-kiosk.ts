import type { KioskWithSecret } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kiosksKey } from '@/features/kiosks/api/get-kiosks';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `POST /api/kiosks/{id}/rotate` (admin): a new secret, shown once; the old one stops. */
export function useRotateKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap<KioskWithSecret>(await tsr.kiosks.rotate.mutate({ params: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kiosksKey }),
  });
}
