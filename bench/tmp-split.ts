import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import { loadConfig } from '@/env';
import { databaseUrl, dropDatabase, withAdminConnection } from '../apps/api/test/pg-admin';
import { httpJson, runLoad } from './load';
import { seedClub } from './seed';

const pgCpu = () => {
  let t = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const comm = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (comm !== 'postgres') continue;
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      t += Number(f[11]) + Number(f[12]);
    } catch {}
  }
  return t * 10; // ms (100 Hz)
};
const dbName = `crewcall_bench_${randomBytes(4).toString('hex')}`;
await withAdminConnection((sql) => sql.unsafe(`CREATE DATABASE "${dbName}"`));
try {
  const url = databaseUrl(dbName);
  const database = await openDatabase({ url, dataDir: '' });
  const club = await seedClub(database.db);
  await database.db.execute('analyze');
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    {
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DEMO_BOOTSTRAP: false,
      WEB_DIST: '/nonexistent',
    },
  );
  const app = await buildApp({ config, database });
  app.get('/api/bench/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await httpJson(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { host: club.host },
    body: { email: club.adminEmail, password: club.adminPassword },
  });
  const headers = { host: club.host, authorization: `Bearer ${login.body.access}` };
  const apiRoot = path.resolve('.');
  for (const p of [
    '/api/organisations/current/',
    '/api/auth/user',
    `/api/records/?limit=25&sort=-achieved&competency=${club.competencyId}&expand=competencies`,
    `/api/records/?limit=25&sort=-achieved&competency=${club.competencyId}`,
    '/api/roles/?search=officer&limit=25',
  ]) {
    const c0 = process.cpuUsage();
    const p0 = pgCpu();
    const r = await runLoad({ apiRoot, url: `${base}${p}`, headers, connections: 20, seconds: 6 });
    const c = process.cpuUsage(c0);
    const pg = pgCpu() - p0;
    const n = r.rps * 6;
    console.log(
      p.slice(0, 80).padEnd(82),
      'rps',
      r.rps.toFixed(0),
      'p99',
      r.p99,
      'node ms/req',
      ((c.user + c.system) / 1000 / n).toFixed(2),
      'pg ms/req',
      (pg / n).toFixed(2),
    );
    await new Promise((res) => setTimeout(res, 1500));
  }
  await app.close();
  await database.close();
} finally {
  await dropDatabase(dbName);
}
