import type { KioskInput, KioskWithSecret } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kiosksKey } from '@/features/kiosks/api/get-kiosks';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `POST /api/kiosks` (admin): the new kiosk and its secret, answered this once. */
export function useCreateKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: KioskInput) =>
      unwrap<KioskWithSecret>(await tsr.kiosks.create.mutate({ body }), 201),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kiosksKey }),
  });
}
