import type { RequestRow, SeriesSignupResult } from '@crewcall/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { requestKeys, useRefreshRequests } from '@/features/requests/api/request-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

/** A series has at most this many events in practice; more are counted as 'asked for all'. */
const SERIES_REQUESTS_LIMIT = 500;

/**
 * How many of a series' events the person has asked for (`GET /api/requests/?series=&person=`,
 * outstanding or actioned): several requests for one event count once.
 */
export function useSeriesRequestedEvents(seriesId: number, personId: number | undefined) {
  const list = collectionListQueryOptions<RequestRow>('requests', {
    series: seriesId,
    person: personId,
    limit: SERIES_REQUESTS_LIMIT,
  });
  return useQuery({
    queryKey: requestKeys.seriesRequests(seriesId, personId ?? 0),
    queryFn: list.queryFn,
    enabled: personId !== undefined,
    select: (page) => new Set(page.rows.map((row) => row.event)).size,
  });
}

/** `POST /api/series/{id}/signup`: one request per event not asked for yet (idempotent). */
export function useSeriesSignup(seriesId: number) {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: async (): Promise<SeriesSignupResult> => {
      const answer = await tsr.shifts.seriesSignup.mutate({ params: { id: seriesId }, body: {} });
      return unwrap<SeriesSignupResult>(answer);
    },
    onSuccess: refresh,
  });
}
