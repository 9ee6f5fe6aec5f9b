import type { AvailabilityState } from '@crewcall/contract';
import { useMutation } from '@tanstack/react-query';
import { useRefreshAvailability } from '@/features/availability/api/availability-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { clubDayBounds } from '@/lib/time-zone';

export type DayChoice =
  | { kind: 'set'; personId: number; date: string; available: AvailabilityState }
  | { kind: 'unset'; id: number };

/**
 * The calendar's per-day button: `POST /api/availability` creates or updates the day
 * (spec section 4: unknown, then 0, 1 or 2); 'unset' is `DELETE /api/availability/{id}`.
 */
export function useSetAvailability() {
  const refresh = useRefreshAvailability();
  return useMutation({
    mutationFn: async (choice: DayChoice) => {
      if (choice.kind === 'unset') {
        unwrap(await tsr.availability.remove.mutate({ params: { id: choice.id } }), 204);
        return;
      }
      unwrap(
        await tsr.availability.create.mutate({
          query: {}, // days are the club's (its time_zone): no tz
          body: [
            { person: choice.personId, available: choice.available, ...clubDayBounds(choice.date) },
          ],
        }),
        201,
      );
    },
    onSettled: refresh,
  });
}
