import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { buildApp } from '@/app';
import { type Database, openDatabase } from '@/db/client';
import { type Config, loadConfig } from '@/env';
import { createTestDatabase } from './test-database';

/** As long as production demands (32+ characters; see operator-guard.ts). */
export const OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef0123456789ab';

/**
 * Limits high enough never to trip in a test file: every request comes from 127.0.0.1.
 * Pass to createTestApp; rate-limit tests set their own.
 */
export const relaxedLimits: Partial<Config> = {
  RATE_LIMIT_CHECK_PER_MINUTE: 10_000,
  RATE_LIMIT_REGISTER_PER_MINUTE: 10_000,
  RATE_LIMIT_LOGIN_PER_MINUTE: 10_000,
  RATE_LIMIT_RESET_PER_MINUTE: 10_000,
  RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT: 10_000,
  RATE_LIMIT_RESET_EMAILS_PER_ACCOUNT: 10_000,
  RATE_LIMIT_PLATFORM_PER_MINUTE: 10_000,
  RATE_LIMIT_KIOSK_PER_MINUTE: 10_000,
};

export type TestApp = {
  app: FastifyInstance;
  /** The app's own database handle: as the app role, under row-level security. */
  database: Database;
  /**
   * For the test's own seeding and checks: the login role, outside row-level security
   * (as a DBA would be), so a test can set up and inspect both clubs.
   */
  db: Database['db'];
  config: Config;
  /** supertest agent against the real HTTP server */
  http: () => supertest.Agent;
  close: () => Promise<void>;
  /** Every SQL statement the app sent, when created with `{ countQueries: true }`. */
  queries: QueryCounter;
  /**
   * The app's log lines (parsed pino JSON), when created with `{ logLevel }`; otherwise
   * the app logs nothing and this stays empty.
   */
  logs: LogLine[];
};

/** One pino line: `level` 50 is error, 40 warn, 30 info. */
export type LogLine = { level: number; msg?: string; [key: string]: unknown };

export type QueryCounter = { count: number; statements: string[]; reset: () => void };

/** The real app on its own fresh PostgreSQL database. Call in beforeAll; close in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { countQueries?: boolean; logLevel?: 'info' | 'warn' | 'error' } = {},
): Promise<TestApp> {
  const { url, drop } = await createTestDatabase();
  // Uploaded pictures go to a folder of this app's own, removed with it.
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'crewcall-test-media-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: options.logLevel ?? 'silent' },
    {
      DATABASE_URL: url,
      OPERATOR_TOKEN,
      DEMO_BOOTSTRAP: false,
      WEB_DIST: '/nonexistent',
      // Jobs run when a commit wakes the runner (and on `app.jobs.settled()`), never on a
      // timer: a test counting statements counts only its own.
      JOBS_POLL_MS: 0,
      // Tests run the reminder scan themselves, at the moment they choose.
      REMINDER_SCAN_SECONDS: 0,
      // Every answer of every test is checked against its contract schema (a mismatch is a 500).
      CHECK_RESPONSES: true,
      // The in-process runner, whatever REDIS_URL says (see "Jobs" in docs/ARCHITECTURE.md:
      // BullMQ has suites of its own); TEST_JOBS_TRANSPORT=bullmq runs a file on BullMQ.
      ...testJobsTransport(),
      MEDIA_DIR: mediaDir,
      ...overrides,
    },
  );
  const queries = queryCounter();
  const database = await openDatabase({
    url,
    dataDir: '',
    migrate: false,
    max: 5,
    ...(options.countQueries ? { onQuery: (statement) => queries.record(statement) } : {}),
  });
  const seeding = await openDatabase({ url, dataDir: '', migrate: false, max: 2, appRole: false });
  const logs: LogLine[] = [];
  const logStream = { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) };
  const app = await buildApp({ config, database, logStream });
  await app.ready();
  await app.jobs.settled(); // the runner's first look, done before any test counts statements
  return {
    app,
    database,
    db: seeding.db,
    config,
    http: () => supertest.agent(app.server),
    queries,
    logs,
    close: async () => {
      const mismatches = app.answerCheckFailures ?? [];
      await app.close();
      await database.close();
      await seeding.close();
      await drop();
      rmSync(mediaDir, { recursive: true, force: true });
      // Each was a 500 to its test already; this catches a test that never looked.
      if (mismatches.length > 0) {
        throw new Error(
          `answers that do not match the contract:\n${JSON.stringify(mismatches, null, 2)}`,
        );
      }
    },
  };
}

function testJobsTransport(): Partial<Config> {
  if (process.env.TEST_JOBS_TRANSPORT !== 'bullmq') return { JOBS_TRANSPORT: 'database' };
  return {
    JOBS_TRANSPORT: 'bullmq',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JOBS_REDIS_PREFIX: `crewcall-test:${randomBytes(6).toString('hex')}`,
  };
}

function queryCounter(): QueryCounter & { record: (statement: string) => void } {
  const counter = {
    count: 0,
    statements: [] as string[],
    reset: () => {
      counter.count = 0;
      counter.statements = [];
    },
    record: (statement: string) => {
      counter.count++;
      counter.statements.push(statement);
    },
  };
  return counter;
}
