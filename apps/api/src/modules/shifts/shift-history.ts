import type { ShiftHistoryAction, ShiftHistoryDetails } from '@crewcall/contract';
import type { Executor } from '@/lib/postgres';
import { type DutyRow, personChanges } from './duty-changes';
import { insertShiftHistory } from './shift-history.queries';

/*
 * A shift's history (issue 25, item 5): one row per change to who is on a shift, written
 * in the change's own transaction by `recordShiftChanges` (one INSERT for all of a call's
 * rows). Every path that changes who is on a shift calls it: the engine's POST/PUT of
 * shifts (a planner save, a fill from a request), publish, delete, the kiosk's sign-ins
 * and sign-outs; swaps, offers and waiting lists will too, with actions of their own
 * (SHIFT_HISTORY_ACTIONS in the contract). Who changed, from the shifts before and after a
 * write, is worked out by `historyOf` from the same comparison duty notices use
 * (duty-changes.ts), counting unpublished shifts too.
 */

/** One history row to write. `byPersonId` null: the system or a kiosk. */
export type ShiftChangeRow = {
  shiftId: number | null;
  eventId: number | null;
  personId: number | null;
  action: ShiftHistoryAction;
  byPersonId: number | null;
  details?: ShiftHistoryDetails;
};

/** Writes `rows` in one statement (none for none), in the caller's transaction. */
export async function recordShiftChanges(
  tx: Executor,
  orgId: number,
  rows: ShiftChangeRow[],
): Promise<void> {
  if (!rows.length) return;
  await insertShiftHistory(tx, orgId, rows);
}

const when = (row: DutyRow) => ({ start: row.start.toISOString(), end: row.end.toISOString() });

/**
 * The history rows of a write, from the shifts as they were (`before`; none for new
 * shifts) and as they are (`after`; a deleted shift is absent): `deleted` for a shift gone,
 * `assigned`/`unassigned`/`moved` for its person (anyone, published or not), and
 * `published`/`unpublished` when that changed. `fromRequest`: the shifts whose new person
 * had asked for the event (their request is now filled).
 */
export function historyOf(
  before: DutyRow[],
  after: DutyRow[],
  o: { byPersonId: number | null; fromRequest?: ReadonlySet<number> },
): ShiftChangeRow[] {
  const now = new Map(after.map((row) => [row.id, row]));
  const kept = before.filter((row) => now.has(row.id));
  const row = (shift: DutyRow, personId: number | null, action: ShiftHistoryAction) => ({
    shiftId: shift.id,
    eventId: shift.eventId,
    personId,
    action,
    byPersonId: o.byPersonId,
    details: when(shift) as ShiftHistoryDetails,
  });
  // A deleted shift's rows lose their shift (the key is set null); they keep its event
  // and times, so the event's history and the timesheet export still show them.
  const rows: ShiftChangeRow[] = before
    .filter((shift) => !now.has(shift.id))
    .map((shift) => ({ ...row(shift, shift.personId, 'deleted'), shiftId: null }));
  for (const change of personChanges(kept, after)) {
    if (change.kind === 'moved') {
      const moved = row(change.shift, change.personId, 'moved');
      moved.details = {
        ...moved.details,
        was_start: change.was.start.toISOString(),
        was_end: change.was.end.toISOString(),
      };
      rows.push(moved);
    } else if (change.kind === 'added') {
      const added = row(change.shift, change.personId, 'assigned');
      if (o.fromRequest?.has(change.shift.id))
        added.details = { ...added.details, from_request: true };
      rows.push(added);
    } else {
      rows.push(row(now.get(change.shift.id) ?? change.shift, change.personId, 'unassigned'));
    }
  }
  const was = new Map(kept.map((shift) => [shift.id, shift]));
  for (const shift of after) {
    const old = was.get(shift.id);
    const published = old ? old.published : false;
    if (shift.published !== published) {
      rows.push(row(shift, shift.personId, shift.published ? 'published' : 'unpublished'));
    }
  }
  return rows;
}
