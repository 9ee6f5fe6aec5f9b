/**
 * One side of the interleaved A/B (run.mjs): seeds one club on a database of its own, in
 * the shape of bench:hours (10,000 events, 50,000 shifts, 20,000 requests, timed hours,
 * November's availability), starts the app as the benches do, checks every read once,
 * prints `READY {base, pid, scenarios}` and drops its database on SIGTERM. run.mjs copies
 * it into an older commit's worktree: it uses only bench modules that commit has.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { databaseUrl, dropDatabase, withAdminConnection } from '../../apps/api/test/pg-admin';
import { logIn, startBenchApp } from '../bench-app';
import { seedCalendarClub } from '../calendar-seed';
import { analyzeAsOwner } from '../database';
import { httpJson } from '../load';
import { seedShiftsClub } from '../shifts-seed';

const name = `crewcall_ab_${randomBytes(4).toString('hex')}`;
await withAdminConnection((admin) => admin.unsafe(`CREATE DATABASE "${name}"`));
const url = databaseUrl(name);
const database = await openDatabase({ url, dataDir: '', max: 10 });
const club = await withPlatformScope(database.db, async (db) => {
  const calendar = await seedCalendarClub(db, 0);
  const club = await seedShiftsClub(db, calendar, 0);
  const org = club.organisationId;
  const member = `(select id from people where organisation_id = ${org} and email = '${club.memberEmail}')`;
  await db.execute(`update organisations set feature_timesheets = true where id = ${org}`);
  await db.execute(`update shifts set person_id = ${member} where organisation_id = ${org} and id in
       (select id from shifts where organisation_id = ${org} and person_id is not null order by id desc limit 200)`);
  await db.execute(`update shifts set actual_start = start, actual_end = "end" - (id % 60) * interval '1 minute',
       hours = round(extract(epoch from ("end" - (id % 60) * interval '1 minute' - start)) / 3600, 2)
     where organisation_id = ${org} and person_id is not null and "end" < now()`);
  await db.execute(`insert into availability (organisation_id, person_id, start, "end", available)
     select ${org}, p.id, d, d + interval '1 day' - interval '1 millisecond', (p.id + extract(day from d)::int) % 3
     from people p, generate_series('2026-11-01T00:00:00Z'::timestamptz, '2026-11-30T00:00:00Z'::timestamptz, interval '1 day') d
     where p.organisation_id = ${org} and p.role <> 'new' and (p.id * 7 + extract(day from d)::int) % 5 < 3`);
  return club;
});
await analyzeAsOwner(url);
const { app, base } = await startBenchApp(url, database);
const admin = await logIn(base, club.host, club.adminEmail, club.adminPassword);
const member = await logIn(base, club.host, club.memberEmail, club.memberPassword);
const me = await httpJson(`${base}/api/auth/user`, { headers: member });
const tz = 'tz=Europe/London';
const range = 'start=2026-05-26T00:00:00Z&end=2026-07-19T00:00:00Z';
const gzip = { 'accept-encoding': 'gzip, deflate, br' };
const anonymous = { host: club.host };
const scenarios: [string, string, Record<string, string>][] = [
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
for (const [label, path, headers] of scenarios) {
  const { 'accept-encoding': _gzip, ...plain } = headers;
  const check = await httpJson(`${base}${path}`, { headers: plain });
  if (check.status !== 200)
    throw new Error(`${label}: ${check.status} ${JSON.stringify(check.body).slice(0, 300)}`);
}
console.log(`READY ${JSON.stringify({ base, pid: process.pid, scenarios })}`);
const stop = async () => {
  await app.close();
  await database.close();
  await dropDatabase(name);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
