#!/usr/bin/env node
/**
 * What one app process's garbage collector does per request of a read:
 *
 *   node bench/interleaved/gc-probe.mjs [tree, default this one] [read label regexp] [warm-up s] [measured s]
 *
 * Why: the interleaved A/B (run.mjs) needs 15-20 minutes and a control side to tell a 10 %
 * p99 change from its own spread, and it says how much CPU went off the main thread, not
 * why. This starts one serve.ts process of a tree with V8's --trace-gc-nvp, loads each
 * matching read (20 connections, the app on CPU 0 and the load on CPU 1) and prints per
 * request the bytes the young-generation collections kept (survived) and moved to the old
 * generation (promoted), the bytes allocated, and the collections' counts and pauses.
 * Promoted bytes per request moved by 1-2 % between runs of one commit, where single
 * processes' p99 and CPU moved by 20 %: base f7dee77 7,850, main 9,250 on the calendar
 * month (the more promoted, the more the old generation's collections mark), and a
 * bisection with it over issue 21's commits took minutes (it found 0d81fc6). It says
 * where to look; whether a change helps the p99 stays run.mjs's to say.
 *
 * It also prints the process's read and write system calls per request (/proc's syscr and
 * syscw; under this load nearly all of them are socket reads and writes: the answer to the
 * client, the statements to PostgreSQL). A CPU profile put a third of the events list's
 * main-thread time in the writes to PostgreSQL, so a change that saves a round trip shows
 * here first: giving the club transaction's connection back at COMMIT took the reads from
 * 4 writes a request to 3.
 *
 * SURVIVORS=1 also prints, per read, where the objects that outlived a young collection were
 * allocated (survivor-sampler.cjs says how), in bytes a request by function. On the
 * timesheet sorted by hours, main's survivors were the club transaction's own objects (its
 * closures, postgres.js `Query` and `Queue`) and in some runs the rows' strings (`DataRow`),
 * each 3-7 times what a bare transaction (no loss watch, no early release) left.
 * CONNECTIONS sets the load's connections (20). At CONNECTIONS=1 the requests in flight at a
 * collection are nearly none, and the timesheet sorted by hours still promoted 8,700 bytes a
 * request on the base and 9,700 and 12,100 on main (6 s runs; a 3 s one gave 21,500): what
 * survives is what outlives its request.
 * TOP=<n> prints n functions (15); ALL_ALLOCATIONS=1 counts what young collections freed
 * too (where a read allocates, not what it keeps: 145-147 KB a request on both trees there).
 *
 * V8_FLAGS replaces the app's V8 flags (--max-semi-space-size=64), to try the collector's
 * own switches: --no-page-promotion and --no-allocation-site-pretenuring left both trees'
 * promoted bytes as they were.
 *
 * BENCH_TEMPLATE=<database> serves a copy of a database serve.ts seeded before (run.mjs's
 * templates, with BENCH_TEMPLATE_DIR); without it, the process seeds its own (minutes).
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { burst, cpuUs, systemCalls } from './burst.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const [tree = repo, label = 'calendar padded', warmArg = '10', secondsArg = '20'] =
  process.argv.slice(2);
const connections = Number(process.env.CONNECTIONS ?? 20);
const v8Flags = (process.env.V8_FLAGS ?? '--max-semi-space-size=64').split(/\s+/).filter(Boolean);
const shownFunctions = Number(process.env.TOP ?? 15);
const survivorsFile =
  process.env.SURVIVORS === '1' ? `/tmp/gc-probe-${process.pid}.heapprofile` : '';
const survivorsOptions = survivorsFile
  ? {
      SURVIVORS_FILE: survivorsFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${repo}bench/interleaved/survivor-sampler.cjs`,
    }
  : {};

const app = spawn(
  'taskset',
  [
    ...['-c', '0', 'pnpm', 'exec', 'tsx', ...v8Flags, '--trace-gc-nvp'],
    '../../bench/interleaved/serve.ts',
  ],
  {
    cwd: `${tree}/apps/api`,
    env: { BENCH_SETTLE_SECONDS: '3', ...process.env, ...survivorsOptions },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);

/** The collections traced since the last reset: one object of name=value fields each. */
let collections = [];
let survivorsWritten = () => {};
const ready = new Promise((resolve) => {
  createInterface({ input: app.stdout }).on('line', (line) => {
    if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)));
    else if (line === 'SURVIVORS WRITTEN') survivorsWritten();
    else if (line.includes(' gc=')) {
      const fields = line.split(/\s+/).filter((field) => field.includes('='));
      collections.push(Object.fromEntries(fields.map((field) => field.split('='))));
    }
  });
});

/** The load on CPU 1, the app's being CPU 0. */
const pinnedToCpu1 = (command, args) => ['taskset', ['-c', '1', command, ...args]];
/** How every burst here loads the app: the warm-up's and the measured one's alike. */
const load = { launch: pinnedToCpu1, connections };

const sum = (list, field) => list.reduce((total, gc) => total + Number(gc[field] ?? 0), 0);
const { base, pid, scenarios } = await ready;
const picked = new RegExp(label, 'i');
try {
  for (const [name, path, headers] of scenarios.filter(([name]) => picked.test(name))) {
    await burst(`${base}${path}`, headers, Number(warmArg), load);
    collections = [];
    if (survivorsFile) process.kill(pid, 'SIGUSR2');
    const [cpuBefore, mainBefore, callsBefore] = [cpuUs(pid), cpuUs(pid, true), systemCalls(pid)];
    const result = await burst(`${base}${path}`, headers, Number(secondsArg), load);
    const [cpu, main, calls] = [cpuUs(pid), cpuUs(pid, true), systemCalls(pid)];
    const requests = result.total;
    const perRequestTenths = (value) => Math.round((value * 10) / requests) / 10;
    const perRequest = (value) => Math.round(value / requests);
    const scavenges = collections.filter((gc) => gc.gc === 's');
    const full = collections.filter((gc) => gc.gc !== 's');
    console.log(
      JSON.stringify({
        read: name,
        requests,
        p99: result.p99,
        answersNot2xx: result.non2xx,
        cpuUs: perRequest(cpu - cpuBefore),
        mainThreadUs: perRequest(main - mainBefore),
        writeCalls: perRequestTenths(calls.writes - callsBefore.writes),
        readCalls: perRequestTenths(calls.reads - callsBefore.reads),
        allocatedBytes: perRequest(sum(collections, 'allocated')),
        survivedBytes: perRequest(sum(scavenges, 'new_space_survived')),
        promotedBytes: perRequest(sum(scavenges, 'promoted')),
        scavenges: scavenges.length,
        scavengePauseMs: Math.round(sum(scavenges, 'pause')),
        fullCollections: full.length,
        fullPauseMs: Math.round(sum(full, 'pause')),
      }),
    );
    if (survivorsFile) {
      const written = new Promise((resolve) => {
        survivorsWritten = resolve;
      });
      process.kill(pid, 'SIGUSR2');
      await written;
      printSurvivors(survivorsFile, requests);
      rmSync(survivorsFile);
    }
  }
} finally {
  // serve.ts drops its database on SIGTERM (run.mjs's stop says why it goes to the app).
  process.kill(pid, 'SIGTERM');
  await new Promise((resolve) => app.on('exit', resolve));
}

/** The TOP functions whose allocations survived most, in bytes a request (self, not callees). */
function printSurvivors(file, requests) {
  const bytes = new Map();
  const walk = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    bytes.set(where, (bytes.get(where) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child);
  };
  walk(JSON.parse(readFileSync(file, 'utf8')).head);
  const total = [...bytes.values()].reduce((sum, value) => sum + value, 0);
  const counted = process.env.ALL_ALLOCATIONS === '1' ? 'allocated' : 'survivors';
  console.log(`  ${counted}: ${Math.round(total / requests)} bytes a request, of which`);
  for (const [where, value] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, shownFunctions))
    console.log(`  ${String(Math.round(value / requests)).padStart(7)}  ${where}`);
}
