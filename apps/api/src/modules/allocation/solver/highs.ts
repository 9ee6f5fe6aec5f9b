import { Worker } from 'node:worker_threads';

/*
 * Runs LP models on HiGHS in one worker thread per process (highs-worker.mjs), one model
 * at a time (the job runner runs one allocation per club, and a solve uses a core).
 */

export type HighsAnswer = {
  /** HiGHS's model status: "Optimal", "Time limit reached", "Infeasible", … */
  status: string;
  objective: number;
  /** Indexes of the x variables set to 1. */
  chosen: number[];
  /** The relative gap of the MIP (0 when proven optimal), read from HiGHS's report. */
  gap: number | null;
};

let worker: Worker | null = null;
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();

function solverWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./highs-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('error', () => {
      worker = null;
    });
  }
  return worker;
}

/** The gap HiGHS reports last ("Gap  1.23% (tolerance: …)"), as a fraction; 0 for "0%". */
export function gapOf(log: string[]): number | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const match = /^\s*Gap\s+([0-9.eE+-]+)%/.exec(log[i]);
    if (match) return Number(match[1]) / 100;
    if (/^\s*Gap\s+inf/i.test(log[i])) return null;
  }
  return null;
}

export function solveLp(
  lp: string,
  options: { timeLimitSeconds: number; relativeGap?: number },
): Promise<HighsAnswer> {
  const run = () =>
    new Promise<HighsAnswer>((resolve, reject) => {
      const id = nextId++;
      const w = solverWorker();
      const onMessage = (message: {
        id: number;
        status?: string;
        objective?: number;
        chosen?: number[];
        error?: string;
        log: string[];
      }) => {
        if (message.id !== id) return;
        w.off('message', onMessage);
        w.off('error', onError);
        if (message.error) reject(new Error(`The solver failed: ${message.error}`));
        else {
          resolve({
            status: message.status ?? '',
            objective: message.objective ?? 0,
            chosen: message.chosen ?? [],
            gap: message.status === 'Optimal' ? 0 : gapOf(message.log),
          });
        }
      };
      const onError = (error: Error) => {
        w.off('message', onMessage);
        reject(error);
      };
      w.on('message', onMessage);
      w.once('error', onError);
      w.postMessage({
        id,
        lp,
        options: {
          time_limit: options.timeLimitSeconds,
          mip_rel_gap: options.relativeGap ?? 1e-6,
          // Measured on the bench's season (26,601 columns): presolve took 7 s of 12 and
          // removed almost nothing (an assignment has little to reduce); without it the
          // root LP gives an optimal rota in 5 s.
          presolve: 'off',
          output_flag: true,
          log_to_console: true,
        },
      });
    });
  const answer = queue.then(run, run);
  queue = answer.catch(() => undefined);
  return answer;
}

/** Stops the worker (tests and the bench, so the process can end). */
export async function stopSolver() {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
