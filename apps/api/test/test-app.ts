import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { buildApp } from '@/app';
import { type Database, openDatabase } from '@/db/client';
import { type Config, loadConfig } from '@/env';
import { createTestDatabase } from './test-database';

export const OPERATOR_TOKEN = 'test-operator-token';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  /** supertest agent against the real HTTP server */
  http: () => supertest.Agent;
  close: () => Promise<void>;
};

/** The real app on its own fresh PostgreSQL database. Call in beforeAll; close in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { url, drop } = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { DATABASE_URL: url, OPERATOR_TOKEN, DEMO_BOOTSTRAP: false, WEB_DIST: '/nonexistent', ...overrides },
  );
  const database = await openDatabase({ url, dataDir: '', migrate: false, max: 5 });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    http: () => supertest.agent(app.server),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
