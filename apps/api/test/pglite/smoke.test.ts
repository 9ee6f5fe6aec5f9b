import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox } from '@/adapters/mail/mailbox';
import { buildApp } from '@/app';
import { type Database, openDatabase } from '@/db/client';
import { DataDirLockedError } from '@/db/data-dir-lock';
import { messages, organisations } from '@/db/schema';
import { withClubScope, withPlatformScope } from '@/db/scope';
import { loadConfig } from '@/env';
import { queueMessages } from '@/modules/messaging/outbox';
import { scanReminders } from '@/modules/shifts/shift-reminders';

// The embedded default: migrations and a whole request cycle on PGlite, and the lock that
// keeps a second process away from its data directory.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-pglite-'));
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-pglite-mailbox-'));
const operatorToken = 'o'.repeat(32); // production's minimum length
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  {
    DATA_DIR: dataDir,
    OPERATOR_TOKEN: operatorToken,
    DEMO_BOOTSTRAP: false,
    WEB_DIST: '/nonexistent',
    MAIL_DIR: mailDir,
    REMINDER_SCAN_SECONDS: 0,
  },
);
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  app = await buildApp({ config, database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(mailDir, { recursive: true, force: true });
});

describe('PGlite', () => {
  it('is the embedded database when DATABASE_URL is unset', () => {
    expect(database.kind).toBe('pglite');
  });

  it('serves a request cycle: onboard a club, then read it back by host', async () => {
    const http = supertest(app.server);
    const created = await http
      .post('/api/platform/organisations')
      .set('Authorization', `Bearer ${operatorToken}`)
      .send({
        name: 'Lake Club',
        prefix: 'LC',
        domains: ['lake.test'],
        // checked by PostgreSQL too, in a savepoint (organisations.queries.ts)
        time_zone: 'Australia/Sydney',
        admin: { email: 'admin@lake.test', name: 'Lake Admin', password: 'lake password' },
      });
    expect(created.status).toBe(201);
    const site = await http.get('/api/organisations/current/').set('Host', 'lake.test');
    expect(site.status).toBe(200);
    expect(site.body).toMatchObject({
      name: 'Lake Club',
      prefix: 'LC',
      time_zone: 'Australia/Sydney',
    });
    expect((await http.get('/api/health')).body).toEqual({ status: 'ok' });
  });

  it('logs in and asks for shifts (array parameters, built-once statements)', async () => {
    const http = supertest(app.server);
    const login = await http
      .post('/api/auth/login')
      .set('Host', 'lake.test')
      .send({ email: 'admin@lake.test', password: 'lake password' });
    expect(login.status).toBe(200);
    const auth = { Host: 'lake.test', Authorization: `Bearer ${login.body.access}` };
    const me = await http.get('/api/auth/user').set(auth);
    // the zone check's savepoint inside the request's transaction
    const zone = await http
      .put('/api/organisations/current/')
      .set(auth)
      .send({ time_zone: 'Europe/Paris' });
    expect(zone.status, JSON.stringify(zone.body)).toBe(200);
    const event = await http
      .post('/api/events/')
      .set(auth)
      .send([{ name: 'Regatta', start: '2031-06-01T09:00:00Z', end: '2031-06-01T17:00:00Z' }]);
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    const eventId = event.body.ids[0];
    // Requests are taken only for events with a published shift to ask for.
    const shift = await http
      .post('/api/shifts/')
      .set(auth)
      .send([{ event: eventId, start: '2031-06-01T09:00:00Z', end: '2031-06-01T12:00:00Z' }]);
    expect(shift.status, JSON.stringify(shift.body)).toBe(201);
    const publish = await http.post(`/api/events/${eventId}/publish`).set(auth).send({});
    expect(publish.body).toEqual({ published: 1 });
    const comments = 'say "hi", {then} \\ go';
    const batch = await http
      .post('/api/requests/batch')
      .set(auth)
      .send([{ person: me.body.id, event: eventId, comments }]);
    expect(batch.status, JSON.stringify(batch.body)).toBe(201);
    const [id] = batch.body.ids;
    expect(batch.body.results.requests[id].comments).toBe(comments);
    // The planner's answer is JSON written by the database (db/json-rows.ts).
    const planner = await http.get(`/api/events/${eventId}/shifts`).set(auth);
    expect(planner.status, JSON.stringify(planner.body)).toBe(200);
    expect(planner.body.request_ids).toEqual([id]);
    expect(planner.body.results.requests[id].comments).toBe(comments);
    expect(planner.body.results.events[eventId].start).toBe('2031-06-01T09:00:00.000Z');
    // So are the dashboard's lists.
    const dashboard = await http.get('/api/dashboard').set(auth);
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
    expect(dashboard.body.my_requests.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(dashboard.body.new_requests_count).toBe(1);
  });

  it('mails a reset link by a job, woken by the commit that enqueued it (no polling needed)', async () => {
    const http = supertest(app.server);
    const res = await http
      .put('/api/password_reset/request')
      .set('Host', 'lake.test')
      .send({ email: 'admin@lake.test' });
    expect(res.status).toBe(200);
    // Not app.jobs.settled(): the runner must have been woken by the commit on its own.
    const deadline = Date.now() + 10_000;
    let mails = await listMailbox(mailDir, { to: 'admin@lake.test' });
    while (!mails.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mails = await listMailbox(mailDir, { to: 'admin@lake.test' });
    }
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Reset your password for Lake Club');
    expect(mails[0].text).toMatch(/http:\/\/lake\.test(:\d+)?\/password\/reset\/[A-Za-z0-9_-]+/);
    await app.jobs.settled();
    expect(await listMailbox(mailDir, { to: 'admin@lake.test' })).toHaveLength(1);
  });

  it('tells a person put on a published shift, then reminds them once (issue 22 on PGlite)', async () => {
    const http = supertest(app.server);
    const login = await http
      .post('/api/auth/login')
      .set('Host', 'lake.test')
      .send({ email: 'admin@lake.test', password: 'lake password' });
    const auth = { Host: 'lake.test', Authorization: `Bearer ${login.body.access}` };
    const me = await http.get('/api/auth/user').set(auth);
    const event = await http
      .post('/api/events/')
      .set(auth)
      .send([{ name: 'Pursuit', start: '2031-07-06T09:00:00Z', end: '2031-07-06T17:00:00Z' }]);
    const shift = await http
      .post('/api/shifts/')
      .set(auth)
      .send([
        {
          event: event.body.ids[0],
          person: me.body.id,
          start: '2031-07-06T13:00:00Z',
          end: '2031-07-06T15:00:00Z',
          draft: new Date().toISOString(),
        },
      ]);
    expect(shift.status, JSON.stringify(shift.body)).toBe(201);
    const subjects = async () => {
      await app.jobs.settled();
      return (await listMailbox(mailDir, { to: 'admin@lake.test' })).map((m) => m.subject);
    };
    expect(await subjects()).toContain('Your shift: Pursuit on Sun 6 Jul 2031');
    const links = config;
    const now = new Date('2031-07-03T12:00:00Z');
    expect(await scanReminders({ db: app.db, links }, now)).toBe(1);
    expect(await scanReminders({ db: app.db, links }, now)).toBe(0);
    expect((await subjects()).filter((s) => s.startsWith('Reminder: Pursuit'))).toHaveLength(1);
  });

  it('sends queued messages (jobs that commit their own steps) on its one connection', async () => {
    const [club] = await withPlatformScope(app.db, (tx) =>
      tx.select({ id: organisations.id }).from(organisations).limit(1),
    );
    const delivered: string[] = [];
    const deliver = app.mail.deliver;
    app.mail.deliver = async (message) => {
      delivered.push(message.to);
      return { providerId: null };
    };
    try {
      const ids = await withClubScope(app.db, club.id, (tx) =>
        queueMessages(
          tx,
          Array.from({ length: 120 }, (_, i) => ({
            organisationId: club.id,
            channel: 'email' as const,
            purpose: 'reminder' as const,
            toPersonId: null,
            to: `pglite-${i}@example.test`,
            subject: 'Reminder',
            text: 'Your shift starts soon.',
          })),
        ),
      );
      await app.jobs.settled();
      const sent = await withClubScope(app.db, club.id, (tx) =>
        tx.select({ status: messages.status }).from(messages).where(inArray(messages.id, ids)),
      );
      expect(sent.filter((m) => m.status === 'sent')).toHaveLength(120);
      expect(new Set(delivered).size).toBe(120);
      expect(delivered).toHaveLength(120);
    } finally {
      app.mail.deliver = deliver;
    }
  });

  it('refuses a second opener of the same data directory in this process', async () => {
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('makes a second server process exit at once with a clear message', () => {
    const apiRoot = path.resolve(import.meta.dirname, '../..');
    const started = Date.now();
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.status).toBe(2);
    expect(child.stderr).toContain(
      `The data directory ${dataDir} is in use by another Crewcall process`,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
