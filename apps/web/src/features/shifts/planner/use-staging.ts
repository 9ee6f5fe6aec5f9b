import type { ShiftPlanner } from '@crewcall/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SaveOutcome, SaveProblem } from '@/features/shifts/staging/save-staging';
import {
  addShifts,
  changeLocation,
  copyLayout,
  copyShift,
  type EventSpan,
  fromServer,
  isDirty,
  removeShift,
  restoreShift,
  type ShiftValues,
  type StagedShift,
  updateShift,
} from '@/features/shifts/staging/staging';

/** The event's shifts from the planner's answer, in its order. */
function serverShifts(data: ShiftPlanner): StagedShift[] {
  return fromServer(
    data.shift_ids.flatMap((id) => {
      const row = data.results.shifts[String(id)];
      return row ? [row] : [];
    }),
  );
}

/**
 * The planner's staging as React state: starts from the server, takes the admin's edits
 * (pure functions of staging.ts) and a save's outcome. A fresh answer from the server
 * replaces the staging only while nothing is staged, so a refetch never eats typing.
 */
export function useStaging(data: ShiftPlanner) {
  const [items, setItems] = useState<StagedShift[]>(() => serverShifts(data));
  const [problems, setProblems] = useState<Record<string, SaveProblem>>({});
  const dirty = isDirty(items);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirtyRef.current) setItems(serverShifts(data));
  }, [data]);

  const originals = useMemo(
    () => new Map(serverShifts(data).map((shift) => [shift.key, shift])),
    [data],
  );

  /** An edit clears the shift's old save messages: they were about what it was. */
  const edit = (key: string, next: (current: StagedShift[]) => StagedShift[]) => {
    setItems(next);
    setProblems((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });
  };

  return {
    items,
    problems,
    dirty,
    add: (values: ShiftValues[]) => setItems((current) => addShifts(current, values)),
    change: (key: string, changes: Partial<ShiftValues>) =>
      edit(key, (current) => updateShift(current, key, changes)),
    copy: (key: string) => setItems((current) => copyShift(current, key)),
    remove: (key: string) => edit(key, (current) => removeShift(current, key)),
    restore: (key: string) =>
      edit(key, (current) => restoreShift(current, key, originals.get(key))),
    moveLocation: (event: number, assignment: number | null, location: number | null) =>
      setItems((current) => changeLocation(current, event, assignment, location)),
    copyLayout: (
      source: EventSpan & { shifts: ShiftValues[] },
      target: EventSpan & { id: number },
    ) => setItems((current) => copyLayout(current, source, target)),
    saved: (outcome: SaveOutcome) => {
      setItems(outcome.items);
      setProblems(outcome.problems);
    },
  };
}
