/**
 * What run.mjs and gc-probe.mjs measure a process with: its CPU time and system calls from
 * /proc, and a burst of load from autocannon in a process of its own.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const autocannon = createRequire(`${repo}apps/api/package.json`).resolve(
  'autocannon/autocannon.js',
);

/**
 * CPU time so far, µs (utime + stime, in 100 Hz ticks): the process's, or with `mainOnly`
 * its main thread's (the JavaScript; the rest is libuv's pool and V8's GC and compiler
 * threads, which a CPU profile of the main thread does not see).
 */
export function cpuUs(pid, mainOnly = false) {
  const file = mainOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The read and write system calls of process `pid` so far (/proc/<pid>/io). */
export function systemCalls(pid) {
  const fields = Object.fromEntries(
    readFileSync(`/proc/${pid}/io`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(': ')),
  );
  return { reads: Number(fields.syscr), writes: Number(fields.syscw) };
}

/**
 * `seconds` of load on `url` from `connections` connections. `launch(command, args)` gives
 * spawn's first two arguments (run.mjs pins the load to a CPU with it). Resolves to the
 * burst's p99 (ms), its request count, its answers not 2xx and its bytes an answer.
 */
export function burst(url, headers, seconds, { connections = 20, launch = (c, a) => [c, a] } = {}) {
  const args = [autocannon, '-j', '-c', String(connections), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(...launch(process.execPath, args), {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => {
      if (code) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out.trim().split('\n').pop());
      resolve({
        p99: r.latency.p99,
        total: r.requests.total,
        non2xx: r.non2xx,
        bytes: r.throughput.total / Math.max(r.requests.total, 1),
      });
    });
  });
}
