import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * Both drivers expose the same drizzle query builder; we type the handle as the
 * postgres.js flavour so the rest of the code has one type. Use typed drizzle queries,
 * not raw `execute()`, whose result shape differs between the two drivers.
 */
export type Db = PostgresJsDatabase<Schema>;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  migrate?: boolean;
  max?: number;
}): Promise<Database> {
  const runMigrations = opts.migrate ?? true;
  if (opts.url) {
    const client = postgres(opts.url, { max: opts.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema, casing: 'snake_case' });
    if (runMigrations) await migratePostgres(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const release = lockDataDir(opts.dataDir);
  try {
    // PGlite ships contrib extensions separately: pass the ones the migrations create.
    const client = await PGlite.create(path.join(opts.dataDir, 'pglite'), {
      extensions: { pg_trgm, btree_gin },
    });
    const pg = drizzlePglite(client, { schema, casing: 'snake_case' });
    if (runMigrations) await migratePglite(pg, { migrationsFolder });
    return {
      db: pg as unknown as Db,
      kind: 'pglite',
      ping: async () => void (await pg.execute(sql`select 1`)),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
