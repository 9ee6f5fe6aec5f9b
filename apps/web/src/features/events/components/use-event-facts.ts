import type { EventRow } from '@crewcall/contract';
import { useEventWhen } from '@/features/events/components/event-when';
import { type CollectionPage, relatedField } from '@/lib/api/collections/collection-page';

/**
 * What event cards and the event page say about an event: its type, location and series
 * names (from the expanded rows) and when ("Sat 7 Mar 2026 10:00 am to 4:00 pm", the end's
 * date only when it is another day).
 */
export function useEventFacts(
  event: EventRow,
  related: CollectionPage<EventRow>['related'] | undefined,
) {
  const when = useEventWhen();
  return {
    type: relatedField(related, 'eventtypes', event.eventtype),
    location: relatedField(related, 'locations', event.location),
    series:
      event.series === null
        ? null
        : relatedField(related, 'series', event.series) || 'Untitled Series',
    when: when(event.start, event.end),
  };
}
