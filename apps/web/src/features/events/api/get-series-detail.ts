import type { EventRow, SeriesDetail, SeriesRow } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/event-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

export interface SeriesWithEvents {
  series: SeriesRow;
  /** In start order. */
  events: EventRow[];
}

export function toSeriesWithEvents(body: SeriesDetail): SeriesWithEvents | null {
  const series = body.results.series[String(body.ids[0])];
  if (!series) return null;
  const events = body.event_ids
    .map((id) => body.results.events[String(id)])
    .filter((row): row is EventRow => row !== undefined);
  return { series, events };
}

/** `GET /api/series/{id}/`: a series and its events (404 shows the 404 page). */
export function useSeriesDetail(id: number) {
  return useQuery({
    queryKey: eventKeys.seriesDetail(id),
    queryFn: async ({ signal }) =>
      toSeriesWithEvents(
        unwrap<SeriesDetail>(
          await tsr.events.seriesDetail.query({ params: { id }, fetchOptions: { signal } }),
        ),
      ),
  });
}
