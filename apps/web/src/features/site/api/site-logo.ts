import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { currentSiteQueryOptions } from '@/lib/site/get-current-site';

/**
 * `POST` and `DELETE /api/organisations/current/logo` (admin): both answer the site, which
 * replaces the loaded one at once, so the top bar shows the new logo. A refusal (413, 415,
 * 400) is thrown for the field to show.
 */
function useLogoChange<Args>(call: (args: Args) => Promise<{ status: number; body: unknown }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: Args) => {
      const answer = await call(args);
      if (answer.status !== 200) throw answer;
      return answer;
    },
    // The answer has the shape of GET /api/organisations/current/'s: kept as is.
    onSuccess: (answer) => queryClient.setQueryData(currentSiteQueryOptions.queryKey, answer),
  });
}

export const useUploadLogo = () =>
  useLogoChange((file: File) => {
    const body = new FormData();
    body.append('file', file);
    return tsr.media.uploadLogo.mutate({ body });
  });

export const useRemoveLogo = () => useLogoChange(() => tsr.media.removeLogo.mutate({}));
