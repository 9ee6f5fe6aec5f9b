import { keepPreviousData, type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useExternalCalendars } from '@/features/calendar-feeds/api/external-calendars';
import { externalEventsKey } from '@/features/calendar-feeds/api/feed-keys';
import {
  type ExternalEvent,
  fetchExternalCalendar,
} from '@/features/calendar-feeds/external/fetch-external-calendar';
import { useSite } from '@/lib/site/site-context';

const NONE: readonly ExternalEvent[] = [];

/** Every loaded calendar's events together; the same array while nothing changed. */
function combine(results: UseQueryResult<ExternalEvent[]>[]): readonly ExternalEvent[] {
  const loaded = results.flatMap((result) => result.data ?? []);
  return loaded.length ? loaded : NONE;
}

/**
 * Other clubs' events for the calendar's range: one browser fetch per allowed calendar the
 * member has not hidden, each on its own (a slow or dead address is skipped after a
 * timeout and never holds up the others or the club's own calendar). Never throws.
 * `range` null (the calendar has no view yet) fetches nothing.
 */
export function useExternalCalendarEvents(
  range: { start: string; end: string } | null,
): readonly ExternalEvent[] {
  const site = useSite();
  const allowsSome = site.allowed_external_calendars.length > 0;
  const settings = useExternalCalendars(allowsSome);
  const visible = range
    ? (settings.data?.calendars ?? []).filter((calendar) => !calendar.hidden)
    : [];
  return useQueries({
    queries: visible.map((calendar) => ({
      queryKey: externalEventsKey(calendar.url, range?.start ?? '', range?.end ?? ''),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchExternalCalendar(calendar.url, range ?? { start: '', end: '' }, { signal }),
      staleTime: 5 * 60_000,
      retry: false,
      // paging the calendar keeps the other clubs' events on screen until the next range loads
      placeholderData: keepPreviousData,
    })),
    combine,
  });
}
