import type { CandidateSet } from './candidates';
import type { Season } from './season';

/*
 * The season as one mixed-integer programme, written in the LP text format HiGHS reads.
 *
 * Variables: x<i> (binary) puts candidate pair i on its shift; z (0..1) is the largest
 * shortfall of anyone's quota as a fraction of it; sh<p> a person's shortfall in duties;
 * ov<p> their duties above quota; sw<p>_<w> their duties beyond one in a week (no name may start with e and a digit: it reads as an exponent).
 *
 * Hard rules (constraints): one person per shift; no two overlapping shifts for a person
 * (one row per maximal clique of their candidate shifts, found at each shift's start, the
 * way an interval graph's cliques are); at most the club's duties per day and per week,
 * counting duties already held. (Role, competencies, availability and can't are settled
 * before, in candidates.ts: a pair that breaks one never becomes a variable.)
 *
 * Goals, as weights far enough apart that a later goal never buys an earlier one: fill a
 * shift (FILL); the largest shortfall of anyone's quota, as a fraction of it (FAIR); honour
 * want, then can; the person's preferred role; each duty short of quota (SHORT); a second
 * duty in one week (SPREAD). A duty over quota (OVER) costs more than a want gains, so
 * preferences are honoured within quotas and only a shift nobody under quota can take puts
 * anyone over. The largest shortfall comes before preferences (the issue lists it after):
 * measured on the bench, preferences first let the members who mark many shifts take them
 * all, and left members who marked nothing short of their quota or without any duty, worse
 * than the greedy "lowest ratio first" it replaces. Preferences still decide who does
 * which duty: with FAIR first, the bench honours three times the greedy's wants.
 */
export const WEIGHTS = {
  FILL: 1000,
  WANT: 24,
  CAN: 10,
  PREFERRED_ROLE: 3,
  FAIR: 200,
  SHORT: 2,
  OVER: 30,
  SPREAD: 0.5,
} as const;

export type LpModel = { text: string; variables: number; constraints: number };

const terms = (list: string[]) => {
  // Lines of a few terms each: the LP format is read line by line.
  const lines: string[] = [];
  for (let i = 0; i < list.length; i += 12) lines.push(`  ${list.slice(i, i + 12).join(' ')}`);
  return lines.join('\n');
};

function push<K>(map: Map<K, number[]>, key: K, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const sum = (vars: string[]) => vars.map((v, i) => (i === 0 ? v : `+ ${v}`));

export function buildLpModel(season: Season, set: CandidateSet): LpModel {
  const { pairs, heldByDay, heldByWeek } = set;
  const { perDay, perWeek } = season.limits;
  const objective: string[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const bounds: string[] = ['  0 <= z <= 1'];

  const byShift = new Map<number, number[]>();
  const byPerson = new Map<number, number[]>();
  pairs.forEach((pair, i) => {
    const bonus =
      WEIGHTS.FILL +
      (pair.mark === 'want' ? WEIGHTS.WANT : pair.mark === 'can' ? WEIGHTS.CAN : 0) +
      (pair.preferredRole ? WEIGHTS.PREFERRED_ROLE : 0);
    objective.push(`- ${bonus} x${i}`);
    binaries.push(`x${i}`);
    push(byShift, pair.shift, i);
    push(byPerson, pair.person, i);
  });
  objective.push(`+ ${WEIGHTS.FAIR} z`);

  for (const [s, list] of byShift) {
    if (list.length > 1) rows.push(` s${s}: ${sum(list.map((i) => `x${i}`)).join(' ')} <= 1`);
  }

  for (const [p, list] of byPerson) {
    const person = season.people[p];
    const held = person.held.length;
    const vars = list.map((i) => `x${i}`);

    // Overlaps: the candidate shifts running at each one's start.
    const spans = list
      .map((i) => ({ i, shift: season.shifts[pairs[i].shift] }))
      .sort((a, b) => a.shift.start - b.shift.start);
    const seen = new Set<string>();
    spans.forEach(({ shift }, k) => {
      const clique: number[] = [];
      for (let j = 0; j <= k; j++) {
        if (spans[j].shift.end > shift.start) clique.push(spans[j].i);
      }
      // Later shifts starting at the same moment belong to it too.
      for (let j = k + 1; j < spans.length && spans[j].shift.start === shift.start; j++) {
        clique.push(spans[j].i);
      }
      if (clique.length < 2) return;
      // Shifts of one day under a limit of one a day: the day's row already says it.
      if (perDay === 1 && clique.every((i) => season.shifts[pairs[i].shift].day === shift.day))
        return;
      const key = clique.sort((a, b) => a - b).join(',');
      if (seen.has(key)) return;
      seen.add(key);
      rows.push(` v${p}_${seen.size}: ${sum(clique.map((i) => `x${i}`)).join(' ')} <= 1`);
    });

    // Limits per day and week, less what the person already holds.
    const days = new Map<string, number[]>();
    const weeks = new Map<string, number[]>();
    for (const { i, shift } of spans) {
      push(days, shift.day, i);
      push(weeks, shift.week, i);
    }
    for (const [day, list] of days) {
      const room = perDay - (heldByDay[p].get(day) ?? 0);
      if (list.length > room) {
        rows.push(
          ` d${p}_${day.replaceAll('-', '')}: ${sum(list.map((i) => `x${i}`)).join(' ')} <= ${room}`,
        );
      }
    }
    for (const [week, list] of weeks) {
      const w = week.replaceAll('-', '');
      const heldWeek = heldByWeek[p].get(week) ?? 0;
      const room = perWeek - heldWeek;
      if (list.length > room) {
        rows.push(` w${p}_${w}: ${sum(list.map((i) => `x${i}`)).join(' ')} <= ${room}`);
      }
      // Spread: e >= (duties that week) - 1.
      if (list.length + heldWeek > 1) {
        objective.push(`+ ${WEIGHTS.SPREAD} sw${p}_${w}`);
        rows.push(
          ` sp${p}_${w}: ${sum(list.map((i) => `x${i}`)).join(' ')} - sw${p}_${w} <= ${1 - heldWeek}`,
        );
      }
    }

    // Quota: z >= 1 - (held + allocated) / quota; d >= quota - held - allocated; o >= the rest.
    const owed = person.quota - held;
    if (owed > 0) {
      rows.push(` f${p}: ${sum(vars).join(' ')} + ${person.quota} z >= ${owed}`);
      objective.push(`+ ${WEIGHTS.SHORT} sh${p}`);
      rows.push(` q${p}: ${sum(vars).join(' ')} + sh${p} >= ${owed}`);
    }
    objective.push(`+ ${WEIGHTS.OVER} ov${p}`);
    rows.push(` o${p}: ${sum(vars).join(' ')} - ov${p} <= ${Math.max(owed, 0)}`);
  }

  // People with no candidate still count toward the largest shortfall.
  season.people.forEach((person, p) => {
    if (byPerson.has(p) || person.quota <= person.held.length) return;
    rows.push(` f${p}: ${person.quota} z >= ${person.quota - person.held.length}`);
  });

  const text = [
    'Minimize',
    ` obj: ${terms(objective).trimStart()}`,
    'Subject To',
    rows.join('\n'),
    'Bounds',
    bounds.join('\n'),
    'Binary',
    terms(binaries),
    'End',
    '',
  ].join('\n');
  // Every variable has a term in the objective.
  return { text, variables: objective.length, constraints: rows.length };
}
