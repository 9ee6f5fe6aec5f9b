#!/usr/bin/env node
/**
 * Interleaved A/B of the reads a club uses most (the planner, the event page, dashboards,
 * timesheets, the Shifts tab, availability, calendars, collection lists):
 *
 *   node bench/interleaved/run.mjs <base ref> [rounds, default 6] [seconds, default 3]
 *
 * Why: whole bench runs one after the other (bench/ab.sh) moved ±20 % between runs of the
 * same commit on a 2-core VM, more than the differences to be measured. Here both apps run
 * at once, each on its own database seeded alike (serve.ts), and each read loads them in
 * alternating bursts (20 connections), so whatever else the machine does falls on both.
 * Per side it prints the median p99 of the bursts and the server's CPU µs per request
 * (from /proc/<pid>/stat). A process's own luck (JIT, heap layout) stays with it for the
 * run: one pair of processes has given +44 % and -16 % for the same read of the same two
 * commits. PAIRS=<n> runs every read on n pairs of fresh processes, one pair after the
 * other, and ends with a table pooled over all of them; trust a difference only there.
 *
 * The base is checked out into ${AB_DIR:-/tmp/crewcall-ab}/base; the head is this working
 * tree. ONLY=<regexp> picks reads by label; CONNECTIONS sets the load's connections.
 * Needs DATABASE_URL's server (each side creates and drops a database of its own).
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const [baseRef, roundsArg, secondsArg] = process.argv.slice(2);
if (!baseRef) {
  console.error('usage: node bench/interleaved/run.mjs <base ref> [rounds] [seconds]');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 6);
const seconds = Number(secondsArg ?? 3);
const only = process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : null;
const connections = Number(process.env.CONNECTIONS ?? 20);
const pairs = Math.max(1, Number(process.env.PAIRS ?? 1) || 1);
const repo = fileURLToPath(new URL('../..', import.meta.url));
const serveFile = fileURLToPath(new URL('serve.ts', import.meta.url));
const autocannon = createRequire(`${repo}apps/api/package.json`).resolve(
  'autocannon/autocannon.js',
);

function checkOutBase() {
  const dir = `${process.env.AB_DIR ?? '/tmp/crewcall-ab'}/base`;
  if (!existsSync(dir))
    execFileSync('git', ['-C', repo, 'worktree', 'add', '-q', '--detach', dir, baseRef]);
  execFileSync('git', ['-C', dir, 'checkout', '-q', '--detach', baseRef]);
  execFileSync('pnpm', ['install', '--frozen-lockfile'], { cwd: dir, stdio: 'ignore' });
  mkdirSync(`${dir}/bench/interleaved`, { recursive: true });
  copyFileSync(serveFile, `${dir}/bench/interleaved/serve.ts`);
  // Older commits seeded hours inside hours.bench.ts; the shared seed is copied in beside it.
  copyFileSync(`${repo}bench/hours-seed.ts`, `${dir}/bench/hours-seed.ts`);
  return dir;
}

/** Starts one side; resolves once it has seeded, started and checked every read. */
function serve(dir) {
  const child = spawn(
    'pnpm',
    ['exec', 'tsx', '--max-semi-space-size=64', '../../bench/interleaved/serve.ts'],
    {
      cwd: `${dir}/apps/api`,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`${dir}: the app exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, ...JSON.parse(line.slice(6)) });
    });
  });
}

/** The process's CPU time so far, µs (utime + stime, in 100 Hz ticks). */
function cpuUs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function load(url, headers, secs) {
  const args = [autocannon, '-j', '-c', String(connections), '-d', String(secs)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => {
      if (code) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out.trim().split('\n').pop());
      resolve({ p99: r.latency.p99, total: r.requests.total, non2xx: r.non2xx });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const change = (from, to) => `${(((to - from) / from) * 100).toFixed(0).padStart(4)}%`;

/**
 * Stops one side and waits until it has dropped its database. The signal goes to the app's
 * own process (serve.ts drops its database on it): sent to pnpm, it did not always get
 * there before the process tree ended, and the database was left behind.
 */
function stop(side) {
  return new Promise((resolve) => {
    side.child.removeAllListeners('exit');
    side.child.once('exit', resolve);
    process.kill(side.pid, 'SIGTERM');
  });
}

const p99Of = (bursts) => median(bursts.map((burst) => burst.p99));
const usPerRequest = (bursts) =>
  bursts.reduce((sum, burst) => sum + burst.us, 0) /
  Math.max(
    bursts.reduce((sum, burst) => sum + burst.total, 0),
    1,
  );
function printRow(label, bursts, detail) {
  const [pa, pb, ua, ub] = [
    p99Of(bursts.a),
    p99Of(bursts.b),
    usPerRequest(bursts.a),
    usPerRequest(bursts.b),
  ];
  console.log(
    `${label.padEnd(28)} ${String(pa).padStart(8)} ${String(pb).padStart(5)} ${change(pa, pb)} ${String(Math.round(ua)).padStart(8)} ${String(Math.round(ub)).padStart(5)} ${change(ua, ub)}`,
    detail
      ? `  (p99s base ${bursts.a.map((x) => x.p99).join('/')}, head ${bursts.b.map((x) => x.p99).join('/')})`
      : `  (${bursts.a.length} bursts a side)`,
  );
}
const header = `${'read'.padEnd(28)} p99 base  head   Δp99  µs base  head    Δµs`;

/**
 * One read on one pair: a warm-up of each side, then `rounds` bursts a side, the order
 * alternating each round. Answers each side's bursts (p99, requests, CPU µs).
 */
async function burstsOfRead(a, b, path, headersA, headersB) {
  await load(a.base + path, headersA, 2); // warm-up
  await load(b.base + path, headersB, 2);
  const bursts = { a: [], b: [] };
  const sides = [
    ['a', a, headersA],
    ['b', b, headersB],
  ];
  for (let round = 0; round < rounds; round++) {
    for (const [side, server, headers] of round % 2 ? [...sides].reverse() : sides) {
      const before = cpuUs(server.pid);
      const result = await load(server.base + path, headers, seconds);
      if (result.non2xx)
        console.log(`  ${side === 'a' ? 'base' : 'head'}: ${result.non2xx} answers not 2xx`);
      bursts[side].push({ ...result, us: cpuUs(server.pid) - before });
    }
  }
  return bursts;
}

/** Each read's bursts of every pair so far, by label. */
const pooled = new Map();
const baseDir = checkOutBase();
console.log(
  `base ${baseRef} against this tree: ${pairs} pair(s) of processes, ${rounds} bursts of ${seconds} s a side each, ${connections} connections`,
);
for (let pair = 1; pair <= pairs; pair++) {
  const [a, b] = await Promise.all([serve(baseDir), serve(repo)]);
  try {
    if (pairs > 1) console.log(`pair ${pair}:`);
    console.log(header);
    for (const [i, [label, path, headersA]] of a.scenarios.entries()) {
      if (only && !only.test(label)) continue;
      const bursts = await burstsOfRead(a, b, path, headersA, b.scenarios[i][2]);
      printRow(label, bursts, true);
      const all = pooled.get(label) ?? { a: [], b: [] };
      pooled.set(label, { a: [...all.a, ...bursts.a], b: [...all.b, ...bursts.b] });
    }
  } finally {
    await Promise.all([stop(a), stop(b)]);
  }
}
if (pairs > 1) {
  console.log(`pooled, ${pairs} pairs (median p99 of every burst, CPU over every request):`);
  console.log(header);
  for (const [label, bursts] of pooled) printRow(label, bursts, false);
}
