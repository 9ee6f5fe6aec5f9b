/**
 * Collections API under load (issue 5, item 2).
 *
 *   pnpm --filter @crewcall/api bench   (BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_ROUNDS=1
 *                                        BENCH_ONLY=<regexp of scenario labels>)
 *
 * Creates its own database on the local PostgreSQL, seeds a club with 5,000 people and
 * 20,000 records, starts the real app on a free port with a hello-world route beside it,
 * and runs autocannon against each scenario. Prints requests/s, p50/p99 latency and the
 * ratio to hello-world, and the CPU each request cost the API process and PostgreSQL (the
 * figure to compare versions by on a busy machine); drops the database at the end.
 * Target: p99 under 100 ms.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { databaseUrl } from '../apps/api/test/pg-admin';
import { logIn, startBenchApp } from './bench-app';
import { cpuMeter } from './cpu';
import { analyzeAsOwner, withBenchDatabase } from './database';
import { httpJson, runLoad } from './load';
import { type Measured, printReport } from './report';
import { SEED, seedClub } from './seed';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
/** Only the scenarios whose label matches (a regular expression); hello world always runs. */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const TARGET_P99_MS = 100;

await withBenchDatabase(run);

async function run(dbName: string) {
  const url = databaseUrl(dbName);
  const database = await openDatabase({ url, dataDir: '' });
  const started = Date.now();
  // The club's rows are written past the club fence (row-level security), as onboarding does.
  const club = await withPlatformScope(database.db, (tx) => seedClub(tx));
  await analyzeAsOwner(url);
  console.log(
    `seeded ${SEED.people} people and ${SEED.records} records in ${Date.now() - started} ms`,
  );

  const { app, base } = await startBenchApp(url, database);

  try {
    const headers = await logIn(base, club.host, club.adminEmail, club.adminPassword);

    const allScenarios: [string, string][] = [
      ['hello world', '/api/bench/hello'],
      [
        'records: 25, sorted, filtered, count, 1 expand',
        `/api/records/?limit=25&sort=-achieved&competency=${club.competencyId}&expand=competencies`,
      ],
      ['people: search 5k by name, sorted, 25', '/api/people/?search=alex&sort=name&limit=25'],
      ['roles: search, 25', '/api/roles/?search=officer&limit=25'],
      [
        'records: search by competency name',
        '/api/records/?search=first%20aid&limit=25&sort=-achieved',
      ],
      [
        'records: all 20k sorted, 2 expands',
        '/api/records/?limit=25&sort=-achieved,person&expand=competencies,training',
      ],
    ];
    const scenarios = allScenarios.filter(([label], i) => i === 0 || !only || only.test(label));
    for (const [label, pathAndQuery] of scenarios) {
      const check = await httpJson(`${base}${pathAndQuery}`, { headers });
      if (check.status !== 200)
        throw new Error(`${label}: ${check.status} ${JSON.stringify(check.body)}`);
      console.log(`  ${label}: ${check.body.count ?? '-'} matches`);
    }
    // Each round runs every scenario (2 s warm-up, then measured). With several rounds a
    // scenario reports its median round by p99: other work on a shared machine disturbs
    // single rounds, and the median neither hides that nor picks the luckiest one.
    const runs = new Map<string, Measured[]>();
    const meter = cpuMeter(dbName);
    for (let round = 1; round <= rounds; round++) {
      for (const [label, pathAndQuery] of scenarios) {
        const load = { apiRoot, url: `${base}${pathAndQuery}`, headers, connections, seconds: 2 };
        await runLoad(load);
        const stop = await meter.start(label);
        const result = await runLoad({ ...load, seconds });
        const measured = { ...result, ...(await stop(result.total)) };
        runs.set(label, [...(runs.get(label) ?? []), measured]);
      }
      if (rounds > 1) console.log(`  round ${round} of ${rounds} done`);
    }
    const results = new Map(
      [...runs].map(([label, all]) => {
        const byP99 = [...all].sort((a, b) => a.p99 - b.p99);
        return [label, byP99[Math.floor((byP99.length - 1) / 2)]] as const;
      }),
    );
    printReport([...results], {
      connections,
      seconds,
      targetP99Ms: TARGET_P99_MS,
      note: rounds > 1 ? `, median of ${rounds} rounds by p99` : undefined,
    });
    // autocannon hangs up with requests still queued in the server: let them finish
    // before the database goes, or they fail noisily.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  } finally {
    await app.close();
    await database.close();
  }
}
