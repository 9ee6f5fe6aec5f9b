import { useCallback, useState } from 'react';
import { calendarFetchRange, type FetchRange } from '@/features/events/calendar/fetch-range';

/**
 * The range a calendar fetches, following its visible range (padded, whole days): null
 * until the calendar has drawn its first view; unchanged (same object) while the padded
 * range is the same, so nothing refetches.
 */
export function useFetchRange() {
  const [range, setRange] = useState<FetchRange | null>(null);
  const follow = useCallback((visible: { start: Date; end: Date }) => {
    const next = calendarFetchRange(visible);
    setRange((current) =>
      current?.start === next.start && current.end === next.end ? current : next,
    );
  }, []);
  return [range, follow] as const;
}
