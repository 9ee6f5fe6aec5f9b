// The HiGHS solver (WASM, the `highs` package) in a worker thread: a solve is synchronous
// and takes seconds, which would stop the API answering if it ran on the main thread.
// Loaded once per worker; reloaded after a failure (an aborted WASM module is not reused).
import { parentPort } from 'node:worker_threads';
import highsLoader from 'highs';

let highs = null;
let log = [];

parentPort.on('message', async ({ id, lp, options }) => {
  try {
    log = [];
    highs ??= await highsLoader({
      print: (line) => log.push(line),
      printErr: (line) => log.push(line),
    });
    const result = highs.solve(lp, options);
    // Only the chosen pairs travel back: the full column list is megabytes.
    const chosen = [];
    for (const [name, column] of Object.entries(result.Columns ?? {})) {
      if (name.startsWith('x') && column.Primal > 0.5) chosen.push(Number(name.slice(1)));
    }
    parentPort.postMessage({
      id,
      status: result.Status,
      objective: result.ObjectiveValue,
      chosen,
      log: log.slice(-40),
    });
  } catch (error) {
    highs = null;
    parentPort.postMessage({ id, error: String(error?.message ?? error), log: log.slice(-40) });
  }
});
