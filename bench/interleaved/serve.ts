/**
 * One side of the interleaved A/B (run.mjs): seeds one club in the shape of bench:hours
 * (10,000 events, 50,000 shifts, 20,000 requests, timed hours, November's availability),
 * starts the app as the benches do on a copy of it, checks every read once, waits out the
 * first periodic scans (below), prints `READY {base, pid, scenarios}`, renews its tokens
 * while it serves, and drops its copy on SIGTERM. run.mjs copies it (and hours-seed.ts) into
 * an older commit's worktree: it uses only bench modules that commit has.
 *
 * BENCH_TEMPLATE=<database> (with BENCH_TEMPLATE_DIR): a side's processes share one seeding.
 * run.mjs first runs this with BENCH_SEED_ONLY=1, which seeds that database, writes the
 * club's facts to <dir>/<database>.json and exits; every measured process then serves a copy
 * of it (CREATE DATABASE … TEMPLATE: seconds, where seeding takes minutes), so all of them
 * serve the same rows and statistics, and none carries the seeding's heap and compiled code
 * into its measurements. run.mjs drops the template at the end. Without BENCH_TEMPLATE, the
 * process seeds a template of its own and drops it with its copy.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { openDatabase } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { databaseUrl, dropDatabase, withAdminConnection } from '../../apps/api/test/pg-admin';
import { logIn, startBenchApp } from '../bench-app';
import { seedCalendarClub } from '../calendar-seed';
import { analyzeAsOwner } from '../database';
import { seedHours } from '../hours-seed';
import { httpJson } from '../load';
import { seedShiftsClub } from '../shifts-seed';

/** What the reads below need of the seeded club. */
type SeededClub = {
  host: string;
  adminEmail: string;
  adminPassword: string;
  memberEmail: string;
  memberPassword: string;
  plannerEventId: number;
};

const createDatabase = (name: string, template?: string) =>
  withAdminConnection((admin) =>
    admin.unsafe(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
  );

/** Seeds the club into a new database `name` (vacuumed and analyzed, closed again). */
async function seedInto(name: string): Promise<SeededClub> {
  await createDatabase(name);
  const url = databaseUrl(name);
  const database = await openDatabase({ url, dataDir: '', max: 10 });
  const club = await withPlatformScope(database.db, async (db) => {
    const club = await seedShiftsClub(db, await seedCalendarClub(db, 0), 0);
    await seedHours(db, club);
    return club;
  }).finally(() => database.close());
  await analyzeAsOwner(url);
  const { host, adminEmail, adminPassword, memberEmail, memberPassword, plannerEventId } = club;
  return { host, adminEmail, adminPassword, memberEmail, memberPassword, plannerEventId };
}

const sharedTemplate = process.env.BENCH_TEMPLATE;
const template = sharedTemplate ?? `crewcall_bench_${randomBytes(4).toString('hex')}_seed`;
const factsFile = `${process.env.BENCH_TEMPLATE_DIR ?? '/tmp'}/${template}.json`;
if (!sharedTemplate || !existsSync(factsFile)) {
  const facts = await seedInto(template).catch(async (error) => {
    await dropDatabase(template);
    throw error;
  });
  writeFileSync(factsFile, JSON.stringify(facts));
}
if (process.env.BENCH_SEED_ONLY === '1') process.exit(0);
const club: SeededClub = JSON.parse(readFileSync(factsFile, 'utf8'));
const name = `crewcall_bench_${randomBytes(4).toString('hex')}`;
await createDatabase(name, template);
if (!sharedTemplate) {
  await dropDatabase(template);
  rmSync(factsFile);
}

try {
  const url = databaseUrl(name);
  const database = await openDatabase({ url, dataDir: '', max: 10 });
  const { app, base } = await startBenchApp(url, database);
  const startedAt = Date.now();
  const admin = await logIn(base, club.host, club.adminEmail, club.adminPassword);
  const member = await logIn(base, club.host, club.memberEmail, club.memberPassword);
  const me = await httpJson(`${base}/api/auth/user`, { headers: member });
  const tz = 'tz=Europe/London';
  const range = 'start=2026-05-26T00:00:00Z&end=2026-07-19T00:00:00Z';
  const gzip = { 'accept-encoding': 'gzip, deflate, br' };
  const anonymous = { host: club.host };
  // A function: the headers are rebuilt from the renewed tokens (below).
  const scenarios = (): [string, string, Record<string, string>][] => [
    ['hello world', '/api/bench/hello', anonymous],
    ['planner load (admin)', `/api/events/${club.plannerEventId}/shifts`, admin],
    ['event page (member)', `/api/events/${club.plannerEventId}/page`, member],
    ['dashboard (admin)', `/api/dashboard?${tz}`, admin],
    ['dashboard (member)', `/api/dashboard?${tz}`, member],
    ['timesheet 2025 + totals', `/api/timesheets?start=2025-01-01&end=2025-12-31&${tz}`, admin],
    [
      'timesheet sorted by hours',
      `/api/timesheets?start=2025-01-01&end=2025-12-31&sort=-hours&${tz}`,
      admin,
    ],
    ["member's Shifts tab", `/api/people/${me.body.id}/shifts?${tz}`, member],
    ['availability grid', `/api/availability/grid?start=2026-11-01&end=2026-11-30&${tz}`, admin],
    ['calendar padded month', `/api/events/calendar?${range}`, admin],
    ['calendar gzip', `/api/events/calendar?${range}`, { ...admin, ...gzip }],
    ['public calendar', `/api/events/public?${range}`, anonymous],
    ['public calendar one day', '/api/events/public?start=2026-06-10&end=2026-06-11', anonymous],
    ['events list', '/api/events/?limit=25', admin],
    ['people list', '/api/people/?limit=25', admin],
  ];
  for (const [label, path, headers] of scenarios()) {
    const { 'accept-encoding': _gzip, ...plain } = headers;
    const check = await httpJson(`${base}${path}`, { headers: plain });
    if (check.status !== 200)
      throw new Error(`${label}: ${check.status} ${JSON.stringify(check.body).slice(0, 300)}`);
  }
  // Measured from a club's steady state: a commit with periodic scans (shift reminders and
  // the like, every 60 s) catches up on its first pass (75 reminder mails for this seed),
  // once in a club's life. Left in, it fell on the first read's bursts of that side only.
  const settleMs = Number(process.env.BENCH_SETTLE_SECONDS ?? 75) * 1000;
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, startedAt + settleMs - Date.now())),
  );
  console.log(`READY ${JSON.stringify({ base, pid: process.pid, scenarios: scenarios() })}`);
  // Access tokens live 15 minutes, and a run of every read outlives them (its later reads
  // were answered 401): fresh ones every 10 minutes, which run.mjs takes up from here.
  const renew = async () => {
    Object.assign(admin, await logIn(base, club.host, club.adminEmail, club.adminPassword));
    Object.assign(member, await logIn(base, club.host, club.memberEmail, club.memberPassword));
    console.log(`SCENARIOS ${JSON.stringify(scenarios())}`);
  };
  // A failed renewal is said on stderr (the old tokens then show as answers not 2xx),
  // rather than ending the process in the middle of a run.
  const renewal = setInterval(
    () => renew().catch((error) => console.error('token renewal failed:', error)),
    600_000,
  );
  // Serves until run.mjs is done with it; its copy is then dropped (below).
  await new Promise((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  clearInterval(renewal);
  await app.close();
  await database.close();
} finally {
  await dropDatabase(name);
}
process.exit(0);
