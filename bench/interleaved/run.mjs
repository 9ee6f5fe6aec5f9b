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
 * commits. PROCESSES=<n> starts n processes a side, all alive at once, and every round
 * gives each of them a burst in turn (the order rotating each round), so each side's
 * figures pool n processes' luck under the same load of the machine: with 3 a side, the
 * steadiest way found here (an A/A run of one commit against itself says how steady: run
 * it with the head's own ref as the base). PAIRS=<n> repeats all that n times with fresh
 * processes, one group after the other, and ends with a table pooled over all of them.
 *
 * The base is checked out into ${AB_DIR:-/tmp/crewcall-ab}/base; the head is this working
 * tree. ONLY=<regexp> picks reads by label; CONNECTIONS sets the load's connections;
 * CPU_PROF=<dir> writes a CPU profile of every process there (its name carries the pid).
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
// PAIRS: the name from before a group could hold more than one process a side.
const groups = Math.max(1, Number(process.env.PAIRS ?? 1) || 1);
const processes = Math.max(1, Number(process.env.PROCESSES ?? 1) || 1);
const repo = fileURLToPath(new URL('../..', import.meta.url));
const serveFile = fileURLToPath(new URL('serve.ts', import.meta.url));
const autocannon = createRequire(`${repo}apps/api/package.json`).resolve(
  'autocannon/autocannon.js',
);

function checkOutBase() {
  const dir = `${process.env.AB_DIR ?? '/tmp/crewcall-ab'}/base`;
  if (!existsSync(dir))
    execFileSync('git', ['-C', repo, 'worktree', 'add', '-q', '--detach', dir, baseRef]);
  // -f: the files copied in below for an earlier base are in the way otherwise.
  execFileSync('git', ['-C', dir, 'checkout', '-q', '-f', '--detach', baseRef]);
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
    [
      'exec',
      'tsx',
      '--max-semi-space-size=64',
      // CPU_PROF=<dir>: a V8 CPU profile of each process, written there when it stops.
      ...(process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : []),
      '../../bench/interleaved/serve.ts',
    ],
    {
      cwd: `${dir}/apps/api`,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`${dir}: the app exited (${code})`)));
    let started;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('READY ')) {
        started = { child, ...JSON.parse(line.slice(6)) };
        resolve(started);
      }
      // Renewed access tokens (serve.ts): the next bursts use them.
      if (line.startsWith('SCENARIOS ') && started) started.scenarios = JSON.parse(line.slice(10));
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
      resolve({
        p99: r.latency.p99,
        total: r.requests.total,
        non2xx: r.non2xx,
        bytes: r.throughput.total / Math.max(r.requests.total, 1),
      });
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
      ? `  (p99s base ${bursts.a.map((x) => x.p99).join('/')}, head ${bursts.b.map((x) => x.p99).join('/')}; bytes an answer ${Math.round(bursts.a[0].bytes)}/${Math.round(bursts.b[0].bytes)})`
      : `  (${bursts.a.length} bursts a side)`,
  );
}
const header = `${'read'.padEnd(28)} p99 base  head   Δp99  µs base  head    Δµs`;

/**
 * One read on one group of processes: a warm-up of each, then `rounds` rounds in which every
 * process gets one burst, base and head alternating and the order rotating each round.
 * Answers each side's bursts (p99, requests, CPU µs).
 */
async function burstsOfRead(group, path, headersOf) {
  for (const server of group) await load(server.base + path, headersOf(server), 2); // warm-up
  const bursts = { a: [], b: [] };
  for (let round = 0; round < rounds; round++) {
    const turn = round % group.length;
    for (const server of [...group.slice(turn), ...group.slice(0, turn)]) {
      const before = cpuUs(server.pid);
      const result = await load(server.base + path, headersOf(server), seconds);
      if (result.non2xx)
        console.log(`  ${server.side === 'a' ? 'base' : 'head'}: ${result.non2xx} answers not 2xx`);
      bursts[server.side].push({ ...result, us: cpuUs(server.pid) - before });
    }
  }
  return bursts;
}

/** Base and head processes in turn (a b a b …), so a round alternates the two sides. */
async function startGroup(baseDir) {
  // The first pair alone: on a new server, the migrations of two processes at once raced
  // to create the app's role.
  const first = await startAll([serve(baseDir), serve(repo)]);
  const rest = await startAll(
    Array.from({ length: processes - 1 }, () => [serve(baseDir), serve(repo)]).flat(),
  ).catch(async (error) => {
    await Promise.all(first.map(stop));
    throw error;
  });
  const group = [...first, ...rest];
  // The same objects serve() answered: it updates their scenarios when tokens are renewed.
  for (const [i, server] of group.entries()) server.side = i % 2 ? 'b' : 'a';
  return group;
}

/** Waits for every start; if one fails, stops the others (each would keep its database). */
async function startAll(starting) {
  const settled = await Promise.allSettled(starting);
  const failed = settled.find((result) => result.status === 'rejected');
  if (!failed) return settled.map((result) => result.value);
  await Promise.all(settled.filter((r) => r.status === 'fulfilled').map((r) => stop(r.value)));
  throw failed.reason;
}

/** Each read's bursts of every group so far, by label. */
const pooled = new Map();
const baseDir = checkOutBase();
console.log(
  `base ${baseRef} against this tree: ${groups} group(s) of ${processes} process(es) a side, ${rounds} rounds of ${seconds} s bursts, ${connections} connections`,
);
for (let number = 1; number <= groups; number++) {
  const group = await startGroup(baseDir);
  try {
    if (groups > 1) console.log(`group ${number}:`);
    const pids = (side) => group.filter((server) => server.side === side).map((x) => x.pid);
    console.log(`processes: base ${pids('a').join(' ')}, head ${pids('b').join(' ')}`);
    console.log(header);
    for (const [i, [label, path]] of group[0].scenarios.entries()) {
      if (only && !only.test(label)) continue;
      // Each process logged in on its own database: its own tokens.
      const bursts = await burstsOfRead(group, path, (server) => server.scenarios[i][2]);
      printRow(label, bursts, true);
      const all = pooled.get(label) ?? { a: [], b: [] };
      pooled.set(label, { a: [...all.a, ...bursts.a], b: [...all.b, ...bursts.b] });
    }
  } finally {
    await Promise.all(group.map(stop));
  }
}
if (groups > 1) {
  console.log(`pooled, ${groups} groups (median p99 of every burst, CPU over every request):`);
  console.log(header);
  for (const [label, bursts] of pooled) printRow(label, bursts, false);
}
