import type { KioskList, KioskRow } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** Every kiosk query's key starts here; writes invalidate it. */
export const kiosksKey = ['kiosks'] as const;

/** `GET /api/kiosks` (admin): the club's kiosks, by name. */
export function useKiosks() {
  return useQuery({
    queryKey: kiosksKey,
    queryFn: async ({ signal }) => {
      const list = unwrap<KioskList>(await tsr.kiosks.list.query({ fetchOptions: { signal } }));
      return list.ids
        .map((id) => list.results.kiosks[String(id)])
        .filter((row): row is KioskRow => row !== undefined);
    },
  });
}
