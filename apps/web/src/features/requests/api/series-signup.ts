import type { SeriesSignup, SeriesSignupPlan, SeriesSignupResult } from '@crewcall/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { requestKeys, useRefreshRequests } from '@/features/requests/api/request-keys';
import { tsr } from '@/lib/api/client';
import { itemErrorBody, unwrap } from '@/lib/api/collections/collection-page';

/**
 * `GET /api/series/{id}/signup`: the series' events a sign-up would ask for now (ahead,
 * with a published shift, where the person has no shift or request yet) and the others
 * with why. Under the requests key: a request made or withdrawn anywhere refreshes it.
 */
export function useSeriesSignupPlan(seriesId: number, personId: number | undefined) {
  return useQuery({
    queryKey: requestKeys.seriesRequests(seriesId, personId ?? 0),
    queryFn: async ({ signal }) =>
      unwrap<SeriesSignupPlan>(
        await tsr.shifts.seriesSignupPlan.query({
          params: { id: seriesId },
          query: {},
          fetchOptions: { signal },
        }),
      ),
    enabled: personId !== undefined,
  });
}

/**
 * `POST /api/series/{id}/signup` with the role, assignment and comments chosen: one
 * request per event of the plan. A 400 is thrown keyed by field (`role`, ...).
 */
export function useSeriesSignup(seriesId: number) {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: async (body: SeriesSignup): Promise<SeriesSignupResult> => {
      try {
        return unwrap<SeriesSignupResult>(
          await tsr.shifts.seriesSignup.mutate({ params: { id: seriesId }, body }),
        );
      } catch (error) {
        throw itemErrorBody(error);
      }
    },
    onSuccess: refresh,
  });
}
