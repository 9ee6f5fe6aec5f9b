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
 * Per side it prints the median and the mean of the bursts' p99s and the server's CPU µs
 * per request (from /proc/<pid>/stat), and in each read's detail its main thread's µs per
 * request (the JavaScript; the rest is V8's collector and compiler threads and libuv's
 * pool). A process's own luck (JIT, heap layout) stays with it for the run: one pair of
 * processes has given +44 % and -16 % for the same read of the same two commits. PROCESSES=<n> starts n processes a side, all alive at once, and every round
 * gives each of them a burst in turn (the order rotating each round), so each side's
 * figures pool n processes' luck under the same load of the machine: with 3 a side, the
 * steadiest way found here (an A/A run of one commit against itself says how steady: run
 * it with the head's own ref as the base). PAIRS=<n> repeats all that n times with fresh
 * processes, one group after the other, and ends with a table pooled over all of them.
 *
 * CONTROL=1 adds a third side: n more processes of the base, measured like the other two.
 * Its row (base against base, in the same run, under the same load) is the yardstick: a
 * head's Δ no larger than the control's is the bench's own spread, not the head's doing.
 * Each Δp99 (of the median and of the mean) comes with a 95 % interval (bootstrap over the
 * bursts: how far the ratio moves when the bursts are drawn again), pooled over the groups
 * at the end. Every burst is kept in AB_DIR/bursts.json, written after each read.
 *
 * OWN_POSTGRES=1 runs the bench on a PostgreSQL server of its own (initdb under AB_DIR, port
 * 5499, shared_buffers 2GB, otherwise this machine's settings): the shared server's 128 MB of
 * buffers hold two of the seeded databases, not six or nine, and the pages read back from
 * the OS cache widened the spread. It is stopped and removed at the end.
 *
 * PIN=1 (2 cores or more) keeps the apps on CPU 0 and the load and the bench's own PostgreSQL
 * on CPU 1 (taskset): the app measured no longer shares its core with the load generator
 * and the database, whose scheduling moved single bursts' p99 by tens of percent.
 *
 * Each side seeds its club once, into a template database, in a process of its own before
 * any is measured, and every measured process of that side serves a copy of it (serve.ts,
 * BENCH_TEMPLATE): seconds a process instead of minutes, and every process starts alike.
 *
 * The base is checked out into ${AB_DIR:-/tmp/crewcall-ab}/base; the head is this working
 * tree, or HEAD_REF=<ref> checked out into AB_DIR/head (an earlier change set measured on
 * its own: an issue's commits without the features that landed after them). A run refuses
 * an AB_DIR whose PostgreSQL another run is using. ONLY=<regexp> picks reads by label;
 * CONNECTIONS sets the load's connections; CPU_PROF=<dir> writes a CPU profile of every
 * process there (its name carries the pid).
 * Needs DATABASE_URL's server unless OWN_POSTGRES (each process creates and drops its own
 * database; the templates are dropped at the end).
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { burst, cpuUs } from './burst.mjs';

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
const control = process.env.CONTROL === '1';
const pinned = process.env.PIN === '1';
/** A command and its arguments, run on one CPU with PIN=1 (taskset), as it is without. */
const onCpu = (cpu, command, args) =>
  pinned ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];
const abDir = process.env.AB_DIR ?? '/tmp/crewcall-ab';
/** The seeded template of each commit (serve.ts), named for this run. */
const templates = {
  base: `crewcall_bench_tpl_base_${process.pid}`,
  head: `crewcall_bench_tpl_head_${process.pid}`,
};
const repo = fileURLToPath(new URL('../..', import.meta.url));
const serveFile = fileURLToPath(new URL('serve.ts', import.meta.url));

/**
 * A commit checked out into AB_DIR/<name> (made once, then moved to `ref`), its packages
 * installed and serve.ts and hours-seed.ts from this tree copied in: it uses only bench
 * modules that commit has, and older commits seeded hours inside hours.bench.ts.
 */
function checkOut(ref, name) {
  const dir = `${abDir}/${name}`;
  if (!existsSync(dir))
    execFileSync('git', ['-C', repo, 'worktree', 'add', '-q', '--detach', dir, ref]);
  // -f: the files copied in below for an earlier ref are in the way otherwise.
  execFileSync('git', ['-C', dir, 'checkout', '-q', '-f', '--detach', ref]);
  execFileSync('pnpm', ['install', '--frozen-lockfile'], { cwd: dir, stdio: 'ignore' });
  mkdirSync(`${dir}/bench/interleaved`, { recursive: true });
  copyFileSync(serveFile, `${dir}/bench/interleaved/serve.ts`);
  copyFileSync(`${repo}bench/hours-seed.ts`, `${dir}/bench/hours-seed.ts`);
  return dir;
}

/**
 * OWN_POSTGRES=1: a server of the bench's own, with buffers for every process's database.
 * PostgreSQL will not run as root: as root, its files belong to the postgres user.
 */
function startOwnPostgres() {
  const dir = `${abDir}/postgres`;
  const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  const asPostgres = (command, args) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
      : execFileSync(command, args, { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  asPostgres(`${bin}/initdb`, ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = [
    '-p 5499 -k /tmp -c listen_addresses=127.0.0.1 -c shared_buffers=2GB',
    // The shared server's own settings (pg_settings on this machine), so only the buffers differ.
    '-c max_connections=300 -c autovacuum=off -c max_wal_size=1GB -c TimeZone=Etc/UTC',
  ].join(' ');
  // The server's processes inherit the CPU of the one started here (PIN=1).
  asPostgres(
    ...onCpu(1, `${bin}/pg_ctl`, ['-D', dir, '-o', options, '-l', `${dir}/log`, '-w', 'start']),
  );
  // Both: serve.ts's database helpers take TEST_DATABASE_URL first.
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5499/postgres';
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  return () => {
    asPostgres(`${bin}/pg_ctl`, ['-D', dir, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Drops the seeded templates and their facts files (serve.ts). */
function dropTemplates() {
  // The server serve.ts uses (apps/api/test/pg-admin.ts).
  const server =
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  for (const name of Object.values(templates)) {
    execFileSync('psql', [server, '-qc', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
    rmSync(`${abDir}/${name}.json`, { force: true });
  }
}

/**
 * serve.ts in a commit's tree (`dir`) on a side's template, on CPU 0 with PIN=1. `env` adds
 * to the environment; the process's output is piped (its READY line) unless `quiet`.
 */
function spawnServe(dir, template, { env = {}, quiet = false } = {}) {
  return spawn(
    ...onCpu(0, 'pnpm', [
      'exec',
      'tsx',
      '--max-semi-space-size=64',
      // CPU_PROF=<dir>: a V8 CPU profile of each process, written there when it stops.
      ...(process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : []),
      '../../bench/interleaved/serve.ts',
    ]),
    {
      cwd: `${dir}/apps/api`,
      env: { ...process.env, BENCH_TEMPLATE: template, BENCH_TEMPLATE_DIR: abDir, ...env },
      stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'inherit'],
    },
  );
}

/**
 * Seeds both sides' templates (serve.ts with BENCH_SEED_ONLY), each in a process that then
 * ends: a measured process that had seeded in itself carried the seeding's heap and compiled
 * code into its bursts, and would differ from the others of its side.
 */
function seedTemplates(baseDir) {
  const seed = (dir, template) =>
    new Promise((resolve, reject) => {
      const child = spawnServe(dir, template, { env: { BENCH_SEED_ONLY: '1' }, quiet: true });
      child.on('exit', (code) =>
        code ? reject(new Error(`${dir}: seeding exited ${code}`)) : resolve(),
      );
    });
  // One after the other: on a new server, two migrations at once raced to create the app's
  // role (duplicate key on pg_authid).
  return seed(baseDir, templates.base).then(() => seed(headDir, templates.head));
}

/**
 * Starts one process of a side; resolves once it has copied its side's template, started
 * and checked every read.
 */
function serve(dir, template) {
  const child = spawnServe(dir, template);
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

/** A burst of load on one process, pinned to CPU 1 with PIN=1. */
const load = (url, headers, secs) =>
  burst(url, headers, secs, { connections, launch: (command, args) => onCpu(1, command, args) });

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
/**
 * The mean of the bursts' p99s. A burst's p99 is bimodal (about 30 or 55 ms for one read of
 * one commit): it depends on whether a major collection falls inside its 3 s. The median of
 * such values jumps from one mode to the other when the share of bursts with a collection
 * passes half, which moved an A/A control by −23 % to +40 %; the mean moves with that share.
 */
const meanP99Of = (bursts) => bursts.reduce((sum, burst) => sum + burst.p99, 0) / bursts.length;
const usPerRequest = (bursts, field = 'us') =>
  bursts.reduce((sum, burst) => sum + burst[field], 0) /
  Math.max(
    bursts.reduce((sum, burst) => sum + burst.total, 0),
    1,
  );

/** mulberry32: the same draws every run, so a table can be recomputed from its bursts. */
function seededRandom(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The 95 % interval of the change of a statistic of the bursts' p99s (the median, or
 * meanP99Of) from one side's bursts to another's:
 * both sides' bursts drawn again with replacement 2,000 times, the 2.5th and 97.5th
 * percentiles of the changes those draws give. Few bursts give a wide interval, as they
 * should.
 */
function p99ChangeInterval(from, to, statistic = p99Of) {
  const random = seededRandom(21);
  const draw = (bursts) => bursts.map(() => bursts[Math.floor(random() * bursts.length)]);
  const changes = [];
  for (let i = 0; i < 2000; i++) {
    const [f, t] = [statistic(draw(from)), statistic(draw(to))];
    changes.push((t - f) / f);
  }
  changes.sort((x, y) => x - y);
  const percent = (x) => `${x >= 0 ? '+' : ''}${Math.round(x * 100)}`;
  return `[${percent(changes[50])}, ${percent(changes[1949])}]`.padEnd(11);
}

/**
 * One side against the base: median p99, mean p99 and CPU per request, each with its change
 * (the p99s with their intervals).
 */
function against(base, side) {
  const [pa, pb, ua, ub] = [p99Of(base), p99Of(side), usPerRequest(base), usPerRequest(side)];
  const [ma, mb] = [meanP99Of(base), meanP99Of(side)];
  const ms = (x) => x.toFixed(1).padStart(5);
  return `${String(pa).padStart(5)} ${String(pb).padStart(5)} ${change(pa, pb)} ${p99ChangeInterval(base, side)} ${ms(ma)} ${ms(mb)} ${change(ma, mb)} ${p99ChangeInterval(base, side, meanP99Of)} ${String(Math.round(ua)).padStart(6)} ${String(Math.round(ub)).padStart(6)} ${change(ua, ub)}`;
}

function printRow(label, bursts, detail) {
  const p99s = (side) => bursts[side].map((x) => x.p99).join('/');
  const mainUs = (side) => Math.round(usPerRequest(bursts[side], 'mainUs'));
  const columns = [label.padEnd(28), against(bursts.a, bursts.b)];
  if (control) columns.push(` | ${against(bursts.a, bursts.c)}`);
  console.log(
    columns.join(' '),
    detail
      ? `  (p99s base ${p99s('a')}, head ${p99s('b')}${control ? `, control ${p99s('c')}` : ''}; main thread µs a request ${mainUs('a')}/${mainUs('b')}${control ? `/${mainUs('c')}` : ''}; bytes an answer ${Math.round(bursts.a[0].bytes)}/${Math.round(bursts.b[0].bytes)})`
      : `  (${bursts.a.length} bursts a side)`,
  );
}
const columnsOf = (name) =>
  `${'p99 base'.padStart(8)} ${name.padStart(5)}   Δp99 ${'95 %'.padEnd(11)} ${'mean'.padStart(5)} ${name.padStart(5)}  Δmean ${'95 %'.padEnd(11)} ${'µs base'.padStart(6)} ${name.padStart(6)}    Δµs`;
const header = `${'read'.padEnd(28)} ${columnsOf('head')}${control ? ` | ${columnsOf('ctrl')}` : ''}`;
const sideNames = { a: 'base', b: 'head', c: 'control' };

/**
 * One read on one group of processes: a warm-up of each, then `rounds` rounds in which every
 * process gets one burst, base and head alternating and the order rotating each round.
 * Answers each side's bursts (p99, requests, CPU µs).
 */
async function burstsOfRead(group, path, headersOf) {
  for (const server of group) await load(server.base + path, headersOf(server), 2); // warm-up
  const bursts = { a: [], b: [], c: [] };
  for (let round = 0; round < rounds; round++) {
    const turn = round % group.length;
    for (const server of [...group.slice(turn), ...group.slice(0, turn)]) {
      const [before, mainBefore] = [cpuUs(server.pid), cpuUs(server.pid, true)];
      const result = await load(server.base + path, headersOf(server), seconds);
      if (result.non2xx)
        console.log(`  ${sideNames[server.side]}: ${result.non2xx} answers not 2xx`);
      const [us, mainUs] = [cpuUs(server.pid) - before, cpuUs(server.pid, true) - mainBefore];
      bursts[server.side].push({ ...result, us, mainUs });
    }
  }
  return bursts;
}

/**
 * A group: `processes` processes a side, in turn (base, head[, control], base, head …), so a
 * round alternates the sides. All start at once: the seeding (seedTemplates) has already
 * run the migrations that, on a new server, raced to create the app's role.
 */
async function startGroup(baseDir) {
  const sides = control ? ['a', 'b', 'c'] : ['a', 'b'];
  const start = (side) =>
    serve(side === 'b' ? headDir : baseDir, side === 'b' ? templates.head : templates.base).then(
      // The same object serve() answered: it updates its scenarios when tokens are renewed.
      (server) => Object.assign(server, { side }),
    );
  return startAll(Array.from({ length: processes }, () => sides.map(start)).flat());
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
// A run already using AB_DIR: starting would check its worktrees out under it and delete
// its PostgreSQL folder (seen once: both runs' figures were lost).
if (existsSync(`${abDir}/postgres/postmaster.pid`)) {
  console.error(`${abDir} is in use by another run: wait for it, or give this one its own AB_DIR`);
  process.exit(2);
}
const baseDir = checkOut(baseRef, 'base');
const headRef = process.env.HEAD_REF;
const headDir = headRef ? checkOut(headRef, 'head') : repo;
const stopOwnPostgres = process.env.OWN_POSTGRES === '1' ? startOwnPostgres() : undefined;
console.log(
  `base ${baseRef} against ${headRef ?? 'this tree'}: ${groups} group(s) of ${processes} process(es) a side${control ? ' (and a control side of the base)' : ''}, ${rounds} rounds of ${seconds} s bursts, ${connections} connections${stopOwnPostgres ? ', own PostgreSQL' : ''}${pinned ? ', pinned' : ''}`,
);
try {
  await seedTemplates(baseDir);
  for (let number = 1; number <= groups; number++) {
    const group = await startGroup(baseDir);
    try {
      if (groups > 1) console.log(`group ${number}:`);
      const pids = (side) => group.filter((server) => server.side === side).map((x) => x.pid);
      console.log(
        `processes: ${Object.entries(sideNames)
          .filter(([side]) => pids(side).length)
          .map(([side, name]) => `${name} ${pids(side).join(' ')}`)
          .join(', ')}`,
      );
      console.log(header);
      for (const [i, [label, path]] of group[0].scenarios.entries()) {
        if (only && !only.test(label)) continue;
        // Each process logged in on its own database: its own tokens.
        const bursts = await burstsOfRead(group, path, (server) => server.scenarios[i][2]);
        printRow(label, bursts, true);
        const all = pooled.get(label) ?? { a: [], b: [], c: [] };
        for (const side of Object.keys(all)) all[side].push(...bursts[side]);
        pooled.set(label, all);
        // Every burst so far, so a table can be recomputed (and other statistics tried) later.
        writeFileSync(`${abDir}/bursts.json`, JSON.stringify(Object.fromEntries(pooled)));
      }
    } finally {
      await Promise.all(group.map(stop));
    }
  }
} finally {
  dropTemplates();
  stopOwnPostgres?.();
}
if (groups > 1) {
  console.log(`pooled, ${groups} groups (median p99 of every burst, CPU over every request):`);
  console.log(header);
  for (const [label, bursts] of pooled) printRow(label, bursts, false);
}
