/*
 * What the auto-fill is given and what it answers (issue 26). Plain data, no database: the
 * job reads a round into a `Season` (allocation.queries.ts), the bench builds one in
 * memory, and the same `solveSeason` fills both.
 */

/** An open shift of the round. Times in epoch milliseconds; day and week in the club's zone. */
export type SeasonShift = {
  id: number;
  start: number;
  end: number;
  role: number | null;
  /** The club's day it starts on (YYYY-MM-DD). */
  day: string;
  /** The Monday of the club's week it starts in (YYYY-MM-DD). */
  week: string;
  /** Its event, for the report only (the solver never reads it). */
  event?: { id: number; name: string };
};

/** A duty the person already holds in the season (kept as it is; counts toward everything). */
export type HeldDuty = { start: number; end: number; day: string; week: string };

/** A member taking part in the round (quota above 0: a quota of 0 exempts them, they are left out). */
export type SeasonPerson = {
  id: number;
  name: string;
  quota: number;
  preferredRole: number | null;
  /** Competencies of their current records. */
  competencies: number[];
  /** Unavailable spans (their availability days marked 0), epoch milliseconds. */
  unavailable: [number, number][];
  held: HeldDuty[];
};

export type Mark = 'want' | 'can' | 'cant';

export type Season = {
  shifts: SeasonShift[];
  people: SeasonPerson[];
  /** Competencies each role requires (a role absent here requires none). */
  requirements: { role: number; competency: number }[];
  marks: { person: number; shift: number; mark: Mark }[];
  limits: { perDay: number; perWeek: number };
};

/** Why nobody could be put on a shift. */
export type UnfilledReason =
  /** Nobody in the round has every competency the shift's role requires. */
  | 'nobody_qualified'
  /** Those qualified are all unavailable, said they can't, or hold a duty at that time. */
  | 'everyone_unavailable'
  /** Those able are all at their limit per day or week, or on another shift at that time. */
  | 'everyone_busy';

export type SolveStatus = 'optimal' | 'time_limit' | 'no_candidates';

export type SolveOptions = {
  /** Seconds the solver may take; at the limit the best solution so far is answered. */
  timeLimitSeconds: number;
  /**
   * At most this many candidates per shift enter the model (those who want it, then can,
   * then prefer its role, then a spread that differs shift by shift): keeps a season of
   * thousands of shifts and hundreds of people to a model HiGHS solves within the limit.
   */
  maxCandidatesPerShift?: number;
  /** Told as the work moves on (0-100). */
  onProgress?: (phase: 'model' | 'solving' | 'report', progress: number) => void;
};

export type SolveResult = {
  assignments: { shift: number; person: number }[];
  status: SolveStatus;
  /** The solver's relative gap between the solution and its bound (0 when proven optimal). */
  gap: number | null;
  seconds: number;
  /** Model size, for the report and the bench. */
  variables: number;
  constraints: number;
};
