import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, type Db, openDatabase } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { withAdminConnection } from '../pg-admin';
import { createTestDatabase } from '../test-database';

/**
 * The two databases the request path runs on, opened the same way for the shared suite
 * (request-path-suite.ts): PostgreSQL through postgres.js (the server's pool, the club
 * transaction of db/postgres-club-transaction.ts) and PGlite (one connection in-process,
 * drizzle's own transaction). Both as the app role, row-level security on.
 */
export type OpenedDatabase = {
  database: Database;
  /** Writes `work` across clubs, as onboarding does (a platform scope, as the app role). */
  seed: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /**
   * Ends a backend session from outside, as an operator's pg_terminate_backend or a
   * failover would; undefined where there is no server (PGlite).
   */
  terminateBackend?: (pid: number) => Promise<void>;
  close: () => Promise<void>;
};

export type RequestPathDriver = {
  name: 'postgres' | 'pglite';
  /**
   * Whether two club transactions can be open at once. PGlite has one connection: a second
   * transaction waits until the first ends.
   */
  concurrentTransactions: boolean;
  open: () => Promise<OpenedDatabase>;
};

const seedWith = (database: Database) => (work: (db: Db) => Promise<unknown>) =>
  withPlatformScope(database.db, work);

/** A fresh copy of the migrated template on the test server; `max` connections in the pool. */
export const postgresDriver = (opts: { max: number }): RequestPathDriver => ({
  name: 'postgres',
  concurrentTransactions: true,
  open: async () => {
    const created = await createTestDatabase();
    const database = await openDatabase({
      url: created.url,
      dataDir: '',
      migrate: false,
      max: opts.max,
    });
    return {
      database,
      seed: seedWith(database) as OpenedDatabase['seed'],
      terminateBackend: async (pid) => {
        await withAdminConnection(async (sql) => {
          // Waits (up to 5 s) until the backend has gone, so the next statement meets a
          // closed connection rather than racing the signal.
          await sql`select pg_terminate_backend(${pid}, 5000)`;
        });
      },
      close: async () => {
        await database.close();
        await created.drop();
      },
    };
  },
});

/**
 * A fresh PGlite data directory, migrated on open; with `thread`, PGlite runs on a worker
 * thread of its own (db/pglite-thread.ts), as `pnpm start` runs it.
 */
export const pgliteDriver = (opts: { thread?: boolean } = {}): RequestPathDriver => ({
  name: 'pglite',
  concurrentTransactions: false,
  open: async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-request-path-'));
    const database = await openDatabase({ dataDir, thread: opts.thread });
    return {
      database,
      seed: seedWith(database) as OpenedDatabase['seed'],
      close: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
});
