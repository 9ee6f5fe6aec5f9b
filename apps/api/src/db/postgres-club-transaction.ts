import {
  type PostgresJsDatabase,
  PostgresJsSession,
  PostgresJsTransaction,
} from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Db } from './client';
import type { ClubTransaction } from './scope';

/**
 * A request's club transaction on PostgreSQL, opened without a round trip of its own.
 *
 * drizzle's `db.transaction()` (postgres.js `sql.begin`) sends BEGIN and waits for its
 * answer before the work may start, then the club setting, then the request's first
 * query: three writes and three waits on every request. Here the connection is reserved
 * from the pool and BEGIN, the club setting and the request's first query (the login
 * check) leave together in one write, since postgres.js pipelines what is queued on a
 * connection. The drizzle transaction object is built as drizzle builds its own, so route
 * and service code sees the same `Db` (and nested `db.transaction()` calls become
 * savepoints, as there).
 */
export function postgresClubTransactions(
  client: postgres.Sql,
  root: PostgresJsDatabase<Record<string, unknown>>,
  prepare: (connection: postgres.Sql) => postgres.Sql,
) {
  // The root session holds what drizzle builds once (the dialect, the options).
  const rootSession = (root as unknown as { session: unknown }).session as {
    dialect: ConstructorParameters<typeof PostgresJsSession>[1];
    options: ConstructorParameters<typeof PostgresJsSession>[3];
  };

  return async function openClubTransaction(orgId: number): Promise<ClubTransaction> {
    const reserved = await client.reserve();
    // What drizzle's own transactions get from `sql.begin`: a client with savepoints.
    const connection = prepare(withSavepoints(reserved));
    // Not awaited: queued on the connection, they go out with the request's first query.
    // Should either fail, that query fails with it ("transaction is aborted").
    const opened = Promise.all([
      connection.unsafe('begin'),
      connection.unsafe(`select set_config('app.organisation_id', $1, true)`, [String(orgId)]),
    ]);
    opened.catch(() => {}); // observed in `end`
    const { dialect, options } = rootSession;
    // No relational schema: the app uses no `db.query.*`, and with one drizzle would set
    // up a query builder per table on every request's transaction.
    const session = new PostgresJsSession(connection, dialect, undefined, options);
    // biome-ignore lint/suspicious/noExplicitAny: drizzle types the session by client kind
    const tx = new PostgresJsTransaction(dialect, session as any, undefined) as unknown as Db;

    let ended: Promise<void> | undefined;
    const finish = async (commit: boolean) => {
      try {
        await opened;
        await connection.unsafe(commit ? 'commit' : 'rollback');
      } catch (error) {
        // A broken connection or a failed commit: make sure nothing stays open on it.
        await reserved.unsafe('rollback').catch(() => {});
        if (commit) throw error;
      } finally {
        reserved.release();
      }
    };
    return {
      tx,
      end: (commit) => {
        ended ??= finish(commit);
        return ended;
      },
    };
  };
}

/**
 * postgres.js gives savepoints to the clients of `sql.begin` only; drizzle calls
 * `client.savepoint(work)` for a transaction inside a transaction. The same on a reserved
 * connection: SAVEPOINT, the work, then RELEASE, or ROLLBACK TO when it throws.
 */
function withSavepoints(connection: postgres.ReservedSql): postgres.Sql {
  let depth = 0;
  const savepoint = async <T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> => {
    const name = `club_savepoint_${++depth}`;
    try {
      await connection.unsafe(`savepoint ${name}`);
      try {
        const result = await work(scoped as unknown as postgres.Sql);
        await connection.unsafe(`release savepoint ${name}`);
        return result;
      } catch (error) {
        await connection.unsafe(`rollback to savepoint ${name}`);
        throw error;
      }
    } finally {
      depth--;
    }
  };
  const scoped = new Proxy(connection, {
    get(target, property, receiver) {
      if (property === 'savepoint') return savepoint;
      return Reflect.get(target, property, receiver);
    },
  });
  return scoped;
}
