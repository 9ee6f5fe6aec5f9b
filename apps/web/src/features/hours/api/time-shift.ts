import type { TimedShift } from '@crewcall/contract';
import { useMutation } from '@tanstack/react-query';
import { useRefreshShifts } from '@/features/hours/api/hours-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

export interface ShiftTimes {
  shiftId: number;
  /** ISO moments; a missing one is left as it is. */
  start?: string;
  end?: string;
  /** The end recorded so far: a start moved past it is sent after the new end. */
  recordedEnd?: string | null;
}

/** Start first, unless the new start lies at or after the end recorded so far. */
export function endGoesFirst({ start, end, recordedEnd }: ShiftTimes): boolean {
  return Boolean(start && end && recordedEnd && Date.parse(start) >= Date.parse(recordedEnd));
}

/**
 * `PUT /api/shifts/{id}/start` then `/end` (`{datetime}`): records the actual times; the
 * server computes the hours. Each call checks against the other time as recorded, so the
 * order matters when both move (see endGoesFirst).
 */
export function useTimeShift() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: async (times: ShiftTimes) => {
      const params = { id: times.shiftId };
      const sendStart = async (datetime: string) =>
        unwrap<TimedShift>(await tsr.hours.startShift.mutate({ params, body: { datetime } }));
      const sendEnd = async (datetime: string) =>
        unwrap<TimedShift>(await tsr.hours.endShift.mutate({ params, body: { datetime } }));
      const calls = [
        times.start ? () => sendStart(times.start!) : null,
        times.end ? () => sendEnd(times.end!) : null,
      ].filter((call) => call !== null);
      if (endGoesFirst(times)) calls.reverse();
      let shift: TimedShift | undefined;
      for (const call of calls) shift = await call();
      return shift;
    },
    onSettled: refresh,
  });
}
