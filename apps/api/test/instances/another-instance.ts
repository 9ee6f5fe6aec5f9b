import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import type { Config } from '@/env';
import type { TestApp } from '../test-app';

export type Instance = { app: FastifyInstance; close: () => Promise<void> };

/**
 * One more API instance on the test app's database (as a second replica behind the load
 * balancer is): its own pool, its own job runner and timers, the same configuration
 * (mailbox folder included) unless `overrides` say otherwise. Close it before the test
 * app: the test app drops the database.
 */
export async function anotherInstance(
  t: TestApp,
  overrides: Partial<Config> = {},
): Promise<Instance> {
  const config = { ...t.config, ...overrides };
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: '',
    migrate: false,
    max: 5,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
