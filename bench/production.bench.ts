/**
 * Production under load and faults (issue 27): two API instances and a job worker, real
 * processes on the real PostgreSQL and Redis, behind a local proxy, under a mixed load;
 * one API instance is killed (SIGKILL) a third of the way in and the worker two thirds of
 * the way in, each restarted two seconds later.
 *
 *   pnpm --filter @crewcall/api bench:production   (BENCH_SECONDS=60 BENCH_CONNECTIONS=16)
 *
 * BENCH_REMINDERS (default 10 a second of the run): shifts whose week reminder falls due
 * during the run, evenly; BENCH_REMINDER_BURST (default three times as many) more fall due at once
 * just before the worker's kill. BENCH_API_JOBS=1: the API instances run jobs too (three processes scan
 * and send), instead of the production layout where only the worker does.
 * Prints requests/s, p50/p99, failures before and after the client's retry, reminders and
 * messages (claims, rows, deliveries, duplicates) and sign-ups (201s against rows), and
 * exits 1 when an invariant fails. docs/OPERATIONS.md describes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { databaseUrl, withAdminConnection } from '../apps/api/test/pg-admin';
import { logIn } from './bench-app';
import { seedBenchClub } from './club-seed';
import { analyzeAsOwner, withBenchDatabase } from './database';
import { httpJson } from './load';
import { kioskRows, reminderFigures, reminderOutboxBusy, signupRows } from './production/checks';
import { runMixedLoad, SIGNUP_COMMENT } from './production/mixed-load';
import { type Delivery, serviceProcess, startProxy } from './production/processes';
import { printProductionReport } from './production/report';
import { addSignupLogins, kioskPeople, seedReminderClub, signupTargets } from './production/seed';
import { removeRedisKeys } from './production/redis-keys';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const reminders = Number(process.env.BENCH_REMINDERS ?? seconds * 10);
const reminderBurst = Number(process.env.BENCH_REMINDER_BURST ?? reminders * 3);
const apiJobs = process.env.BENCH_API_JOBS === '1';
const RESTART_AFTER_MS = 2_000;
const DRAIN_LIMIT_MS = 90_000;
const SIGNUP_MEMBERS = 8;
const DAY = 86_400_000;

let failed = false;
/**
 * The processes log in as production does (docs/OPERATIONS.md, "The database login"): a role
 * of their own, member of crewcall_app only; production refuses a superuser login.
 */
const APP_LOGIN = `crewcall_bench_${process.pid}`;
try {
  await withBenchDatabase(run);
} finally {
  await withAdminConnection((sql) => sql.unsafe(`DROP ROLE IF EXISTS ${APP_LOGIN}`));
}
process.exit(failed ? 1 : 0);

async function run(dbName: string) {
  const url = databaseUrl(dbName);
  const database = await openDatabase({ url, dataDir: '', max: 4 }); // migrates
  // After the migrations, which create crewcall_app on a new server.
  await withAdminConnection((sql) =>
    sql.unsafe(`CREATE ROLE ${APP_LOGIN} LOGIN NOINHERIT IN ROLE crewcall_app`),
  );
  const appUrl = new URL(url);
  appUrl.username = APP_LOGIN;
  appUrl.password = '';
  const started = Date.now();
  const { club, members, targets, kioskIds } = await withPlatformScope(database.db, async (tx) => {
    const club = await seedBenchClub(tx, 'small');
    return {
      club,
      members: await addSignupLogins(tx, club, SIGNUP_MEMBERS),
      targets: await signupTargets(tx, club.organisationId),
      kioskIds: await kioskPeople(tx, club.organisationId, SIGNUP_MEMBERS + 10, 120),
    };
  });
  await analyzeAsOwner(url);
  console.log(`seeded the load club in ${Date.now() - started} ms`);

  const prefix = `crewcall:bench-${dbName}:`;
  const logDir = mkdtempSync(path.join(tmpdir(), 'crewcall-production-bench-'));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info', // the outbox-log adapter's line per delivered mail is at info
    HOST: '127.0.0.1',
    // Migrated above as the owner: the app's login only checks that the schema is current.
    DATABASE_URL: appUrl.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JOBS_REDIS_PREFIX: `${prefix}jobs`,
    RATE_LIMIT_REDIS_PREFIX: `${prefix}rl:`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DEMO_BOOTSTRAP: 'false',
    WEB_DIST: '/nonexistent',
    MAIL_ADAPTER: 'outbox-log',
    SMS_ADAPTER: 'log',
    // Scans every 2 s (not 60): reminders fall due through the run, kills included.
    REMINDER_SCAN_SECONDS: '2',
    JOBS_POLL_MS: '2000',
    // A dead worker's jobs go to the restarted one after 5 s (not 30): within the run.
    JOBS_LOCK_MS: '5000',
    // One client address makes every call: the abuse limits are not what is measured.
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    RATE_LIMIT_KIOSK_PER_MINUTE: '1000000',
  };
  const deliveries: Delivery[] = [];
  const [port1, port2] = [await freePort(), await freePort()];
  const api = (name: string, port: number) =>
    serviceProcess({
      name,
      apiRoot,
      entry: 'src/main.ts',
      env: { ...env, RUN_JOBS: apiJobs ? 'true' : 'false' },
      port,
      logDir,
      deliveries,
    });
  const api1 = api('api-1', port1);
  const api2 = api('api-2', port2);
  const worker = serviceProcess({
    name: 'worker',
    apiRoot,
    entry: 'src/worker.ts',
    env,
    logDir,
    deliveries,
  });
  const children = [api1, api2, worker];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  try {
    await api1.start(); // the first instance alone while it checks the migrations
    await Promise.all([api2.start(), worker.start()]);
    proxy = await startProxy(apiRoot, [
      { name: api1.name, port: port1 },
      { name: api2.name, port: port2 },
    ]);
    const base = `http://127.0.0.1:${proxy.port}`;
    console.log(`started api-1, api-2 and the worker (logs in ${logDir}), proxy on ${base}`);

    const admin = await logIn(base, club.host, club.adminEmail, club.password);
    const callers = [];
    for (const m of members) {
      callers.push({
        caller: await logIn(base, club.host, m.email, club.password),
        personId: m.personId,
      });
    }
    const made = await httpJson(`${base}/api/kiosks`, {
      method: 'POST',
      headers: admin,
      body: { name: 'Bench kiosk' },
    });
    if (made.status !== 201) throw new Error(`kiosk: ${made.status} ${JSON.stringify(made.body)}`);
    const kiosk = { host: club.host, 'x-kiosk-auth': String(made.body.secret) };

    const loadStart = Date.now() + 3_000;
    const workerKillAt = (seconds * 2000) / 3;
    const remindedClub = await withPlatformScope(database.db, (tx) =>
      seedReminderClub(tx, reminderMoments(loadStart, workerKillAt)),
    );
    await sleep(loadStart - Date.now());
    console.log(
      `load: ${connections} connections for ${seconds} s; ${reminders} reminders falling due through it, ${reminderBurst} at once 2.5 s before the worker's kill`,
    );

    const faults: { what: string; at: number }[] = [];
    const fault = async (at: number, target: typeof api1) => {
      await sleep(loadStart + at - Date.now());
      await target.kill('SIGKILL');
      faults.push({ what: `${target.name} killed`, at: Date.now() - loadStart });
      await sleep(RESTART_AFTER_MS);
      faults.push({ what: `${target.name} restarting`, at: Date.now() - loadStart });
      await target.start();
      faults.push({ what: `${target.name} ready`, at: Date.now() - loadStart });
    };
    const today = Math.floor(Date.now() / DAY) * DAY;
    let loadEnd = 0;
    const [tally] = await Promise.all([
      runMixedLoad({
        proxyPort: proxy.port,
        seconds,
        connections,
        admin,
        members: callers,
        kiosk,
        kioskPeople: kioskIds,
        signupEvents: targets.eventIds,
        roleIds: targets.roleIds,
        calendarRange: `start=${iso(today - 7 * DAY)}&end=${iso(today + 47 * DAY)}`,
      }).finally(() => {
        loadEnd = Date.now();
      }),
      fault((seconds * 1000) / 3, api1),
      fault(workerKillAt, worker),
    ]);

    // The outbox settles: every due reminder claimed, none queued or mid-send.
    const owner = await openDatabase({ url, dataDir: '', migrate: false, max: 2, appRole: false });
    try {
      const drainStart = Date.now();
      while (
        (await reminderOutboxBusy(
          owner.db,
          remindedClub.organisationId,
          remindedClub.recipients.length,
        )) &&
        Date.now() - drainStart < DRAIN_LIMIT_MS
      ) {
        await sleep(500);
      }
      const drainedMs = Date.now() - drainStart;
      const report = {
        seconds: (loadEnd - loadStart) / 1000,
        connections,
        tally,
        faults,
        proxyEvents: proxy.events.map((e) => ({ ...e, at: e.at - loadStart })),
        proxyCounts: await proxy.stats(),
        killed: api1.name,
        killWindow: {
          from: (seconds * 1000) / 3,
          to: faults.find((f) => f.what === `${api1.name} ready`)?.at ?? seconds * 1000,
        },
        loadStart,
        reminders: await reminderFigures(owner.db, remindedClub, deliveries),
        drainedMs,
        signupRows: await signupRows(owner.db, club.organisationId, SIGNUP_COMMENT),
        kioskRows: await kioskRows(owner.db, club.organisationId),
        processErrors: children.flatMap((c) => c.errors),
        apiJobs,
      };
      failed = !printProductionReport(report);
    } finally {
      await owner.close();
    }
  } finally {
    await proxy?.stop();
    await Promise.all(children.map((c) => c.kill('SIGTERM')));
    await database.close();
    await removeRedisKeys(apiRoot, env.REDIS_URL, prefix);
  }
}

/**
 * When each reminder falls due: `reminders` spread evenly over the run, and as many again
 * in a burst 2.5 s before the worker is killed, so that the kill meets a scan's big claim
 * being sent (jobs in flight, messages mid-send) rather than an idle worker.
 */
function reminderMoments(loadStart: number, workerKillAt: number) {
  const first = loadStart + 2_000;
  const last = loadStart + seconds * 1000 - 3_000;
  const spread = Array.from(
    { length: reminders },
    (_, i) => first + Math.round((i * (last - first)) / Math.max(1, reminders - 1)),
  );
  const burst = Array.from({ length: reminderBurst }, () => loadStart + workerKillAt - 2_500);
  return [...spread, ...burst];
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

function iso(ms: number) {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/** A port nothing listens on now (the API instances are given theirs, to restart on it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
