import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock';
import { preparedClient } from './pglite-prepared.mjs';
import { PgliteThread } from './pglite-thread';
import { refreshStatistics } from './planner-statistics.mjs';
import { postgresClubTransactions } from './postgres-club-transaction';
import * as schema from './schema';
import { assertSchemaCurrent, mayMigrate } from './schema-current';
import { type ClubTransaction, openClubTransaction, scopedDb } from './scope';
import { countWrites } from './write-generation';

/**
 * The role the app works as. Migrations create it and force row-level security on every
 * tenant table for it; the app switches to it on every connection (even when it logs in
 * as a superuser, which would otherwise pass every policy). A superuser login can switch
 * back (`SET ROLE NONE`): production logs in as a role of its own, a member of this one
 * only, and refuses to start otherwise (db/login-check.ts, docs/OPERATIONS.md).
 */
export const APP_ROLE = 'crewcall_app';

/** The advisory lock key migrations run under on PostgreSQL (a fixed number nothing else uses). */
export const MIGRATION_LOCK_KEY = 3_739_352_213_045_001n;

/** How long a transaction may wait between statements before PostgreSQL ends it. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

export type Schema = typeof schema;
/**
 * Both drivers expose the same drizzle query builder; we type the handle as the
 * postgres.js flavour so the rest of the code has one type. Use typed drizzle queries,
 * not raw `execute()`, whose result shape differs between the two drivers.
 */
export type Db = PostgresJsDatabase<Schema>;

export type Database = {
  /**
   * The app's handle: as APP_ROLE (row-level security applies), and inside a request the
   * request's club transaction (see db/scope.ts).
   */
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Whether the connection works as APP_ROLE, i.e. whether the club policies apply. */
  rowSecurity: boolean;
  /**
   * Opens a transaction with club `orgId` set, held until its `end` (the tenant plugin's
   * per-request transaction: plugins/club-transaction.ts).
   */
  openClubTransaction: (orgId: number) => Promise<ClubTransaction>;
  /**
   * Calls `onNotify` whenever a committed transaction ran `pg_notify(channel, …)` (a
   * notification is delivered at commit, and never for a rollback): the job runner's
   * wake-up. On PostgreSQL it holds one connection of its own. Resolves to `unlisten`.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  ping: () => Promise<void>;
  /**
   * Gathers planner statistics for tables that changed enough since they were last
   * gathered (and vacuums them); answers their names. PGlite only
   * (db/planner-statistics.mjs): PostgreSQL's autovacuum does it there, and the app's role
   * may not.
   */
  refreshStatistics: () => Promise<string[]>;
  /**
   * PGlite only: a number that moves whenever this process (the database's one client)
   * may have changed data (db/write-generation.ts); the embedded answers are kept by it.
   */
  writeGeneration?: () => number;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  /**
   * Migrate with this URL (the schema owner's: MIGRATION_DATABASE_URL) rather than `url`.
   * Unset: `url` migrates when its login may (db/schema-current.ts); a confined app login
   * only checks that the schema is current.
   */
  migrationUrl?: string;
  migrate?: boolean;
  max?: number;
  /**
   * false: stay the login role (tests seeding data, like a DBA would). Default true: work
   * as APP_ROLE whenever the login role may.
   */
  appRole?: boolean;
  /** Called with every statement sent (postgres.js only): tests count queries with it. */
  onQuery?: (statement: string) => void;
  /** Told every statement the app's handle sends, with its parameters (the benches' EXPLAIN). */
  logger?: Logger;
  /**
   * PGlite only: run it on a worker thread of its own (db/pglite-thread.ts), so that its
   * statements do not hold up the app's thread. Default false (in-process).
   */
  thread?: boolean;
  /**
   * Told how many migrations this call applied (PostgreSQL: 0 when another instance had
   * applied them while this one waited for the lock). Tests and the startup log use it.
   */
  onMigrated?: (applied: number) => void;
}): Promise<Database> {
  const runMigrations = opts.migrate ?? true;
  const wantAppRole = opts.appRole ?? true;
  if (opts.url) {
    if (runMigrations && opts.migrationUrl) {
      // Not `onMigrated?.(await …)`: an optional call skips its arguments when absent.
      const applied = await migrateAt(opts.migrationUrl);
      opts.onMigrated?.(applied);
    }
    // Migrations (and the role check) on a connection of their own, as the login role:
    // `max: 1` makes every statement below go over that one session, which holds the lock.
    const setup = postgres(opts.url, { max: 1, onnotice: () => {} });
    let useAppRole = false;
    try {
      if (runMigrations && !opts.migrationUrl) {
        if (await mayMigrate(setup)) {
          const applied = await migrateUnderLock(setup);
          opts.onMigrated?.(applied);
        } else {
          // The app's own login (docs/OPERATIONS.md): the owner migrates, we only check.
          if (await canUseAppRole(setup)) await setup.unsafe(`set role ${APP_ROLE}`);
          await assertSchemaCurrent(setup, migrationsFolder);
          await setup.unsafe('reset role');
        }
      }
      useAppRole = wantAppRole && (await canUseAppRole(setup));
    } finally {
      await setup.end({ timeout: 5 });
    }
    const client = postgres(opts.url, {
      max: opts.max ?? 10,
      onnotice: () => {},
      connection: {
        ...(useAppRole ? { role: APP_ROLE } : {}),
        // A backstop for a request whose club transaction is never ended (a bug, a hung
        // hook): PostgreSQL closes the session and the pool opens a new one, instead of the
        // connection staying "idle in transaction" for good.
        idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
      ...(opts.onQuery
        ? { debug: (_connection: number, query: string) => opts.onQuery?.(query) }
        : {}),
    });
    const db = drizzlePostgres(alwaysPrepared(client), {
      schema,
      casing: 'snake_case',
      logger: opts.logger,
    });
    return {
      db: scopedDb(db),
      kind: 'postgres',
      rowSecurity: useAppRole,
      openClubTransaction: postgresClubTransactions(client, db),
      listen: async (channel, onNotify) => {
        const { unlisten } = await client.listen(channel, () => onNotify());
        return unlisten;
      },
      ping: async () => void (await db.execute(sql`select 1`)),
      refreshStatistics: async () => [],
      close: () => client.end({ timeout: 5 }),
    };
  }
  const release = lockDataDir(opts.dataDir);
  try {
    // PGlite ships contrib extensions separately: pass the ones the migrations create.
    const where = path.join(opts.dataDir, 'pglite');
    // The same calls either way (the worker opens it with the same extensions).
    const client = opts.thread
      ? ((await PgliteThread.start(where)) as unknown as PGlite)
      : await PGlite.create(where, { extensions: { pg_trgm, btree_gin } });
    // In-process, statements are prepared once (pglite-prepared.mjs); the worker does the same.
    const writes = countWrites(opts.thread ? client : preparedClient(client));
    const pg = drizzlePglite(writes.client, { schema, casing: 'snake_case', logger: opts.logger });
    if (runMigrations) await migratePglite(pg, { migrationsFolder });
    // One connection for the whole process: switch it to the app role for good.
    const useAppRole = wantAppRole && (await client.query(APP_ROLE_AVAILABLE)).rows.length > 0;
    if (useAppRole) await client.exec(`set role ${APP_ROLE}`);
    return {
      db: scopedDb(pg as unknown as Db),
      kind: 'pglite',
      rowSecurity: useAppRole,
      // In-process: no round trips to save, so drizzle's own transaction will do.
      openClubTransaction: (orgId) => openClubTransaction(pg as unknown as Db, orgId),
      listen: async (channel, onNotify) => {
        const unlisten = await client.listen(channel, () => onNotify());
        return () => unlisten();
      },
      ping: async () => void (await pg.execute(sql`select 1`)),
      writeGeneration: writes.generation,
      refreshStatistics: () =>
        client instanceof PgliteThread ? client.refreshStatistics() : refreshStatistics(client),
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

/**
 * drizzle asks postgres.js for an unnamed statement unless a query is given a name, and
 * postgres.js sends an unnamed statement with parameters in two round trips (parse and
 * describe, then bind and execute), parsed and planned again every time. Named statements,
 * cached per connection by postgres.js, take one round trip and skip the parse: every query
 * of the app gets one. Transactions and savepoints hand out clients of their own, so they
 * are wrapped too.
 */
function alwaysPrepared<T extends postgres.Sql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, params?: unknown[], options?: Record<string, unknown>) =>
          // biome-ignore lint/suspicious/noExplicitAny: postgres.js types its params narrowly
          target.unsafe(query, params as any, { ...options, prepare: true });
      }
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => {
          const work = args.pop() as (tx: postgres.Sql) => unknown;
          const open = Reflect.get(target, property, receiver) as (...a: unknown[]) => unknown;
          return open(...args, (tx: postgres.Sql) => work(alwaysPrepared(tx)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** Migrates the database at `url` (the owner's login), on a connection of its own. */
async function migrateAt(url: string): Promise<number> {
  const owner = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await migrateUnderLock(owner);
  } finally {
    await owner.end({ timeout: 5 });
  }
}

/**
 * Runs drizzle's migrator holding a session-level advisory lock, so that API instances
 * starting at once never run migrations together (two would race to create the same
 * tables, and one would fail or, worse, half-apply a step). The second waits for the lock,
 * then finds every migration recorded and applies nothing. Session-level (not a
 * transaction's) because drizzle's migrator opens transactions of its own; `setup` has a
 * single connection, so lock, migrations and unlock share one session, and a process that
 * dies mid-migration frees the lock with its connection. Answers how many were applied.
 */
async function migrateUnderLock(setup: postgres.Sql): Promise<number> {
  await setup`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
  try {
    const before = await appliedMigrations(setup);
    await migratePostgres(drizzlePostgres(setup, { casing: 'snake_case' }), {
      migrationsFolder,
    });
    return (await appliedMigrations(setup)) - before;
  } finally {
    await setup`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
  }
}

/** Migrations recorded by drizzle (0 on a fresh database, before its table exists). */
async function appliedMigrations(setup: postgres.Sql): Promise<number> {
  const [{ exists }] = await setup<{ exists: boolean }[]>`
    select to_regclass('drizzle.__drizzle_migrations') is not null as exists`;
  if (!exists) return 0;
  const [{ n }] = await setup<{ n: number }[]>`
    select count(*)::int as n from drizzle.__drizzle_migrations`;
  return n;
}

const APP_ROLE_AVAILABLE = `select 1 from pg_roles where rolname = '${APP_ROLE}'
  and pg_has_role(current_user, oid, 'MEMBER')`;

async function canUseAppRole(client: postgres.Sql): Promise<boolean> {
  return (await client.unsafe(APP_ROLE_AVAILABLE)).length > 0;
}
