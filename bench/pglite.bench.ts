/**
 * The zero-setup default (embedded PGlite) beside PostgreSQL, at club scale (issue 28).
 *
 *   pnpm --filter @crewcall/api bench:pglite   (BENCH_SIZE=small for the quick run;
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_ENGINES=postgres,pglite BENCH_EXPLAIN=1)
 *
 * Seeds one club (bench/club-seed.ts) at each size, small (300 members, 3,000 shifts) and
 * big (2,000 members, 2,000 events, 20,000 shifts), once on PostgreSQL (a database of its
 * own, vacuumed and analysed as autovacuum leaves it) and once on PGlite (a copy of a
 * seeded data directory, kept between runs: bench/pglite-data-dir.ts). Starts the real app
 * on each and loads the reads a club uses most; prints req/s and p50/p99 of both engines
 * side by side, then a health request's latency while the slowest read runs in a loop,
 * then with BENCH_EXPLAIN=1 the plan of each read's slowest statement (and the planning
 * and execution time of all of them), as the app sends it, on the engine measured. Each
 * engine runs in a child process. PGlite runs as `pnpm start` runs it: on its worker
 * thread (BENCH_PGLITE_THREAD=0: in-process), statistics gathered by the app at start
 * (BENCH_STATISTICS=0: none, as before issue 28), answers kept by the write generation
 * (BENCH_EMBEDDED_ANSWERS=0: none). Each read is loaded twice: alone, then while an admin
 * saves a change every BENCH_WRITE_EVERY_MS (500), so kept answers are read again after
 * each write (", writes" in the table).
 * Targets: every read's p99 under 100 ms (small) and 250 ms (big) on PGlite at 20
 * connections; health under 50 ms p99 beside the slowest read.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { databaseUrl } from '../apps/api/test/pg-admin';
import { logIn, startBenchApp } from './bench-app';
import { type BenchClub, CLUB_SIZES, type ClubSize, seedBenchClub } from './club-seed';
import { cpuMeter } from './cpu';
import { analyzeAsOwner, withBenchDatabase } from './database';
import { httpJson, type LoadResult, runLoad } from './load';
import { seededPgliteCopy } from './pglite-data-dir';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SIZES = (process.env.BENCH_SIZE ? [process.env.BENCH_SIZE] : ['small', 'big']) as ClubSize[];
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as Engine[];
const TARGET_P99_MS: Record<ClubSize, number> = { small: 100, big: 250 };
const HEALTH_TARGET_P99_MS = 50;
/** How often the second pass writes (BENCH_WRITE_EVERY_MS), and the label it adds. */
const WRITE_EVERY_MS = Number(process.env.BENCH_WRITE_EVERY_MS ?? 500);
const WRITING = ', writes';
const DAY = 86_400_000;
/** postgres.js from the api's own node_modules (bench/ has none). */
const postgresJs = createRequire(`${apiRoot}/package.json`)('postgres') as (
  url: string,
  options: Record<string, unknown>,
) => {
  begin: (work: (tx: unknown) => Promise<unknown>) => Promise<unknown>;
  end: (options: { timeout: number }) => Promise<void>;
};

type Engine = 'postgres' | 'pglite';
/** drizzle's logger (bench/ has no drizzle of its own to import the type from). */
type Logger = NonNullable<Parameters<typeof openDatabase>[0]['logger']>;
type Statement = { text: string; params: unknown[] };
type Scenario = { label: string; path: string; as: 'admin' | 'member' | 'anonymous' };
type EngineResult = {
  loads: Map<string, LoadResult>;
  health?: { slowest: string; health: LoadResult; slowestLoad: LoadResult };
};

const one = process.env.BENCH_ONE; // set for a child: `<size>:<engine>`
if (one) {
  const [size, engine] = one.split(':') as [ClubSize, Engine];
  console.log(`\n== ${size} club on ${engine}`);
  const result = engine === 'pglite' ? await onPglite(size) : await onPostgres(size);
  fs.writeFileSync(
    process.env.BENCH_RESULT_FILE as string,
    JSON.stringify({ loads: [...result.loads], health: result.health }),
  );
} else {
  for (const size of SIZES) {
    if (!(size in CLUB_SIZES)) throw new Error(`BENCH_SIZE: small or big, not ${size}`);
    const results = new Map<Engine, EngineResult>();
    for (const engine of ENGINES) results.set(engine, await inChild(size, engine));
    printComparison(size, results);
  }
}

/**
 * Each engine in a process of its own: the app keeps its built statements per process
 * (db/reusable-query.ts), and those of one driver do not run on the other.
 */
async function inChild(size: ClubSize, engine: Engine): Promise<EngineResult> {
  const file = path.join(os.tmpdir(), `crewcall-bench-${process.pid}-${size}-${engine}.json`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, BENCH_ONE: `${size}:${engine}`, BENCH_RESULT_FILE: file },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${engine}: exit ${code}`)),
    );
  });
  const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file, { force: true });
  return { loads: new Map(saved.loads), health: saved.health };
}

/** Every statement the app's handle sends while `recording` is set (one request's). */
function statementRecorder() {
  let recording: Statement[] | undefined;
  const logger: Logger = {
    logQuery: (text, params) => recording?.push({ text, params }),
  };
  return {
    logger,
    async during(work: () => Promise<unknown>): Promise<Statement[]> {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = undefined;
      }
    },
  };
}

async function onPostgres(size: ClubSize): Promise<EngineResult> {
  let result: EngineResult | undefined;
  await withBenchDatabase(async (dbName) => {
    const url = databaseUrl(dbName);
    const recorder = statementRecorder();
    const database = await openDatabase({ url, dataDir: '', logger: recorder.logger });
    try {
      const started = Date.now();
      const club = await withPlatformScope(database.db, (tx) => seedBenchClub(tx, size));
      await analyzeAsOwner(url);
      console.log(`  seeded in ${Date.now() - started} ms`);
      result = await measure({ database, url, club, recorder, meterName: dbName });
    } finally {
      await database.close();
    }
  });
  return result as EngineResult;
}

async function onPglite(size: ClubSize): Promise<EngineResult> {
  const { dataDir, club } = await seededPgliteCopy(size);
  const recorder = statementRecorder();
  const opened = Date.now();
  // As `pnpm start` runs it (PGLITE_THREAD, default on); BENCH_PGLITE_THREAD=0: in-process.
  const thread = process.env.BENCH_PGLITE_THREAD !== '0';
  const database = await openDatabase({ dataDir, logger: recorder.logger, thread });
  console.log(`  opened a copy of the seeded data directory in ${Date.now() - opened} ms`);
  try {
    return await measure({ database, club, recorder, dataDir, meterName: '-' });
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function scenarios(club: BenchClub): Scenario[] {
  // Six weeks from last Monday, padded a few days each side as the month view asks.
  const today = Math.floor(Date.now() / DAY) * DAY;
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  const start = new Date(monday - 6 * DAY).toISOString();
  const end = new Date(monday + 48 * DAY).toISOString();
  return [
    { label: 'hello world', path: '/api/bench/hello', as: 'anonymous' },
    { label: 'health', path: '/api/health', as: 'anonymous' },
    {
      label: 'calendar: 6 weeks (member)',
      path: `/api/events/calendar?start=${start}&end=${end}`,
      as: 'member',
    },
    { label: 'event page (member)', path: `/api/events/${club.pageEventId}/page`, as: 'member' },
    { label: 'dashboard (member)', path: '/api/dashboard', as: 'member' },
    { label: 'dashboard (admin)', path: '/api/dashboard', as: 'admin' },
    { label: 'timesheet: page of 25 (admin)', path: '/api/timesheets?limit=25', as: 'admin' },
    {
      label: 'shifts list: page of 25 (admin)',
      path: '/api/shifts/?limit=25&expand=roles,assignments,locations',
      as: 'admin',
    },
    {
      label: "shifts list: an event's, 25 (admin)",
      path: `/api/shifts/?limit=25&expand=roles,assignments,locations&event=${club.pageEventId}`,
      as: 'admin',
    },
  ];
}

/**
 * An admin renaming a location back and forth (it shows on the calendar, the event page
 * and the shifts lists), on a timer: `every(ms)` starts, and answers a stop.
 */
async function adminWrites(base: string, admin: Record<string, string>) {
  const found = await httpJson(`${base}/api/locations/?limit=1`, { headers: admin });
  // The collections' shape: { results: { locations: { [id]: row } }, ids: [id, …] }.
  const [id] = (found.body.ids as number[] | undefined) ?? [];
  const rows = (found.body.results as Record<string, Record<number, { name: string }>>).locations;
  const location = id === undefined ? undefined : { id, name: rows[id].name };
  if (!location) throw new Error(`no location to rename: ${JSON.stringify(found.body)}`);
  let made = 0;
  let failed = 0;
  return {
    every(ms: number) {
      const timer = setInterval(async () => {
        const name = made % 2 ? location.name : `${location.name} (moved)`;
        const saved = await httpJson(`${base}/api/locations/`, {
          method: 'PUT',
          headers: admin,
          body: [{ id: location.id, name }],
        }).catch(() => ({ status: 0 }));
        if (saved.status === 200) made += 1;
        else failed += 1;
      }, ms);
      return () => clearInterval(timer);
    },
    made: () => made,
    failed: () => failed,
  };
}

/** A read: measured against the targets (hello and health are the baselines). */
function isRead(label: string) {
  return label !== 'hello world' && label !== 'health';
}

async function measure(o: {
  database: Database;
  url?: string;
  dataDir?: string;
  club: BenchClub;
  recorder: ReturnType<typeof statementRecorder>;
  meterName: string;
}): Promise<EngineResult> {
  const { app, base } = await startBenchApp(o.url, o.database, o.dataDir);
  try {
    const headers = {
      anonymous: { host: o.club.host },
      admin: await logIn(base, o.club.host, o.club.adminEmail, o.club.password),
      member: await logIn(base, o.club.host, o.club.memberEmail, o.club.password),
    };
    const list = scenarios(o.club);
    const statements = new Map<string, Statement[]>();
    for (const s of list) {
      let status = 0;
      const sent = await o.recorder.during(async () => {
        const answer = await httpJson(`${base}${s.path}`, { headers: headers[s.as] });
        status = answer.status;
        if (status !== 200) throw new Error(`${s.label}: ${status} ${JSON.stringify(answer.body)}`);
      });
      statements.set(s.label, sent);
    }
    const loads = new Map<string, LoadResult>();
    const meter = cpuMeter(o.meterName);
    for (const s of list) {
      const load = { apiRoot, url: `${base}${s.path}`, headers: headers[s.as], connections };
      await runLoad({ ...load, seconds: 2 }); // warm-up
      const stop = await meter.start(s.label);
      const result = await runLoad({ ...load, seconds });
      const cpu = await stop(result.total);
      loads.set(s.label, result);
      console.log(
        `  ${s.label.padEnd(40)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  ${cpu.apiUs + cpu.dbUs} µs CPU/request  ${result.non2xx + result.errors} errors`,
      );
    }
    // The same reads while an admin saves a change every WRITE_EVERY_MS: each write moves
    // the embedded database's write generation, so every kept answer is read again.
    const writes = await adminWrites(base, headers.admin);
    for (const s of list.filter((x) => isRead(x.label))) {
      const load = { apiRoot, url: `${base}${s.path}`, headers: headers[s.as], connections };
      const stopWriting = writes.every(WRITE_EVERY_MS);
      const result = await runLoad({ ...load, seconds }).finally(stopWriting);
      const label = `${s.label}${WRITING}`;
      loads.set(label, result);
      console.log(
        `  ${label.padEnd(40)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  ${result.non2xx + result.errors} errors`,
      );
    }
    console.log(`  (${writes.made()} writes made, ${writes.failed()} failed)`);
    // The slowest read in a loop (one connection), and a health request beside it.
    const slowest = list
      .filter((s) => isRead(s.label))
      .reduce((a, b) => ((loads.get(a.label)?.p99 ?? 0) >= (loads.get(b.label)?.p99 ?? 0) ? a : b));
    const health = list.find((s) => s.label === 'health') as Scenario;
    const beside = (s: Scenario) => ({
      apiRoot,
      url: `${base}${s.path}`,
      headers: headers[s.as],
      connections: 1,
      seconds,
    });
    const [slowestLoad, healthLoad] = await Promise.all([
      runLoad(beside(slowest)),
      new Promise((resolve) => setTimeout(resolve, 500)).then(() =>
        runLoad({ ...beside(health), seconds: seconds - 1 }),
      ),
    ]);
    console.log(
      `  health beside "${slowest.label}" in a loop: p50 ${healthLoad.p50} ms, p99 ${healthLoad.p99} ms (the read: ${slowestLoad.rps.toFixed(0)} req/s, p99 ${slowestLoad.p99} ms)`,
    );
    if (process.env.BENCH_EXPLAIN === '1') {
      for (const s of list.filter((x) => isRead(x.label))) {
        const sent = statements.get(s.label) ?? [];
        await explainSlowest(o.database, o.url, o.club.organisationId, s.label, sent);
      }
    }
    // autocannon hangs up with requests still queued in the server: let them finish.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return {
      loads,
      health: { slowest: slowest.label, health: healthLoad, slowestLoad },
    };
  } finally {
    await app.close();
  }
}

/**
 * EXPLAIN ANALYZE of every statement a read sent (its parameters as sent), in a club
 * transaction as the app's role, rolled back; prints the slowest statement's plan.
 */
async function explainSlowest(
  db: Database,
  url: string | undefined,
  orgId: number,
  label: string,
  sent: Statement[],
) {
  // biome-ignore lint/suspicious/noExplicitAny: PGlite's own client (or its thread's)
  const client = (db.db as any).$client;
  const plans: { text: string; ms: number; planningMs: number; plan: string[] }[] = [];
  for (const { text, params } of sent) {
    if (!/^\s*(select|with)\b/i.test(text) || text.includes('set_config(')) continue;
    const explain = `explain (analyze, costs off) ${text}`;
    const setClub = `select set_config('app.organisation_id', $1, true)`;
    let rows: Record<string, string>[] = [];
    if (db.kind === 'pglite') {
      // biome-ignore lint/suspicious/noExplicitAny: PGlite's transaction (or the thread's)
      await client.transaction(async (tx: any) => {
        await tx.query(setClub, [String(orgId)]);
        rows = (await tx.query(explain, params)).rows;
        await tx.rollback();
      });
    } else {
      // A connection of its own (the app's handle hides the pool's transactions), as the app's role.
      const sql = postgresJs(url as string, { max: 1, onnotice: () => {} });
      await sql
        // biome-ignore lint/suspicious/noExplicitAny: a postgres.js transaction
        .begin(async (tx: any) => {
          await tx.unsafe('set local role crewcall_app');
          await tx.unsafe(setClub, [String(orgId)]);
          rows = await tx.unsafe(explain, params);
          throw new Error('rollback');
        })
        .catch((error: Error) => {
          if (error.message !== 'rollback') throw error;
        })
        .finally(() => sql.end({ timeout: 5 }));
    }
    const plan = rows.map((r) => r['QUERY PLAN']);
    const time = (what: string) =>
      Number(new RegExp(`${what} Time: ([\\d.]+)`).exec(plan.join('\n'))?.[1] ?? 0);
    plans.push({ text, ms: time('Execution'), planningMs: time('Planning'), plan });
  }
  plans.sort((a, b) => b.ms - a.ms);
  const top = plans[0];
  if (!top) return;
  const total = plans.reduce((sum, p) => sum + p.ms, 0);
  const planning = plans.reduce((sum, p) => sum + p.planningMs, 0);
  console.log(
    `\n  EXPLAIN ${label} on ${db.kind}: ${plans.length} statements, ${planning.toFixed(1)} ms planning, ${total.toFixed(1)} ms executing; the slowest:\n    ${top.text.slice(0, 400)}\n${top.plan.map((l) => `    ${l}`).join('\n')}`,
  );
}

function printComparison(size: ClubSize, results: Map<Engine, EngineResult>) {
  const counts = CLUB_SIZES[size];
  const target = TARGET_P99_MS[size];
  console.log(
    `\n${size} club: ${counts.members} members, ${counts.events} events, ${counts.shifts} shifts; ${connections} connections, ${seconds} s each`,
  );
  const engines = [...results.keys()];
  const head = engines.map((e) => `${e.padStart(10)} req/s    p50    p99`).join('  ');
  console.log(`${'scenario'.padEnd(40)}${head}`);
  const labels = [...(results.get(engines[0])?.loads.keys() ?? [])];
  for (const label of labels) {
    const cells = engines.map((e) => {
      const r = results.get(e)?.loads.get(label);
      if (!r) return ''.padStart(30);
      return `${r.rps.toFixed(0).padStart(16)}${String(r.p50).padStart(7)}${String(r.p99).padStart(7)}`;
    });
    const pglite = results.get('pglite')?.loads.get(label);
    const flag =
      pglite && isRead(label.replace(WRITING, '')) && pglite.p99 >= target
        ? '  (PGlite p99 over target)'
        : '';
    console.log(`${label.padEnd(40)}${cells.join('  ')}${flag}`);
  }
  for (const e of engines) {
    const h = results.get(e)?.health;
    if (!h) continue;
    const flag = h.health.p99 >= HEALTH_TARGET_P99_MS ? '  (over target)' : '';
    console.log(
      `${e}: health p50 ${h.health.p50} ms, p99 ${h.health.p99} ms beside "${h.slowest}" in a loop${flag}`,
    );
  }
  console.log(
    `targets on PGlite: every read's p99 under ${target} ms; health p99 under ${HEALTH_TARGET_P99_MS} ms beside the slowest read`,
  );
}
