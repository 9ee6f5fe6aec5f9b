/**
 * Shifts and requests under load (issue 12, Performance).
 *
 *   pnpm --filter @crewcall/api bench:shifts   (BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_CLUBS=3)
 *
 * Creates its own database on the local PostgreSQL and seeds BENCH_CLUBS clubs of 10,000
 * events over three years (bench/calendar-seed.ts), each with 50,000 shifts and 20,000
 * requests (bench/shifts-seed.ts); the first club is measured, the others share its
 * tables as other clubs would. Starts the real app with a hello-world route beside it and
 * loads: the shift planner's load for a busy event (40 shifts, 20 requests), a member's
 * page of the same event, the dashboard call for an admin and for a member, and batches
 * of 50 requests (each batch new: no slot repeats). Prints req/s, p50/p99, the ratio to
 * hello-world and CPU per request, then the plans of the dashboard's statements.
 * Target: p99 under 100 ms at 20 connections.
 *
 * BENCH_ONLY=<words of a label> runs hello and that scenario alone (e.g. BENCH_ONLY=batch);
 * BENCH_POOL sets the app's PostgreSQL pool (default 10, the app's own default): with 10,
 * 20 concurrent batches stalled on this machine (see the issue 12 closing note), with 40
 * they run. BENCH_LOAD=0 seeds, checks each call once and prints the plans only.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Db, openDatabase } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { plannerAnswerStatement } from '@/modules/shifts/planner-answer.queries';
import {
  outstandingRequests,
  personOutstandingRequests,
  unpublishedEvents,
  upcomingShifts,
} from '@/modules/shifts/shift-cards.queries';
import { databaseUrl } from '../apps/api/test/pg-admin';
import { logIn, startBenchApp } from './bench-app';
import { seedCalendarClub } from './calendar-seed';
import { cpuMeter } from './cpu';
import { analyzeAsOwner, withBenchDatabase } from './database';
import { httpJson, type LoadResult, runLoad } from './load';
import { type Measured, printReport } from './report';
import { SHIFTS_SEED, type ShiftsClub, seedShiftsClub } from './shifts-seed';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CLUBS = Number(process.env.BENCH_CLUBS ?? 3);
const TARGET_P99_MS = 100;
const BATCH_SIZE = 50;

await withBenchDatabase(run);

async function run(dbName: string) {
  const url = databaseUrl(dbName);
  const database = await openDatabase({
    url,
    dataDir: '',
    max: Number(process.env.BENCH_POOL ?? 10),
  });
  const started = Date.now();
  const clubs: ShiftsClub[] = [];
  for (let n = 0; n < CLUBS; n++) {
    clubs.push(
      await withPlatformScope(database.db, async (tx) => {
        const calendarClub = await seedCalendarClub(tx, n);
        console.log(`  club ${n}: events seeded at ${Date.now() - started} ms`);
        return seedShiftsClub(tx, calendarClub, n);
      }),
    );
    console.log(`  club ${n}: shifts and requests seeded at ${Date.now() - started} ms`);
  }
  await analyzeAsOwner(url);
  const club = clubs[0];
  console.log(
    `seeded ${CLUBS} clubs of 10,000 events, ${SHIFTS_SEED.totalShifts} shifts, ${SHIFTS_SEED.requests} requests in ${Date.now() - started} ms`,
  );

  const { app, base } = await startBenchApp(url, database);

  try {
    const admin = await logIn(base, club.host, club.adminEmail, club.adminPassword);
    const member = await logIn(base, club.host, club.memberEmail, club.memberPassword);
    const anonymous = { host: club.host };
    const event = club.plannerEventId;
    const scenarios: [string, string, Record<string, string>][] = [
      ['hello world', '/api/bench/hello', anonymous],
      ['planner load: one event (admin)', `/api/events/${event}/shifts`, admin],
      ['event page: the same event (member)', `/api/events/${event}/page`, member],
      // The shift cards' own call (/api/dashboard/shifts) is gone (issue 21): the whole
      // dashboard, which answers them, on this club of many requests.
      ['dashboard, every card (admin)', '/api/dashboard', admin],
      ['dashboard, every card (member)', '/api/dashboard', member],
    ];
    for (const [label, pathAndQuery, headers] of scenarios) {
      const check = await httpJson(`${base}${pathAndQuery}`, { headers });
      if (check.status !== 200)
        throw new Error(`${label}: ${check.status} ${JSON.stringify(check.body)}`);
      console.log(`  ${label}: ${describe(check.body)}`);
    }

    const batchCheck = await httpJson(`${base}/api/requests/batch`, {
      method: 'POST',
      headers: admin,
      body: club.eventIds
        .slice(0, BATCH_SIZE)
        .map((id) => ({ person: club.personIds[0], event: id })),
    });
    if (batchCheck.status !== 201)
      throw new Error(
        `batch: ${batchCheck.status} ${JSON.stringify(batchCheck.body).slice(0, 500)}`,
      );
    console.log(`  batch of ${BATCH_SIZE} requests: ${describe(batchCheck.body)}`);
    if (process.env.BENCH_LOAD === '0') {
      await explain(database.db, club);
      return;
    }

    const results: [string, Measured][] = [];
    const meter = cpuMeter(dbName);
    const only = process.env.BENCH_ONLY; // e.g. 'batch': that scenario (and hello) alone
    for (const [label, pathAndQuery, headers] of scenarios.filter(
      ([label], i) => !only || i === 0 || label.includes(only),
    )) {
      const load = { apiRoot, url: `${base}${pathAndQuery}`, headers, connections, seconds: 2 };
      await runLoad(load); // warm-up
      const stop = await meter.start(label);
      const result = await runLoad({ ...load, seconds });
      results.push([label, { ...result, ...(await stop(result.total)) }]);
    }
    const batch = { url: `${base}/api/requests/batch`, headers: admin, club };
    await runBatchLoad({ ...batch, seconds: 2, first: 0 }); // warm-up
    const stop = await meter.start('batch');
    const result = await runBatchLoad({ ...batch, seconds, first: 10_000 });
    results.push([
      `batch of ${BATCH_SIZE} requests (admin)`,
      { ...result, ...(await stop(result.total)) },
    ]);
    printReport(results, { connections, seconds, targetP99Ms: TARGET_P99_MS });
    if (process.env.BENCH_EXPLAIN !== '0') await explain(database.db, club);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  } finally {
    await app.close();
    await database.close();
  }
}

/** What an answer holds, in a few words. */
function describe(body: Record<string, unknown>) {
  const sizes = Object.entries(body).flatMap(([key, value]) =>
    Array.isArray(value) ? [`${value.length} ${key}`] : [],
  );
  const results = body.results as Record<string, object> | undefined;
  if (results) {
    for (const [key, rows] of Object.entries(results))
      sizes.push(`${Object.keys(rows).length} ${key}`);
  }
  return sizes.join(', ');
}

/**
 * Batches of BATCH_SIZE requests under load, each one new: request n asks for person
 * n mod P on window floor(n / P) of BATCH_SIZE events, so no (person, event) pair repeats
 * (the seeded requests all name a role, these none). The batches in flight ask for the same
 * 50 events (a series everyone signs up to); spreading them over different events measured
 * slower here (more pages written per second). autocannon runs in its own process,
 * setting each request's body there.
 */
async function runBatchLoad(o: {
  url: string;
  headers: Record<string, string>;
  club: ShiftsClub;
  seconds: number;
  first: number;
}): Promise<LoadResult> {
  const require = createRequire(`${apiRoot}/package.json`);
  const script = `
    const autocannon = require(process.env.AUTOCANNON);
    const c = JSON.parse(process.env.BATCH_LOAD);
    let n = c.first;
    const P = c.people.length, E = c.events.length;
    const body = () => {
      const i = n++;
      const person = c.people[i % P], block = Math.floor(i / P);
      return JSON.stringify(Array.from({ length: c.size }, (_, k) =>
        ({ person, event: c.events[(block * c.size + k) % E], comments: 'Bench' })));
    };
    autocannon({
      url: c.url, connections: c.connections, duration: c.seconds, method: 'POST',
      headers: { ...c.headers, 'content-type': 'application/json' },
      requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
    }, (err, r) => {
      if (err) { console.error(err); process.exit(1); }
      console.log(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
        non2xx: r.non2xx, errors: r.errors, total: r.requests.total }));
    });`;
  const env = {
    ...process.env,
    AUTOCANNON: require.resolve('autocannon'),
    BATCH_LOAD: JSON.stringify({
      url: o.url,
      headers: o.headers,
      connections,
      seconds: o.seconds,
      first: o.first,
      size: BATCH_SIZE,
      people: o.club.personIds,
      events: o.club.eventIds,
    }),
  };
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`batch load exited ${code}`)),
    );
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

/** The plans of the dashboard's and the planner's statements, as a request runs them. */
async function explain(db: Db, club: ShiftsClub) {
  const drizzle = pathToFileURL(path.join(apiRoot, 'node_modules/drizzle-orm/index.js')).href;
  const { sql } = (await import(drizzle)) as {
    sql: (strings: TemplateStringsArray, ...values: unknown[]) => never;
  };
  const orgId = club.organisationId;
  const member = { id: club.memberId };
  const statements = {
    'dashboard: first outstanding requests (admin)': outstandingRequests(db, orgId, { limit: 20 }),
    'dashboard: unpublished events (admin)': unpublishedEvents(db, orgId, 50),
    "dashboard: member's outstanding requests": personOutstandingRequests(db, orgId, member.id, 50),
    "dashboard: member's upcoming shifts": upcomingShifts(db, orgId, member.id, 50),
    'planner: the whole answer, one statement': plannerAnswerStatement(
      db,
      orgId,
      club.plannerEventId,
    ),
  };
  for (const [label, query] of Object.entries(statements)) {
    const rows = (await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.organisation_id', ${String(orgId)}, true)`);
      return tx.execute(sql`explain (analyze, buffers, costs off) ${query}`);
    })) as unknown as Record<string, string>[];
    console.log(`\nEXPLAIN ${label}:\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
}
