import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import supertest from 'supertest';
import { buildApp } from '@/app';
import { type Database, openDatabase } from '@/db/client';
import * as schema from '@/db/schema';
import { type Config, loadConfig } from '@/env';
import { createTestDatabase } from './test-database';

/** As long as production demands (32+ characters; see operator-guard.ts). */
export const OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef0123456789ab';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  /** supertest agent against the real HTTP server */
  http: () => supertest.Agent;
  close: () => Promise<void>;
  /** Every SQL statement the app sent, when created with `{ countQueries: true }`. */
  queries: QueryCounter;
};

export type QueryCounter = { count: number; statements: string[]; reset: () => void };

/** The real app on its own fresh PostgreSQL database. Call in beforeAll; close in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { countQueries?: boolean } = {},
): Promise<TestApp> {
  const { url, drop } = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { DATABASE_URL: url, OPERATOR_TOKEN, DEMO_BOOTSTRAP: false, WEB_DIST: '/nonexistent', ...overrides },
  );
  const queries = queryCounter();
  const database = options.countQueries
    ? countingDatabase(url, queries)
    : await openDatabase({ url, dataDir: '', migrate: false, max: 5 });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    http: () => supertest.agent(app.server),
    queries,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

function queryCounter(): QueryCounter {
  const counter: QueryCounter = {
    count: 0,
    statements: [],
    reset: () => {
      counter.count = 0;
      counter.statements = [];
    },
  };
  return counter;
}

/**
 * The same postgres.js + drizzle handle as openDatabase (already migrated), with
 * postgres.js's `debug` hook counting every statement sent: tests that promise a fixed
 * number of queries per call can check it.
 */
function countingDatabase(url: string, counter: QueryCounter): Database {
  const client = postgres(url, {
    max: 5,
    onnotice: () => {},
    debug: (_connection, query) => {
      counter.count++;
      counter.statements.push(query);
    },
  });
  const db = drizzle(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.end({ timeout: 5 }),
  };
}
