import type { Site, SiteUpdate } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { currentSiteQueryOptions } from '@/lib/site/get-current-site';
import { clubTimeZone } from '@/lib/time-zone';

/**
 * `PUT /api/organisations/current/` (admin): the club's site settings; the site reloads.
 * A new time zone changes what every day and time means, so everything is read again.
 */
export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: SiteUpdate) =>
      unwrap<Site>(await tsr.organisations.update.mutate({ body: changes })),
    onSuccess: (saved) =>
      saved.time_zone !== clubTimeZone()
        ? queryClient.invalidateQueries()
        : queryClient.invalidateQueries({ queryKey: currentSiteQueryOptions.queryKey }),
  });
}
