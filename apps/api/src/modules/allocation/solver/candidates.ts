import type { Mark, Season, SeasonShift, UnfilledReason } from './season';

/*
 * Who may be put on each open shift (the hard rules that concern one person and one shift):
 * the role's competencies, availability and "can't", and no clash with a duty the person
 * already holds (nor a day or week already at the club's limit). What is left for the
 * model is how shifts combine: one person per shift, no two overlapping, the limits.
 */

export type Candidate = {
  shift: number; // index into season.shifts
  person: number; // index into season.people
  mark: Mark | null;
  preferredRole: boolean;
};

export type CandidateSet = {
  /** The pairs that enter the model. */
  pairs: Candidate[];
  /** Why a shift has no candidate at all (by shift index). */
  noCandidate: Map<number, UnfilledReason>;
  /** Duties already held per person index, per day and per week (kept shifts). */
  heldByDay: Map<string, number>[];
  heldByWeek: Map<string, number>[];
};

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) =>
  aStart < bEnd && bStart < aEnd;

const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * A spread that differs shift by shift, so each person is among many shifts' candidates:
 * the pair mixed by murmur3's finaliser (neighbouring ids land far apart; a plain product
 * kept people of close ids together, and some never made any shift's list).
 */
function spread(shiftId: number, personId: number) {
  let h = Math.imul(shiftId, 0x9e3779b1) ^ personId;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const MARK_RANK: Record<Mark, number> = { want: 0, can: 1, cant: 2 };

/** Holds every competency the role requires (a role with none is open to everyone). */
const qualifies = (required: number[] | undefined, held: Set<number>) =>
  !required || required.every((c) => held.has(c));

export function candidatesOf(season: Season, maxPerShift = Number.POSITIVE_INFINITY): CandidateSet {
  const required = new Map<number, number[]>();
  for (const r of season.requirements) {
    required.set(r.role, [...(required.get(r.role) ?? []), r.competency]);
  }
  const marks = new Map<string, Mark>();
  for (const m of season.marks) marks.set(`${m.person}:${m.shift}`, m.mark);
  const competencies = season.people.map((p) => new Set(p.competencies));
  const heldByDay = season.people.map((p) => {
    const days = new Map<string, number>();
    for (const duty of p.held) count(days, duty.day);
    return days;
  });
  const heldByWeek = season.people.map((p) => {
    const weeks = new Map<string, number>();
    for (const duty of p.held) count(weeks, duty.week);
    return weeks;
  });
  const { perDay, perWeek } = season.limits;

  const pairs: Candidate[] = [];
  const noCandidate = new Map<number, UnfilledReason>();
  season.shifts.forEach((shift: SeasonShift, s) => {
    const roleNeeds = shift.role === null ? undefined : required.get(shift.role);
    let qualified = 0;
    let able = 0;
    const here: Candidate[] = [];
    season.people.forEach((person, p) => {
      if (!qualifies(roleNeeds, competencies[p])) return;
      qualified++;
      const mark = marks.get(`${person.id}:${shift.id}`) ?? null;
      if (mark === 'cant') return;
      if (person.unavailable.some(([a, b]) => overlaps(a, b, shift.start, shift.end))) return;
      if (person.held.some((d) => overlaps(d.start, d.end, shift.start, shift.end))) return;
      able++;
      if ((heldByDay[p].get(shift.day) ?? 0) >= perDay) return;
      if ((heldByWeek[p].get(shift.week) ?? 0) >= perWeek) return;
      here.push({
        shift: s,
        person: p,
        mark,
        preferredRole: shift.role !== null && person.preferredRole === shift.role,
      });
    });
    if (!here.length) {
      noCandidate.set(
        s,
        qualified === 0
          ? 'nobody_qualified'
          : able === 0
            ? 'everyone_unavailable'
            : 'everyone_busy',
      );
      return;
    }
    if (here.length > maxPerShift) {
      here.sort(
        (a, b) =>
          (a.mark ? MARK_RANK[a.mark] : 3) - (b.mark ? MARK_RANK[b.mark] : 3) ||
          Number(b.preferredRole) - Number(a.preferredRole) ||
          spread(shift.id, season.people[a.person].id) -
            spread(shift.id, season.people[b.person].id),
      );
      here.length = maxPerShift;
    }
    pairs.push(...here);
  });
  return { pairs, noCandidate, heldByDay, heldByWeek };
}
