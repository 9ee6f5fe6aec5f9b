import { candidatesOf } from './candidates';
import type { Season, SolveResult, UnfilledReason } from './season';

/*
 * What a run did, for the admin (and the bench): filled and unfilled, why each unfilled
 * shift could not be filled, each person's duties against their quota, the preferences
 * honoured. Computed from the season and the assignments alone, whoever made them.
 */

export const UNFILLED_REASON_TEXTS: Record<UnfilledReason, string> = {
  nobody_qualified: 'Nobody in the round has the competencies its role requires.',
  everyone_unavailable:
    'Everyone qualified is unavailable, said they can’t, or already has a duty at that time.',
  everyone_busy:
    'Everyone able is on another shift at that time or at their limit of duties per day or week.',
};

export type PersonOutcome = {
  person: number;
  name: string;
  quota: number;
  /** Duties held before the run (kept) plus those it allocated. */
  allocated: number;
  want: number;
  want_honoured: number;
  can: number;
  can_honoured: number;
};

export type SeasonReport = {
  status: SolveResult['status'];
  gap: number | null;
  seconds: number;
  variables: number;
  constraints: number;
  shifts: number;
  filled: number;
  unfilled: number;
  /** The largest shortfall of anyone's quota, in duties, and as a fraction of that quota. */
  largest_shortfall: number;
  largest_shortfall_ratio: number;
  preferences: { want: number; want_honoured: number; can: number; can_honoured: number };
  people: PersonOutcome[];
  unfilled_shifts: { shift: number; reason: UnfilledReason; message: string }[];
};

export function seasonReport(
  season: Season,
  assignments: { shift: number; person: number }[],
  solve: Pick<SolveResult, 'status' | 'gap' | 'seconds' | 'variables' | 'constraints'>,
): SeasonReport {
  const onShift = new Map(assignments.map((a) => [a.shift, a.person]));
  const allocated = new Map<number, number>();
  for (const a of assignments) allocated.set(a.person, (allocated.get(a.person) ?? 0) + 1);

  const people = new Map<number, PersonOutcome>(
    season.people.map((p) => [
      p.id,
      {
        person: p.id,
        name: p.name,
        quota: p.quota,
        allocated: p.held.length + (allocated.get(p.id) ?? 0),
        want: 0,
        want_honoured: 0,
        can: 0,
        can_honoured: 0,
      },
    ]),
  );
  const open = new Set(season.shifts.map((s) => s.id));
  for (const m of season.marks) {
    const person = people.get(m.person);
    if (!person || !open.has(m.shift) || m.mark === 'cant') continue;
    const honoured = onShift.get(m.shift) === m.person ? 1 : 0;
    if (m.mark === 'want') {
      person.want++;
      person.want_honoured += honoured;
    } else {
      person.can++;
      person.can_honoured += honoured;
    }
  }
  const outcomes = [...people.values()];
  const preferences = { want: 0, want_honoured: 0, can: 0, can_honoured: 0 };
  let largest = 0;
  let largestRatio = 0;
  for (const o of outcomes) {
    preferences.want += o.want;
    preferences.want_honoured += o.want_honoured;
    preferences.can += o.can;
    preferences.can_honoured += o.can_honoured;
    const short = Math.max(0, o.quota - o.allocated);
    largest = Math.max(largest, short);
    if (o.quota > 0) largestRatio = Math.max(largestRatio, short / o.quota);
  }

  // Why each unfilled shift stayed open: nobody could ever take it, or those who could
  // were all used elsewhere (the limits, overlapping shifts).
  const unfilledIndexes = season.shifts.flatMap((s, i) => (onShift.has(s.id) ? [] : [i]));
  const reasons = unfilledIndexes.length ? candidatesOf(season).noCandidate : new Map();
  const unfilled_shifts = unfilledIndexes.map((i) => {
    const reason: UnfilledReason = reasons.get(i) ?? 'everyone_busy';
    const shift = season.shifts[i];
    return {
      shift: shift.id,
      ...(shift.event
        ? {
            event: shift.event.id,
            event_name: shift.event.name,
            start: new Date(shift.start).toISOString(),
          }
        : {}),
      reason,
      message: UNFILLED_REASON_TEXTS[reason],
    };
  });

  return {
    status: solve.status,
    gap: solve.gap,
    seconds: solve.seconds,
    variables: solve.variables,
    constraints: solve.constraints,
    shifts: season.shifts.length,
    filled: onShift.size,
    unfilled: season.shifts.length - onShift.size,
    largest_shortfall: largest,
    largest_shortfall_ratio: Math.round(largestRatio * 1000) / 1000,
    preferences,
    people: outcomes,
    unfilled_shifts,
  };
}
