import type { KioskAnswer, KioskUpdate } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kiosksKey } from '@/features/kiosks/api/get-kiosks';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `PUT /api/kiosks/{id}` (admin): a new name or location. */
export function useUpdateKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: KioskUpdate & { id: number }) =>
      unwrap<KioskAnswer>(await tsr.kiosks.update.mutate({ params: { id }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kiosksKey }),
  });
}
