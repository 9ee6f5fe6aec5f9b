/**
 * Hours, timesheets, availability and the whole dashboard under load (issue 13, Performance).
 *
 *   pnpm --filter @crewcall/api bench:hours   (BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_CLUBS=3)
 *
 * Creates its own database on the local PostgreSQL and seeds BENCH_CLUBS clubs as the
 * shifts bench does (bench/calendar-seed.ts + bench/shifts-seed.ts: 10,000 events and
 * 50,000 shifts each, 500 members), then per club: timesheets on, every filled shift that
 * has ended timed (actual start and end, hours), 200 shifts for the member who logs in,
 * and November 2026's availability for the 500 members (about 3 days in 5 set). The first
 * club is measured, the others share its tables as other clubs would. Loads: the
 * dashboard for an admin and a member, the timesheet of one year with its totals, and
 * the availability month grid; prints req/s, p50/p99, the ratio to hello-world and CPU
 * per request, then the plans of the timesheet's and the grid's statements.
 * Target: p99 under 100 ms at 20 connections.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, openDatabase } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { databaseUrl } from '../apps/api/test/pg-admin';
import { logIn, startBenchApp } from './bench-app';
import { seedCalendarClub } from './calendar-seed';
import { cpuMeter } from './cpu';
import { analyzeAsOwner, withBenchDatabase } from './database';
import { seedHours } from './hours-seed';
import { httpJson, runLoad } from './load';
import { type Measured, printReport } from './report';
import { SHIFTS_SEED, type ShiftsClub, seedShiftsClub } from './shifts-seed';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CLUBS = Number(process.env.BENCH_CLUBS ?? 3);
const TARGET_P99_MS = 100;

await withBenchDatabase(run);

async function run(dbName: string) {
  const url = databaseUrl(dbName);
  const database = await openDatabase({ url, dataDir: '' });
  const started = Date.now();
  const clubs: ShiftsClub[] = [];
  for (let n = 0; n < CLUBS; n++) {
    clubs.push(
      await withPlatformScope(database.db, async (tx) => {
        const calendar = await seedCalendarClub(tx, n);
        console.log(`  club ${n}: events seeded after ${Date.now() - started} ms`);
        const club = await seedShiftsClub(tx, calendar, n);
        console.log(`  club ${n}: shifts seeded after ${Date.now() - started} ms`);
        await seedHours(tx, club);
        console.log(`  club ${n}: hours and availability seeded after ${Date.now() - started} ms`);
        return club;
      }),
    );
  }
  await analyzeAsOwner(url);
  const club = clubs[0];
  console.log(
    `seeded ${CLUBS} clubs of 10,000 events, ${SHIFTS_SEED.totalShifts} shifts (ended ones timed), ${SHIFTS_SEED.people} members with November's availability in ${Date.now() - started} ms`,
  );

  const { app, base } = await startBenchApp(url, database);

  try {
    const admin = await logIn(base, club.host, club.adminEmail, club.adminPassword);
    const member = await logIn(base, club.host, club.memberEmail, club.memberPassword);
    const anonymous = { host: club.host };
    const me = await httpJson(`${base}/api/auth/user`, { headers: member });
    const memberId = me.body.id as number;
    const tz = 'tz=Europe/London';
    const scenarios: [string, string, Record<string, string>][] = [
      ['hello world', '/api/bench/hello', anonymous],
      ['dashboard, every card (admin)', `/api/dashboard?${tz}`, admin],
      ['dashboard, every card (member)', `/api/dashboard?${tz}`, member],
      [
        'timesheet 2025 + totals (admin)',
        `/api/timesheets?start=2025-01-01&end=2025-12-31&${tz}`,
        admin,
      ],
      [
        'timesheet 2025 sorted by hours (admin)',
        `/api/timesheets?start=2025-01-01&end=2025-12-31&sort=-hours&${tz}`,
        admin,
      ],
      ["member's Shifts tab (member)", `/api/people/${memberId}/shifts?${tz}`, member],
      [
        'availability grid Nov 2026 (admin)',
        `/api/availability/grid?start=2026-11-01&end=2026-11-30&${tz}`,
        admin,
      ],
    ];
    for (const [label, pathAndQuery, headers] of scenarios) {
      const check = await httpJson(`${base}${pathAndQuery}`, { headers });
      if (check.status !== 200)
        throw new Error(`${label}: ${check.status} ${JSON.stringify(check.body)}`);
      console.log(`  ${label}: ${describe(check.body)}`);
    }
    if (process.env.BENCH_LOAD === '0') return; // seeded and checked: enough for EXPLAIN work

    const results: [string, Measured][] = [];
    const meter = cpuMeter(dbName);
    for (const [label, pathAndQuery, headers] of scenarios) {
      const load = {
        apiRoot,
        url: `${base}${pathAndQuery}`,
        headers,
        connections,
        seconds: 2,
      };
      await runLoad(load); // warm-up
      const stop = await meter.start(label);
      const result = await runLoad({ ...load, seconds });
      results.push([label, { ...result, ...(await stop(result.total)) }]);
    }
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
    Array.isArray(value)
      ? [`${value.length} ${key}`]
      : key === 'totals' || key === 'count'
        ? [`${key} ${JSON.stringify(value)}`]
        : [],
  );
  const results = body.results as Record<string, object> | undefined;
  if (results) {
    for (const [key, rows] of Object.entries(results))
      sizes.push(`${Object.keys(rows).length} ${key}`);
  }
  const days = body.days as Record<string, object> | undefined;
  if (days) {
    const set = Object.values(days).reduce((n, d) => n + Object.keys(d).length, 0);
    sizes.push(`${set} days set`);
  }
  return sizes.join(', ');
}

/** The plans of the timesheet's and the grid's statements, as a request runs them. */
async function explain(db: Db, club: ShiftsClub) {
  const org = club.organisationId;
  const london = (date: string) => `('${date}'::date::timestamp at time zone 'Europe/London')`;
  const year = `s.start >= ${london('2025-01-01')} and s.start < ${london('2026-01-01')}`;
  const statements = {
    'timesheet: the totals of 2025': `select count(*), sum(hours), count(hours) from shifts s
       where s.organisation_id = ${org} and ${year}`,
    'timesheet: the first page of 2025': `select s.id, e.name, p.name from shifts s
       join events e on e.organisation_id = s.organisation_id and e.id = s.event_id
       left join people p on p.organisation_id = s.organisation_id and p.id = s.person_id
       where s.organisation_id = ${org} and ${year} order by s.start desc, s.id desc limit 10`,
    'grid: the days of November': `select a.person_id, a.available from availability a
       join people p on p.organisation_id = a.organisation_id and p.id = a.person_id
       where a.organisation_id = ${org} and a.start >= ${london('2026-11-01')}
         and a.start < ${london('2026-12-01')} and p.is_active and p.role in ('admin', 'user')`,
  };
  for (const [label, query] of Object.entries(statements)) {
    const rows = (await db.transaction(async (tx) => {
      await tx.execute(`select set_config('app.organisation_id', '${org}', true)`);
      return tx.execute(`explain (analyze, buffers, costs off) ${query}`);
    })) as unknown as Record<string, string>[];
    console.log(`\nEXPLAIN ${label}:\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
}
