import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kiosksKey } from '@/features/kiosks/api/get-kiosks';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `DELETE /api/kiosks/{id}` (admin): the kiosk goes; the shifts it recorded stay. */
export function useDeleteKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await tsr.kiosks.remove.mutate({ params: { id } }), 204);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kiosksKey }),
  });
}
