import { cpus, loadavg } from 'node:os';
import type { LoadResult } from './load';

/** A scenario's load figures with the CPU each request cost (bench/cpu.ts). */
export type Measured = LoadResult & { apiUs: number; dbUs: number };

/**
 * The table every bench prints: req/s, p50/p99, the share of hello-world's throughput
 * (the first row), and CPU µs per request in the API and in PostgreSQL. The first lines
 * say how busy the machine was, since other work moves every figure but the CPU ones.
 */
export function printReport(
  results: [string, Measured][],
  opts: { connections: number; seconds: number; targetP99Ms: number; note?: string },
) {
  const hello = results[0][1].rps;
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\n${opts.connections} connections, ${opts.seconds} s each${opts.note ?? ''}; ${cpus().length} CPUs, load average ${load}\n`,
  );
  console.log(
    `${'scenario'.padEnd(48)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'vs hello'.padStart(10)}${'api µs'.padStart(9)}${'db µs'.padStart(8)}  errors`,
  );
  for (const [index, [label, r]] of results.entries()) {
    const ratio = `${((r.rps / hello) * 100).toFixed(1)}%`;
    const flag = index > 0 && r.p99 >= opts.targetP99Ms ? '  (p99 over target)' : '';
    console.log(
      `${label.padEnd(48)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${ratio.padStart(10)}${String(r.apiUs).padStart(9)}${String(r.dbUs).padStart(8)}  ${r.non2xx + r.errors}${flag}`,
    );
  }
  console.log(`\ntarget: p99 under ${opts.targetP99Ms} ms`);
}
