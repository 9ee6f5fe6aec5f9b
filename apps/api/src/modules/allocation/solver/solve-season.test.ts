import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { stopSolver } from './highs';
import { seasonReport } from './report';
import type { Season } from './season';
import { solveSeason } from './solve-season';

/*
 * The solver on randomised small seasons, each solution checked by a checker written
 * here from the rules themselves (it shares no code with candidates.ts or lp-model.ts).
 * The same rules are checked again on PostgreSQL, through the job, in allocation.test.ts.
 */

afterAll(() => stopSolver());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BASE = Date.UTC(2027, 4, 3); // a Monday

/** Every hard rule, from the season's own data: the list of what a solution breaks. */
function brokenRules(season: Season, assignments: { shift: number; person: number }[]) {
  const broken: string[] = [];
  const shift = new Map(season.shifts.map((s) => [s.id, s]));
  const person = new Map(season.people.map((p) => [p.id, p]));
  const seen = new Set<number>();
  const mine = new Map<number, { start: number; end: number; day: string; week: string }[]>();
  for (const a of assignments) {
    const s = shift.get(a.shift);
    const p = person.get(a.person);
    if (!s || !p) {
      broken.push(`unknown shift ${a.shift} or person ${a.person}`);
      continue;
    }
    if (seen.has(s.id)) broken.push(`shift ${s.id} filled twice`);
    seen.add(s.id);
    const needs = season.requirements.filter((r) => r.role === s.role).map((r) => r.competency);
    if (needs.some((c) => !p.competencies.includes(c)))
      broken.push(`${p.id} lacks a competency for ${s.id}`);
    if (p.unavailable.some(([from, to]) => from < s.end && s.start < to))
      broken.push(`${p.id} unavailable for ${s.id}`);
    if (season.marks.some((m) => m.person === p.id && m.shift === s.id && m.mark === 'cant'))
      broken.push(`${p.id} can't do ${s.id}`);
    mine.set(p.id, [...(mine.get(p.id) ?? []), s]);
  }
  for (const [id, given] of mine) {
    const all = [...given, ...(person.get(id)?.held ?? [])];
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) {
        if (all[i].start < all[j].end && all[j].start < all[i].end)
          broken.push(`${id} on overlapping shifts`);
      }
    }
    const per = (key: 'day' | 'week') => {
      const counts = new Map<string, number>();
      for (const d of all) counts.set(d[key], (counts.get(d[key]) ?? 0) + 1);
      return Math.max(...counts.values());
    };
    if (per('day') > season.limits.perDay) broken.push(`${id} over the day limit`);
    if (per('week') > season.limits.perWeek) broken.push(`${id} over the week limit`);
  }
  return broken;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const mondayOf = (ms: number) => isoDay(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY);

/** A small random season: shifts over two weeks, a few roles (one needing a competency). */
const seasons = fc
  .record({
    shifts: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 13 }),
        hour: fc.integer({ min: 8, max: 18 }),
        length: fc.integer({ min: 1, max: 5 }),
        role: fc.integer({ min: 1, max: 3 }),
      }),
      { minLength: 1, maxLength: 25 },
    ),
    people: fc.array(
      fc.record({
        quota: fc.integer({ min: 1, max: 4 }),
        qualified: fc.boolean(),
        away: fc.option(fc.integer({ min: 0, max: 13 }), { nil: null }),
        preferredRole: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    marks: fc.array(
      fc.record({
        person: fc.nat(),
        shift: fc.nat(),
        mark: fc.constantFrom('want' as const, 'can' as const, 'cant' as const),
      }),
      { maxLength: 20 },
    ),
    perDay: fc.integer({ min: 1, max: 2 }),
    perWeek: fc.integer({ min: 1, max: 4 }),
  })
  .map(
    (r): Season => ({
      shifts: r.shifts.map((s, i) => {
        const start = BASE + s.day * DAY + s.hour * HOUR;
        return {
          id: i + 1,
          start,
          end: start + s.length * HOUR,
          role: s.role,
          day: isoDay(start),
          week: mondayOf(start),
        };
      }),
      people: r.people.map((p, i) => ({
        id: 100 + i,
        name: `Person ${i}`,
        quota: p.quota,
        preferredRole: p.preferredRole,
        competencies: p.qualified ? [7] : [],
        unavailable: p.away === null ? [] : [[BASE + p.away * DAY, BASE + (p.away + 1) * DAY]],
        held: [],
      })),
      requirements: [{ role: 3, competency: 7 }],
      // One mark per person and shift, as the table's unique key keeps it.
      marks: [
        ...new Map(
          r.marks.map((m) => {
            const mark = {
              person: 100 + (m.person % r.people.length),
              shift: 1 + (m.shift % r.shifts.length),
              mark: m.mark,
            };
            return [`${mark.person}:${mark.shift}`, mark] as const;
          }),
        ).values(),
      ],
      limits: { perDay: r.perDay, perWeek: r.perWeek },
    }),
  );

describe('solveSeason', () => {
  it('never breaks a hard rule on randomised small seasons', async () => {
    await fc.assert(
      fc.asyncProperty(seasons, async (season) => {
        const result = await solveSeason(season, { timeLimitSeconds: 10 });
        expect(brokenRules(season, result.assignments)).toEqual([]);
        const report = seasonReport(season, result.assignments, result);
        expect(report.filled + report.unfilled).toBe(season.shifts.length);
        expect(report.unfilled_shifts).toHaveLength(report.unfilled);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('reports the shifts nobody can fill, and why, instead of failing', async () => {
    const start = BASE + 10 * HOUR;
    const at = { start, end: start + 2 * HOUR, day: isoDay(start), week: mondayOf(start) };
    const season: Season = {
      shifts: [
        { id: 1, ...at, role: 3 }, // needs competency 7: nobody has it
        { id: 2, ...at, role: 1 }, // the only person is away
        {
          id: 3,
          ...at,
          role: 1,
          start: start + DAY,
          end: start + DAY + HOUR,
          day: isoDay(start + DAY),
        },
        {
          id: 4,
          ...at,
          role: 1,
          start: start + DAY,
          end: start + DAY + HOUR,
          day: isoDay(start + DAY),
        },
      ],
      people: [
        {
          id: 10,
          name: 'Solo',
          quota: 3,
          preferredRole: null,
          competencies: [],
          unavailable: [[BASE, BASE + DAY]],
          held: [],
        },
      ],
      requirements: [{ role: 3, competency: 7 }],
      marks: [],
      limits: { perDay: 1, perWeek: 5 },
    };
    const result = await solveSeason(season, { timeLimitSeconds: 5 });
    expect(brokenRules(season, result.assignments)).toEqual([]);
    const report = seasonReport(season, result.assignments, result);
    expect(report.filled).toBe(1);
    expect(report.unfilled_shifts.map((u) => [u.shift, u.reason]).sort()).toEqual(
      expect.arrayContaining([
        [1, 'nobody_qualified'],
        [2, 'everyone_unavailable'],
      ]),
    );
    // Shifts 3 and 4 are at the same time on one day: one is filled, the other is "busy".
    expect(report.unfilled_shifts.some((u) => u.reason === 'everyone_busy')).toBe(true);
    expect(report.largest_shortfall).toBe(2);
  }, 30_000);

  it('honours want before can, and evens out shortfalls', async () => {
    const start = BASE + 10 * HOUR;
    const shift = (id: number, day: number) => {
      const s = start + day * DAY;
      return { id, start: s, end: s + HOUR, role: 1, day: isoDay(s), week: mondayOf(s) };
    };
    const person = (id: number) => ({
      id,
      name: `P${id}`,
      quota: 2,
      preferredRole: null,
      competencies: [],
      unavailable: [] as [number, number][],
      held: [],
    });
    const season: Season = {
      shifts: [shift(1, 0), shift(2, 1), shift(3, 2), shift(4, 3)],
      people: [person(10), person(11)],
      requirements: [],
      marks: [
        { person: 10, shift: 1, mark: 'want' },
        { person: 11, shift: 1, mark: 'can' },
        { person: 10, shift: 2, mark: 'want' },
      ],
      limits: { perDay: 1, perWeek: 7 },
    };
    const result = await solveSeason(season, { timeLimitSeconds: 5 });
    const on = new Map(result.assignments.map((a) => [a.shift, a.person]));
    expect(on.size).toBe(4);
    expect(on.get(1)).toBe(10);
    const report = seasonReport(season, result.assignments, result);
    // Both wants honoured, and the other two shifts go to the one still short.
    expect(on.get(3)).toBe(11);
    expect(on.get(4)).toBe(11);
    expect(report.largest_shortfall).toBe(0);
    expect(report.preferences.want_honoured).toBe(2);
  }, 30_000);
});
