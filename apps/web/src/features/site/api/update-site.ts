import type { Site, SiteUpdate } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentSiteQueryOptions } from '@/lib/site/get-current-site';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `PUT /api/organisations/current/` (admin): the club's site settings; the site reloads. */
export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: SiteUpdate) =>
      unwrap<Site>(await tsr.organisations.update.mutate({ body: changes })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentSiteQueryOptions.queryKey }),
  });
}
