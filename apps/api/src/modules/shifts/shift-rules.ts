import {
  SHIFT_BOUNDS_MESSAGE,
  SHIFT_END_MESSAGE,
  SHIFT_EVENT_MARGIN_HOURS,
  shiftOverlapMessage,
} from '@crewcall/contract';
import { type FieldErrors, validationError } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { actionFilledRequests, lockShiftPeople, shiftRuleBreaks } from './shifts.queries';

/**
 * The rules of a shift, checked on the rows as written (so a PUT of only `end`, or of
 * only `person`, is checked against what is stored), in the write's transaction, with a
 * fixed number of statements whatever the number of shifts:
 * 1. lock the people on the written shifts (two writers cannot both give one person
 *    overlapping shifts: the second waits, then sees the first's shift);
 * 2. find every broken rule in one statement: end not after start, outside the event's
 *    day(s) ± SHIFT_EVENT_MARGIN_HOURS, overlapping another shift of the same person;
 * 3. action the outstanding requests of the people now on the shifts, for those events
 *    (answered: the shifts that filled one).
 * Errors are keyed by the item's index, like the engine's (`"0.person"`).
 */
export async function checkWrittenShifts(
  tx: Executor,
  orgId: number,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  await lockShiftPeople(tx, orgId, ids);
  const breaks = await shiftRuleBreaks(tx, orgId, ids, SHIFT_EVENT_MARGIN_HOURS);
  if (breaks.length) {
    const errors: FieldErrors = {};
    const add = (id: number, field: string, message: string) => {
      const key = `${ids.indexOf(id)}.${field}`;
      errors[key] = [...(errors[key] ?? []), message];
    };
    for (const row of breaks) {
      if (row.badEnd) add(row.id, 'end', SHIFT_END_MESSAGE);
      if (row.early) add(row.id, 'start', SHIFT_BOUNDS_MESSAGE);
      if (row.late) add(row.id, 'end', SHIFT_BOUNDS_MESSAGE);
      if (row.otherId !== null) {
        add(
          row.id,
          'person',
          shiftOverlapMessage({
            name: row.personName || 'This person',
            otherId: row.otherId,
            event: row.otherEvent ?? '',
            start: row.otherStart ?? '',
            end: row.otherEnd ?? '',
          }),
        );
      }
    }
    throw validationError(errors);
  }
  return actionFilledRequests(tx, orgId, ids);
}
