import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import { loadConfig } from '@/env';
import { databaseUrl, dropDatabase, withAdminConnection } from '../apps/api/test/pg-admin';
import { httpJson } from './load';
import { seedClub } from './seed';

const dbName = `crewcall_bench_${randomBytes(4).toString('hex')}`;
await withAdminConnection((sql) => sql.unsafe(`CREATE DATABASE "${dbName}"`));
try {
  const url = databaseUrl(dbName);
  const database = await openDatabase({ url, dataDir: '' });
  const club = await seedClub(database.db);
  await database.db.execute('analyze');
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }, { DATABASE_URL: url, JWT_SECRET: randomBytes(48).toString('base64url'), DEMO_BOOTSTRAP: false, WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, database });
  app.get('/api/bench/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await httpJson(`${base}/api/auth/login`, { method: 'POST', headers: { host: club.host }, body: { email: club.adminEmail, password: club.adminPassword } });
  const headers = { host: club.host, authorization: `Bearer ${login.body.access}` };
  const paths = ['/api/bench/hello', '/api/organisations/current/', '/api/auth/user', `/api/records/?limit=25&sort=-achieved&competency=${club.competencyId}&expand=competencies`, '/api/roles/?search=officer&limit=25', '/api/records/?search=first%20aid&limit=25&sort=-achieved'];
  for (const p of paths) {
    for (let i = 0; i < 50; i++) await httpJson(`${base}${p}`, { headers });
    const c0 = process.cpuUsage(); const t0 = performance.now();
    const N = 300;
    for (let i = 0; i < N; i++) await httpJson(`${base}${p}`, { headers });
    const c = process.cpuUsage(c0); const t = performance.now() - t0;
    console.log(p.padEnd(90), 'wall/req', (t / N).toFixed(2), 'ms  node cpu/req', ((c.user + c.system) / 1000 / N).toFixed(2), 'ms');
  }
  await app.close(); await database.close();
} finally { await dropDatabase(dbName); }
