/**
 * The allocation round's auto-fill (issue 26) on a whole season, beside the greedy "best
 * fit" clubs use today (one duty at a time, to whoever has the lowest allocated/quota ratio).
 *
 *   pnpm --filter @crewcall/api bench:allocation   (BENCH_SOLVER_SECONDS=15 BENCH_SEED=26,
 *   BENCH_CANDIDATES=25: candidates per shift in the model)
 *
 * The season (built in memory, seeded, the same for both): 26 weeks of Saturdays, Sundays
 * (two sessions each) and Wednesday evenings; 1,500 open shifts over 6 roles, 3 of them
 * needing a competency (race officer 12 % of members, safety boat 20 %, first aid 15 %);
 * 300 members, quota 5 (5 % exempt, 10 % 3, 5 % 8), 40 % away for some weeks, 60 % with
 * want/can/can't marks, 30 % with a preferred role; at most 1 duty a day and 2 a week.
 *
 * Prints filled %, the largest quota shortfall (duties, and as a share of that quota),
 * preferences honoured % and time, for both. Fails (exit 1) unless the optimiser solves in
 * under 20 s, fills at least as many shifts as the baseline and has a smaller largest
 * shortfall. Both are counted by the same report (solver/report.ts); the baseline lives
 * here only, and its choices are checked against the hard rules by the same candidates
 * the optimiser is built from.
 */
import { stopSolver } from '@/modules/allocation/solver/highs';
import { seasonReport } from '@/modules/allocation/solver/report';
import type { Mark, Season, SeasonPerson, SeasonShift } from '@/modules/allocation/solver/season';
import { solveSeason } from '@/modules/allocation/solver/solve-season';

const SOLVER_SECONDS = Number(process.env.BENCH_SOLVER_SECONDS ?? 15);
const TARGET_S = 20;
const SHIFTS = 1500;
const PEOPLE = 300;

/** A small seeded generator (mulberry32): the same season on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(Number(process.env.BENCH_SEED ?? 26));
const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FIRST_MONDAY = Date.UTC(2027, 4, 3);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function buildSeason(): Season {
  // Roles 1-3 need competencies 1-3; 4-6 are open to all. Slots per session by role.
  const slots: Record<number, number> = { 1: 1, 2: 3, 3: 1, 4: 2, 5: 2, 6: 3 };
  const shifts: SeasonShift[] = [];
  for (let week = 0; week < 26; week++) {
    const monday = FIRST_MONDAY + week * 7 * DAY;
    const sessions: [number, number][] = [
      [monday + 2 * DAY + 18 * HOUR, 3], // Wednesday evening
      [monday + 5 * DAY + 9 * HOUR, 4], // Saturday morning
      [monday + 5 * DAY + 13.5 * HOUR, 4], // Saturday afternoon
      [monday + 6 * DAY + 9 * HOUR, 4],
      [monday + 6 * DAY + 13.5 * HOUR, 4],
    ];
    for (const [start, hours] of sessions) {
      for (const [role, count] of Object.entries(slots)) {
        for (let k = 0; k < count; k++) {
          shifts.push({
            id: shifts.length + 1,
            start,
            end: start + hours * HOUR,
            role: Number(role),
            day: isoDay(start),
            week: isoDay(monday),
          });
        }
      }
    }
  }
  // 26 weeks × 5 sessions × 12 slots = 1,560: drop 60 at random to 1,500.
  while (shifts.length > SHIFTS) shifts.splice(Math.floor(rand() * shifts.length), 1);

  const people: SeasonPerson[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const roll = rand();
    const quota = roll < 0.05 ? 0 : roll < 0.15 ? 3 : roll < 0.2 ? 8 : 5;
    const competencies = [
      ...(rand() < 0.12 ? [1] : []),
      ...(rand() < 0.2 ? [2] : []),
      ...(rand() < 0.15 ? [3] : []),
    ];
    const unavailable: [number, number][] = [];
    if (rand() < 0.4) {
      for (let k = between(1, 4); k > 0; k--) {
        const from = FIRST_MONDAY + between(0, 25 * 7) * DAY;
        unavailable.push([from, from + between(7, 14) * DAY]);
      }
    }
    people.push({
      id: 1000 + i,
      name: `Member ${i}`,
      quota,
      preferredRole: rand() < 0.3 ? between(1, 6) : null,
      competencies,
      unavailable,
      held: [],
    });
  }
  const marks: { person: number; shift: number; mark: Mark }[] = [];
  const marked = new Set<string>();
  for (const person of people) {
    if (rand() >= 0.6) continue;
    const add = (mark: Mark, n: number) => {
      for (let k = 0; k < n; k++) {
        const shift = pick(shifts).id;
        const key = `${person.id}:${shift}`;
        if (marked.has(key)) continue;
        marked.add(key);
        marks.push({ person: person.id, shift, mark });
      }
    };
    add('want', between(3, 10));
    add('can', between(5, 20));
    add('cant', between(0, 5));
  }
  return {
    // The round leaves exempt members out (quota 0), as the job does.
    shifts,
    people: people.filter((p) => p.quota > 0),
    requirements: [
      { role: 1, competency: 1 },
      { role: 2, competency: 2 },
      { role: 3, competency: 3 },
    ],
    marks,
    limits: { perDay: 1, perWeek: 2 },
  };
}

/**
 * The baseline: shifts in time order; each to the eligible person with the lowest
 * allocated/quota ratio right now (ties: want, then can, then the lower id).
 */
function greedy(season: Season) {
  const began = performance.now();
  const needs = new Map<number, number[]>();
  for (const r of season.requirements)
    needs.set(r.role, [...(needs.get(r.role) ?? []), r.competency]);
  const marks = new Map(season.marks.map((m) => [`${m.person}:${m.shift}`, m.mark]));
  const duties = new Map<number, SeasonShift[]>(season.people.map((p) => [p.id, []]));
  const assignments: { shift: number; person: number }[] = [];
  const order = [...season.shifts].sort((a, b) => a.start - b.start || a.id - b.id);
  const rank = (m: Mark | undefined) => (m === 'want' ? 0 : m === 'can' ? 1 : 2);
  for (const shift of order) {
    let best: { person: SeasonPerson; ratio: number; rank: number } | null = null;
    for (const person of season.people) {
      const mark = marks.get(`${person.id}:${shift.id}`);
      if (mark === 'cant') continue;
      if ((needs.get(shift.role ?? 0) ?? []).some((c) => !person.competencies.includes(c)))
        continue;
      if (person.unavailable.some(([a, b]) => a < shift.end && shift.start < b)) continue;
      const mine = duties.get(person.id) ?? [];
      if (mine.some((d) => d.start < shift.end && shift.start < d.end)) continue;
      if (mine.filter((d) => d.day === shift.day).length >= season.limits.perDay) continue;
      if (mine.filter((d) => d.week === shift.week).length >= season.limits.perWeek) continue;
      const ratio = mine.length / person.quota;
      const r = rank(mark);
      if (!best || ratio < best.ratio || (ratio === best.ratio && r < best.rank)) {
        best = { person, ratio, rank: r };
      }
    }
    if (best) {
      duties.get(best.person.id)?.push(shift);
      assignments.push({ shift: shift.id, person: best.person.id });
    }
  }
  return { assignments, seconds: (performance.now() - began) / 1000 };
}

const season = buildSeason();
const base = greedy(season);
const baseReport = seasonReport(season, base.assignments, {
  status: 'optimal',
  gap: null,
  seconds: base.seconds,
  variables: 0,
  constraints: 0,
});
const solved = await solveSeason(season, {
  timeLimitSeconds: SOLVER_SECONDS,
  maxCandidatesPerShift: process.env.BENCH_CANDIDATES
    ? Number(process.env.BENCH_CANDIDATES)
    : undefined,
});
await stopSolver();
const report = seasonReport(season, solved.assignments, solved);

const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}%`;
const honoured = (r: typeof report) =>
  pct(
    r.preferences.want_honoured + r.preferences.can_honoured,
    r.preferences.want + r.preferences.can,
  );
const row = (label: string, r: typeof report, extra: string) =>
  console.log(
    `${label.padEnd(26)}${pct(r.filled, r.shifts).padStart(8)}${`${r.largest_shortfall} (${(r.largest_shortfall_ratio * 100).toFixed(0)}%)`.padStart(18)}${pct(r.preferences.want_honoured, r.preferences.want).padStart(10)}${honoured(r).padStart(12)}${`${r.seconds.toFixed(2)} s`.padStart(10)}  ${extra}`,
  );

console.log(
  `\n${season.shifts.length} open shifts, ${season.people.length} members with a quota (of ${PEOPLE}), ${season.marks.length} marks; at most ${season.limits.perDay} a day, ${season.limits.perWeek} a week\n`,
);
console.log(
  `${''.padEnd(26)}${'filled'.padStart(8)}${'largest shortfall'.padStart(18)}${'want'.padStart(10)}${'want+can'.padStart(12)}${'time'.padStart(10)}`,
);
row('greedy lowest ratio first', baseReport, `${baseReport.filled} shifts`);
row(
  'optimiser (HiGHS)',
  report,
  `${report.filled} shifts; ${solved.status}, gap ${solved.gap === null ? 'n/a' : `${(solved.gap * 100).toFixed(3)}%`}; ${solved.variables} variables, ${solved.constraints} rows`,
);

const failures = [
  solved.seconds >= TARGET_S &&
    `solve took ${solved.seconds.toFixed(1)} s (target < ${TARGET_S} s)`,
  report.filled < baseReport.filled && 'the optimiser filled fewer shifts than the baseline',
  report.largest_shortfall_ratio >= baseReport.largest_shortfall_ratio &&
    'the optimiser has no smaller largest shortfall than the baseline',
].filter(Boolean);
console.log(
  failures.length
    ? `\nFAIL: ${failures.join('; ')}`
    : '\nPASS: faster than 20 s, fills at least as many, smaller largest shortfall',
);
process.exit(failures.length ? 1 : 0);
