import type { DutyAnswerResult, DutyLink } from '@crewcall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

export const dutyLinkKey = (token: string) => ['duty-link', token] as const;

/**
 * `GET /api/duty-links/{token}` (no login): the duty a Confirm / Can't make it link is
 * for. A link that does not work (404, 410) is explained by the page, not the 404 page.
 */
export function useDutyLink(token: string) {
  return useQuery({
    queryKey: dutyLinkKey(token),
    queryFn: async ({ signal }) =>
      unwrap<DutyLink>(
        await tsr.dutyConfirmation.dutyLink.query({ params: { token }, fetchOptions: { signal } }),
      ),
    enabled: token !== '',
    retry: false,
  });
}

/**
 * `POST /api/duty-links/{token}/confirm` or `/cant-make-it`: the answer; the duty as it
 * now stands replaces the page's.
 */
export function useAnswerDutyLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: 'confirm' | 'cant-make-it') =>
      unwrap<DutyAnswerResult>(
        answer === 'confirm'
          ? await tsr.dutyConfirmation.confirmByLink.mutate({ params: { token } })
          : await tsr.dutyConfirmation.cantMakeItByLink.mutate({ params: { token } }),
      ),
    onSuccess: (result) => queryClient.setQueryData(dutyLinkKey(token), result.duty),
  });
}
