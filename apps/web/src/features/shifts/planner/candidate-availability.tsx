import {
  AVAILABILITY_LABELS,
  type AvailabilityDay,
  type AvailabilityState,
  type EventAvailability,
} from '@crewcall/contract';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { toIsoDate } from '@/lib/formats';

const COLORS: Record<AvailabilityState, string> = { 0: 'red', 1: 'green', 2: 'orange' };

/**
 * `GET /api/events/{id}/availability`: what each person said about the event's day (the
 * most restrictive state over the days it spans); people absent said nothing. Under the
 * availability root key, so a day set anywhere refreshes it.
 */
export function useCandidateAvailability(eventId: number | null) {
  return useQuery({
    queryKey: ['availability', 'event', eventId ?? 0],
    queryFn: async ({ signal }) =>
      unwrap<EventAvailability>(
        await tsr.availability.event.query({
          params: { id: eventId ?? 0 },
          fetchOptions: { signal },
        }),
      ).people,
    enabled: eventId !== null,
  });
}

/** Someone who said they can help on the shift's day, by name, with what they said. */
export interface OfferedPerson {
  id: number;
  name: string;
  state: AvailabilityState;
}

/**
 * `GET /api/availability/day/{date}` for the shift's day: who said they are available,
 * then who only if required, by name (the candidates beyond those who asked).
 */
export function useOfferedPeople(start: string | null) {
  const date = start ? toIsoDate(start) : ''; // the shift's club day
  return useQuery({
    queryKey: ['availability', 'day', date],
    queryFn: async ({ signal }) => {
      const day = unwrap<AvailabilityDay>(
        await tsr.availability.day.query({
          params: { date },
          query: {}, // days are the club's (its time_zone): no tz
          fetchOptions: { signal },
        }),
      );
      return [
        ...day.available.map((p): OfferedPerson => ({ id: p.id, name: p.name, state: 1 })),
        ...day.if_required.map((p): OfferedPerson => ({ id: p.id, name: p.name, state: 2 })),
      ];
    },
    enabled: date !== '',
  });
}

/** A candidate's state for the day, as a small badge; nothing when they said nothing. */
export function AvailabilityBadge({ state }: { state: AvailabilityState | undefined }) {
  if (state === undefined) return null;
  return (
    <Badge
      size="sm"
      variant="light"
      color={COLORS[state]}
      tt="none"
      style={{ flexShrink: 0 }}
      data-testid="candidate-availability"
    >
      {AVAILABILITY_LABELS[state]}
    </Badge>
  );
}
