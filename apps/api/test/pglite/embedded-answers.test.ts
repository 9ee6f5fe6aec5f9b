import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { type Database, openDatabase } from '@/db/client';
import { locations } from '@/db/schema';
import { withClubScope } from '@/db/scope';
import { loadConfig } from '@/env';

// The kept answers on the embedded database, through the whole app: a read asked again
// sends no statement, and every way data changes (a request, a job's or the CLI's handle,
// a logout) is seen by the very next read. Two clubs share the process.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-kept-'));
const operatorToken = 'o'.repeat(32);
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  {
    DATA_DIR: dataDir,
    OPERATOR_TOKEN: operatorToken,
    DEMO_BOOTSTRAP: false,
    WEB_DIST: '/nonexistent',
    MAIL_DIR: path.join(dataDir, 'mailbox'),
    REMINDER_SCAN_SECONDS: 0,
    STATISTICS_SCAN_SECONDS: 0,
  },
);
let statements = 0;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let http: ReturnType<typeof supertest>;
const clubs: Record<'lake' | 'river', { id: number; auth: Record<string, string> }> = {} as never;

async function onboard(name: 'lake' | 'river') {
  const host = `${name}.test`;
  const created = await http
    .post('/api/platform/organisations')
    .set('Authorization', `Bearer ${operatorToken}`)
    .send({
      name: `${name} club`,
      prefix: name.slice(0, 2).toUpperCase(),
      domains: [host],
      admin: { email: `admin@${host}`, name: 'Admin', password: `${name} password` },
    });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const login = await http
    .post('/api/auth/login')
    .set('Host', host)
    .send({ email: `admin@${host}`, password: `${name} password` });
  expect(login.status).toBe(200);
  clubs[name] = {
    id: created.body.organisation.id,
    auth: { Host: host, Authorization: `Bearer ${login.body.access}` },
  };
  return login.body.refresh as string;
}

const names = async (club: 'lake' | 'river') => {
  const answer = await http.get('/api/locations/').set(clubs[club].auth);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const rows = Object.values(answer.body.results.locations ?? {}) as { name: string }[];
  return { names: rows.map((r) => r.name).sort(), kept: answer.headers['x-kept-answer'] === '1' };
};

let lakeRefresh: string;
beforeAll(async () => {
  database = await openDatabase({ dataDir, logger: { logQuery: () => void statements++ } });
  app = await buildApp({ config, database });
  await app.ready();
  http = supertest(app.server);
  lakeRefresh = await onboard('lake');
  await onboard('river');
  for (const [club, name] of [
    ['lake', 'Boathouse'],
    ['river', 'Jetty'],
  ] as const) {
    const made = await http.post('/api/locations/').set(clubs[club].auth).send([{ name }]);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded answers', () => {
  it('answers a read asked again without a statement', async () => {
    expect(await names('lake')).toEqual({ names: ['Boathouse'], kept: false });
    const before = statements;
    expect(await names('lake')).toEqual({ names: ['Boathouse'], kept: true });
    expect(statements).toBe(before);
  });

  it('keeps each club to its own answers', async () => {
    await names('lake');
    expect((await names('river')).names).toEqual(['Jetty']);
    expect((await names('river')).names).toEqual(['Jetty']);
  });

  it('shows a change made by a request at the next read', async () => {
    await names('lake');
    const list = await http.get('/api/locations/').set(clubs.lake.auth);
    const [id] = list.body.ids;
    const renamed = await http
      .put('/api/locations/')
      .set(clubs.lake.auth)
      .send([{ id, name: 'Clubhouse' }]);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await names('lake')).toEqual({ names: ['Clubhouse'], kept: false });
  });

  it('shows a change made outside any request (a job, the CLI) at the next read', async () => {
    await names('lake');
    await withClubScope(database.db, clubs.lake.id, (tx) =>
      tx.insert(locations).values({ organisationId: clubs.lake.id, name: 'Slipway' }),
    );
    expect(await names('lake')).toEqual({ names: ['Clubhouse', 'Slipway'], kept: false });
  });

  it('refuses a logged-out token at once, though its answer was kept', async () => {
    await names('lake');
    expect((await names('lake')).kept).toBe(true);
    const out = await http
      .post('/api/auth/logout')
      .set(clubs.lake.auth)
      .send({ refresh: lakeRefresh });
    expect(out.status, JSON.stringify(out.body)).toBe(204);
    expect((await http.get('/api/locations/').set(clubs.lake.auth)).status).toBe(401);
  });
});
