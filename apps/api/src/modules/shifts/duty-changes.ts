/**
 * What a person is told when their shifts change ("duty notices"), worked out from the
 * shifts as they were before a write and as they are after it, whatever the write was (a
 * planner save, a fill from requests, a publish, a delete). Only published shifts with a
 * person are anyone's duty: an unpublished shift was never shown to them, so putting
 * someone on one tells nobody until it is published, and unpublishing a shift takes it
 * away from its person as a delete would.
 */

/** A shift as far as duty goes: who holds it, whether it is published, and when. */
export type DutyRow = {
  id: number;
  eventId: number;
  personId: number | null;
  roleId: number | null;
  locationId: number | null;
  published: boolean;
  start: Date;
  end: Date;
};

/**
 * `added`: the person is now on the shift; `moved`: still on it, at a new time (`was`);
 * `removed`: no longer on it (`shift` is the row as it was).
 */
export type DutyChange =
  | { kind: 'added'; personId: number; shift: DutyRow }
  | { kind: 'moved'; personId: number; shift: DutyRow; was: { start: Date; end: Date } }
  | { kind: 'removed'; personId: number; shift: DutyRow };

/** Who holds a row, as a kind of change counts it (undefined: nobody). */
type HolderOf = (row: DutyRow | undefined) => { row: DutyRow; personId: number } | undefined;

const dutyOf: HolderOf = (row) =>
  row?.published && row.personId !== null ? { row, personId: row.personId } : undefined;
/** Anyone on the shift, published or not: what a shift's history records. */
const personOn: HolderOf = (row) =>
  row && row.personId !== null ? { row, personId: row.personId } : undefined;

/**
 * The changes between `before` (the rows a write changed, as they were; none for new
 * rows or a publish of unpublished ones) and `after` (the same shifts now; a deleted one
 * is absent), in shift id order. A change of role, location or assignment alone is not a
 * change of duty.
 */
export function dutyChanges(before: DutyRow[], after: DutyRow[]): DutyChange[] {
  return holderChanges(before, after, dutyOf);
}

/**
 * Who was put on, taken off or moved on the shifts between `before` and `after`, counting
 * anyone on a shift whether it is published or not (a shift's history; see shift-history.ts).
 */
export function personChanges(before: DutyRow[], after: DutyRow[]): DutyChange[] {
  return holderChanges(before, after, personOn);
}

function holderChanges(before: DutyRow[], after: DutyRow[], holderOf: HolderOf): DutyChange[] {
  const was = new Map(before.map((row) => [row.id, row]));
  const now = new Map(after.map((row) => [row.id, row]));
  const ids = [...new Set([...was.keys(), ...now.keys()])].sort((a, b) => a - b);
  const changes: DutyChange[] = [];
  for (const id of ids) {
    const old = holderOf(was.get(id));
    const current = holderOf(now.get(id));
    if (old && current && old.personId === current.personId) {
      const moved =
        old.row.start.getTime() !== current.row.start.getTime() ||
        old.row.end.getTime() !== current.row.end.getTime();
      if (moved) {
        changes.push({
          kind: 'moved',
          personId: current.personId,
          shift: current.row,
          was: { start: old.row.start, end: old.row.end },
        });
      }
      continue;
    }
    if (old) changes.push({ kind: 'removed', personId: old.personId, shift: old.row });
    if (current) changes.push({ kind: 'added', personId: current.personId, shift: current.row });
  }
  return changes;
}

/** Only changes to shifts not yet over: nobody is told about last month's rota being tidied. */
export function aheadOf(now: Date, changes: DutyChange[]): DutyChange[] {
  return changes.filter((change) => change.shift.end.getTime() > now.getTime());
}
