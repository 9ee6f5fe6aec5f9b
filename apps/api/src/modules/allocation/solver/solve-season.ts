import { candidatesOf } from './candidates';
import { solveLp } from './highs';
import { buildLpModel } from './lp-model';
import type { Season, SolveOptions, SolveResult } from './season';

/** Candidates per shift in the model unless told otherwise (see SolveOptions). */
export const DEFAULT_CANDIDATES_PER_SHIFT = 25;

/**
 * Fills a season's open shifts: the candidates (one person and one shift's rules), one MIP
 * for the rest (lp-model.ts), solved by HiGHS within the time limit. Never fails for want
 * of people: a shift nobody can take stays open (the report says why).
 */
export async function solveSeason(season: Season, options: SolveOptions): Promise<SolveResult> {
  const began = performance.now();
  options.onProgress?.('model', 10);
  const set = candidatesOf(season, options.maxCandidatesPerShift ?? DEFAULT_CANDIDATES_PER_SHIFT);
  if (!set.pairs.length) {
    return {
      assignments: [],
      status: 'no_candidates',
      gap: 0,
      seconds: (performance.now() - began) / 1000,
      variables: 0,
      constraints: 0,
    };
  }
  const model = buildLpModel(season, set);
  options.onProgress?.('solving', 30);
  const answer = await solveLp(model.text, { timeLimitSeconds: options.timeLimitSeconds });
  if (answer.status !== 'Optimal' && answer.status !== 'Time limit reached') {
    throw new Error(`The solver answered "${answer.status}"`);
  }
  const assignments = answer.chosen.map((i) => {
    const pair = set.pairs[i];
    return { shift: season.shifts[pair.shift].id, person: season.people[pair.person].id };
  });
  options.onProgress?.('report', 90);
  return {
    assignments,
    status: answer.status === 'Optimal' ? 'optimal' : 'time_limit',
    gap: answer.gap,
    seconds: (performance.now() - began) / 1000,
    variables: model.variables,
    constraints: model.constraints,
  };
}
