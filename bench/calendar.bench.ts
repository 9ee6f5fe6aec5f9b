/**
 * The calendar under load (issue 11, Performance).
 *
 *   pnpm --filter @crewcall/api bench:calendar   (BENCH_SECONDS=10 BENCH_CONNECTIONS=20)
 *
 * Creates its own database on the local PostgreSQL and seeds six clubs of 10,000 events
 * over three years each (bench/calendar-seed.ts): the first is measured, the other five
 * share its tables as other clubs would. Starts the real app on a free port with a
 * hello-world route beside it and runs autocannon against each scenario: the member
 * calendar and the public calendar for a padded month view (the six weeks of June 2026's
 * grid, padded 6 days each side as the web client asks: spec section 9). Prints
 * requests/s, p50/p99 latency and the ratio to hello-world, and the plan PostgreSQL
 * chooses for each statement. Target: p99 under 50 ms at 20 connections.
 *
 * Answers are cached per club version (modules/events/calendar-cache.ts): after the
 * warm-up a call reads the version and sends stored bytes (gzipped when asked, as
 * browsers do); the last scenario renames an event every 100 ms meanwhile, so calls
 * build the answer again after each write.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Db, openDatabase } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { calendarVersionQuery } from '@/modules/events/calendar-cache';
import { calendarEvents, calendarSeries, publicEvents } from '@/modules/events/events.queries';
import { databaseUrl } from '../apps/api/test/pg-admin';
import { logIn, startBenchApp } from './bench-app';
import { CALENDAR_SEED, seedCalendarClub } from './calendar-seed';
import { cpuMeter } from './cpu';
import { analyzeAsOwner, withBenchDatabase } from './database';
import { httpJson, runLoad } from './load';
import { type Measured, printReport } from './report';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CLUBS = 6;
const TARGET_P99_MS = 50;
// June 2026's month grid starts Monday 1 June and shows six weeks; padded 6 days each side.
const RANGE_START = '2026-05-26T00:00:00Z';
const RANGE_END = '2026-07-19T00:00:00Z';
const RANGE = `start=${RANGE_START}&end=${RANGE_END}`;
const WRITE_EVERY_MS = 100;
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

await withBenchDatabase(run);

async function run(dbName: string) {
  const url = databaseUrl(dbName);
  const database = await openDatabase({ url, dataDir: '' });
  const started = Date.now();
  // The clubs' rows are written past the club fence (row-level security), as onboarding does.
  const clubs = [];
  for (let n = 0; n < CLUBS; n++) {
    clubs.push(await withPlatformScope(database.db, (tx) => seedCalendarClub(tx, n)));
  }
  await analyzeAsOwner(url);
  const club = clubs[0];
  console.log(
    `seeded ${CLUBS} clubs of ${CALENDAR_SEED.events} events in ${Date.now() - started} ms`,
  );

  const { app, base } = await startBenchApp(url, database);

  try {
    const member = await logIn(base, club.host, club.adminEmail, club.adminPassword);
    const anonymous = { host: club.host };

    const calendarPath = `/api/events/calendar?${RANGE}`;
    const publicPath = `/api/events/public?${RANGE}`;
    const scenarios: [string, string, Record<string, string>, Writer?][] = [
      ['hello world', '/api/bench/hello', anonymous],
      ['calendar: padded month (54 days)', calendarPath, member],
      ['public calendar: same range, no login', publicPath, anonymous],
      // The fixed cost of a call, for comparison: one day holds about twenty events.
      ['public calendar: one day', '/api/events/public?start=2026-06-10&end=2026-06-11', anonymous],
      // Browsers ask for gzip: the cached answer leaves in a tenth of the bytes.
      ['calendar: the same, gzip accepted', calendarPath, { ...member, ...GZIP }],
      ['public calendar: the same, gzip accepted', publicPath, { ...anonymous, ...GZIP }],
      // Answers are cached per club version: a club editing its calendar meanwhile makes
      // calls build the answer again (every write bumps the version).
      [
        `calendar, an event renamed every ${WRITE_EVERY_MS} ms`,
        calendarPath,
        member,
        renamingAnEvent(base, member, await firstEventOf(base, calendarPath, member)),
      ],
    ];
    for (const [label, pathAndQuery, headers] of scenarios) {
      // Checked as plain JSON (httpJson does not inflate); the load asks as the scenario says.
      const plain = Object.fromEntries(
        Object.entries(headers).filter(([name]) => name !== 'accept-encoding'),
      );
      const check = await httpJson(`${base}${pathAndQuery}`, { headers: plain });
      if (check.status !== 200)
        throw new Error(`${label}: ${check.status} ${JSON.stringify(check.body)}`);
      const ids = check.body.ids as unknown[] | undefined;
      if (ids) console.log(`  ${label}: ${ids.length} entries`);
    }
    if (process.env.BENCH_EXPLAIN !== '0') await explain(database.db, club.organisationId);

    const results: [string, Measured][] = [];
    const meter = cpuMeter(dbName);
    for (const [label, pathAndQuery, headers, writer] of scenarios) {
      const load = { apiRoot, url: `${base}${pathAndQuery}`, headers, connections, seconds: 2 };
      await runLoad(load); // warm-up
      const stopWriting = writer?.();
      const stop = await meter.start(label);
      const result = await runLoad({ ...load, seconds });
      const cpu = await stop(result.total);
      const writes = await stopWriting?.();
      results.push([label, { ...result, ...cpu }]);
      if (writes !== undefined) console.log(`  ${label}: ${writes} writes`);
    }
    printReport(results, { connections, seconds, targetP99Ms: TARGET_P99_MS });
    // autocannon hangs up with requests still queued in the server: let them finish.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  } finally {
    await app.close();
    await database.close();
  }
}

/**
 * The plans of the calendar's statements for the measured club, exactly as the app sends
 * them, inside a transaction with the club set (row-level security on, as in a request).
 */
async function explain(db: Db, orgId: number) {
  // drizzle from the api's own node_modules (bench/ has none): the same module the app uses.
  const drizzle = pathToFileURL(path.join(apiRoot, 'node_modules/drizzle-orm/index.js')).href;
  const { sql } = (await import(drizzle)) as {
    sql: (strings: TemplateStringsArray, ...values: unknown[]) => never;
  };
  const range = { start: new Date(RANGE_START), end: new Date(RANGE_END) };
  const statements = {
    'calendar version (every call; the rest only when the answer is not cached)':
      calendarVersionQuery(db, orgId),
    'calendar events': calendarEvents(db, orgId, range, false),
    'calendar consecutive series': calendarSeries(db, orgId, range),
    'public events': publicEvents(db, orgId, range),
  };
  for (const [label, query] of Object.entries(statements)) {
    const rows = (await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.organisation_id', ${String(orgId)}, true)`);
      return tx.execute(sql`explain (analyze, buffers, costs off) ${query}`);
    })) as unknown as Record<string, string>[];
    console.log(`\nEXPLAIN ${label}:\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
}

/** Starts writing; the returned function stops and answers how many writes were made. */
type Writer = () => () => Promise<number>;

/**
 * Renames event `id` every WRITE_EVERY_MS through the API, as the club's admin would
 * (`admin`: the headers of a logged-in admin), one write at a time.
 */
function renamingAnEvent(base: string, admin: Record<string, string>, id: number): Writer {
  return () => {
    let writes = 0;
    let running = true;
    const loop = (async () => {
      while (running) {
        writes++;
        const res = await httpJson(`${base}/api/events/`, {
          method: 'PUT',
          headers: admin,
          body: [{ id, name: `Renamed ${writes}` }],
        });
        if (res.status !== 200)
          throw new Error(`rename: ${res.status} ${JSON.stringify(res.body)}`);
        await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
      }
    })();
    return async () => {
      running = false;
      await loop;
      return writes;
    };
  };
}

/** The id of the first plain event the calendar call answers. */
async function firstEventOf(base: string, pathAndQuery: string, headers: Record<string, string>) {
  const { body } = await httpJson(`${base}${pathAndQuery}`, { headers });
  const results = body.results as { events: Record<string, { type: string; id: number }> };
  const first = Object.values(results.events).find((entry) => entry.type === 'event');
  if (!first) throw new Error('no event in the range to rename');
  return first.id;
}
