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
 *
 * The connection goes back to the pool as soon as COMMIT (or ROLLBACK) is on it, not when
 * its answer comes: PostgreSQL runs a connection's statements in order, so the next holder's
 * BEGIN runs after this transaction ended, whatever COMMIT answers, and under load it leaves
 * in the same write as the COMMIT. Each write to PostgreSQL's socket costs the API 60-90 µs
 * of main-thread time on the bench machine (profiles of the events list: `writeBuffer`, a
 * third of the request's time); the interleaved bench's reads went from 4 writes a request
 * to 3 (5 to 4 for the people list). The request still waits for COMMIT's answer before it
 * answers. Not before BEGIN is answered (postgres.js refuses that answer on a connection no
 * longer reserved), nor when the COMMIT waits in the reservation's own queue.
 *
 * Removing it (drizzle's `db.transaction()` on PostgreSQL too, as PGlite uses) would work
 * unchanged and cost two more round trips to PostgreSQL on every tenant request (BEGIN and
 * the club setting each waited for), and COMMIT's write of its own. What it costs to keep:
 * it builds drizzle's session and transaction objects by hand, does savepoints itself,
 * watches postgres.js's connection for loss (PooledConnection) and relies on how postgres.js
 * queues a statement, all internals of those libraries; test/request-path/ runs its
 * behaviours (savepoints, errors, lost connections, two clubs) on both databases, and
 * postgres-club-transaction.test.ts the early release.
 */
export function postgresClubTransactions(
  client: postgres.Sql,
  root: PostgresJsDatabase<Record<string, unknown>>,
) {
  // The root session holds what drizzle builds once (the dialect, the options).
  const { dialect, options } = (root as unknown as { session: unknown }).session as {
    dialect: ConstructorParameters<typeof PostgresJsSession>[1];
    options: ConstructorParameters<typeof PostgresJsSession>[3];
  };

  return async function openClubTransaction(orgId: number): Promise<ClubTransaction> {
    const statements = new TransactionStatements(await client.reserve());
    // No relational schema: the app uses no `db.query.*`, and with one drizzle would set
    // up a query builder per table on every request's transaction.
    const session = new PostgresJsSession(
      statements as unknown as postgres.Sql,
      dialect,
      undefined,
      options,
    );
    // biome-ignore lint/suspicious/noExplicitAny: drizzle types the session by client kind
    const tx = new PostgresJsTransaction(dialect, session as any, undefined) as unknown as Db;
    return new PostgresClubTransaction(statements, tx, orgId);
  };
}

/**
 * The request's side of the transaction: it opens it and ends it (`end`). Only the request
 * holds it (plugins/club-transaction.ts); drizzle's session holds the statements client.
 *
 * Why two small objects with their methods on the prototype, and not closures made per
 * request: under load nearly everything reachable from a request's drizzle session or from
 * its statements' options outlives the young collections that follow the request (through
 * postgres.js's answered queries, and the promises that carry the request's
 * AsyncLocalStorage store, which is the drizzle transaction), so V8 moves it to the old
 * generation, whose collections, the pauses a p99 feels, must then mark it. A closure keeps
 * its whole enclosing scope alive: as closures made in openClubTransaction, the statement
 * client, the loss watch and COMMIT's option reached the reservation's state, the opening
 * promises and each other. bench/interleaved/gc-probe.mjs on the public calendar's one
 * day, 20 connections, three runs each: 9,600-9,900 bytes a request outlived a young
 * collection with the closures, 7,700-8,100 with these two objects, and 6,650-7,000 with
 * base f7dee77's transaction, which had none of the guards here (without the early release
 * these objects gave 6,900-7,300: the connection's overlap of two requests keeps more).
 */
class PostgresClubTransaction implements ClubTransaction {
  private readonly opened: Promise<unknown>;
  /** BEGIN and the club setting were answered. */
  private begun = false;
  private ended: Promise<void> | undefined;

  constructor(
    private readonly statements: TransactionStatements,
    readonly tx: Db,
    orgId: number,
  ) {
    // Not awaited: queued on the connection, they go out with the request's first query.
    // Should either fail, that query fails with it ("transaction is aborted").
    this.opened = Promise.all([
      statements.unsafe('begin'),
      statements.unsafe(`select set_config('app.organisation_id', $1, true)`, [String(orgId)]),
    ]);
    // postgres.js refuses BEGIN's answer on a connection no longer reserved
    // (UNSAFE_TRANSACTION): the connection goes back before COMMIT's answer only after it.
    this.opened.then(
      () => {
        this.begun = true;
      },
      () => {}, // observed in `finish`
    );
  }

  end(commit: boolean) {
    this.ended ??= this.finish(commit);
    return this.ended;
  }

  private async finish(commit: boolean) {
    const { statements } = this;
    const ending = statements.close(commit);
    ending.catch(() => {}); // sends it (postgres.js sends a statement once it is awaited)
    // postgres.js hands a statement to the connection one microtask after that.
    await null;
    // Given back before COMMIT's answer (the comment at the top says why). Not when the
    // COMMIT waits in the reservation's own queue (the connection was busy with a
    // statement the request did not await): only this reservation would ever send it.
    const releasedEarly = statements.endWritten && this.begun && !statements.lost;
    if (releasedEarly) statements.giveBack();
    try {
      await this.opened;
      const answer = await ending;
      // PostgreSQL answers the COMMIT of a transaction a failed statement aborted with
      // ROLLBACK, not an error: say so, or a request that caught the failure would answer
      // success for writes that were undone (PGlite's transaction throws alike).
      if (commit && answer.command === 'ROLLBACK') throw rolledBackInsteadOfCommitted();
    } catch (error) {
      // COMMIT and ROLLBACK end the transaction whatever they answer, and a lost
      // connection has nothing left open: the connection is clean for its next holder.
      if (commit) throw error;
    } finally {
      if (!releasedEarly) statements.giveBack();
    }
  }
}

/**
 * The client the request's drizzle session runs on: the reserved connection, as the two
 * calls made on a transaction's client need it (drizzle's session, reusableQuery and
 * reusableSql call `unsafe`; a nested `db.transaction()` calls `savepoint`):
 * - every statement is a named prepared statement, as on the pool's client (db/client.ts
 *   says why), and carries the loss watch (`watch`);
 * - after the connection was lost, or once the transaction ended (the connection may then
 *   be another request's), a statement fails at once, unsent;
 * - `savepoint(work)` runs `work` between SAVEPOINT and RELEASE, or ROLLBACK TO when it
 *   throws: postgres.js gives savepoints to the clients of `sql.begin` only.
 * Anything else read from it is undefined. Not a Proxy over postgres.js's client (which
 * would forward everything else): with a Proxy between every statement and the
 * connection, 6,000 event pages at 4 connections cost 8-10 % more API CPU.
 *
 * Every statement gets the same options object, made once per transaction: callers pass
 * at most `{prepare}` (drizzle's session, reusableQuery), which the rule above replaces.
 * Spreading a new one per statement gave postgres.js's `unsafe`, `Query` and `build` two
 * shapes of options: in CPU profiles of 15,000 people lists at 4 connections, their time
 * went from 893 to 757 ms with one object.
 */
class TransactionStatements {
  /** Why the connection was lost, once it was (the comment above PooledConnection). */
  lost: Error | undefined;
  /** COMMIT (or ROLLBACK) was handed to the connection (`close`). */
  endWritten = false;
  private closed = false;
  private pooled: PooledConnection | undefined;
  private depth = 0;
  private readonly options: { prepare: true; onexecute: (pooled: PooledConnection) => true };

  constructor(private readonly reserved: postgres.ReservedSql) {
    this.options = { prepare: true, onexecute: (pooled) => this.watch(pooled) };
  }

  unsafe(query: string, params: unknown[] = [], options?: Record<string, unknown>) {
    const error = this.closed ? transactionEnded() : this.lost;
    if (error) return failedQuery(error);
    const sent = beyondPrepare(options) ? { ...options, ...this.options } : this.options;
    // biome-ignore lint/suspicious/noExplicitAny: postgres.js types its params narrowly, and no `onexecute`
    return this.reserved.unsafe(query, params as any, sent as any);
  }

  async savepoint<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
    const name = `club_savepoint_${++this.depth}`;
    try {
      await this.unsafe(`savepoint ${name}`);
      try {
        const result = await work(this as unknown as postgres.Sql);
        await this.unsafe(`release savepoint ${name}`);
        return result;
      } catch (error) {
        await this.unsafe(`rollback to savepoint ${name}`);
        throw error;
      }
    } finally {
      this.depth--;
    }
  }

  /**
   * Refuses the request's statements from here on and queues COMMIT (or ROLLBACK): sent
   * before the connection goes back to the pool, so it ends this transaction before any
   * statement of the connection's next holder runs (those queue behind it).
   */
  close(commit: boolean) {
    this.closed = true;
    if (this.lost) return failedQuery(this.lost);
    return this.reserved.unsafe(commit ? 'commit' : 'rollback', [], {
      // Its own `onexecute`, not the statements' and a flag: a statement the request did
      // not await may be written after COMMIT was queued, and must not pass for it.
      onexecute: (pooled: PooledConnection) => {
        this.endWritten = true;
        return this.watch(pooled);
      },
      // biome-ignore lint/suspicious/noExplicitAny: postgres.js types no `onexecute`
    } as any);
  }

  /**
   * Every statement's `onexecute` (postgres.js hands it the connection when it writes the
   * statement): the first one written, BEGIN, sets the loss watch, and the others find it
   * set. Answers true: the connection may take more.
   */
  watch(pooled: PooledConnection): true {
    if (this.pooled === pooled) return true;
    this.pooled = pooled;
    pooled.onclose = (error) => {
      this.lost = Object.assign(error ?? new Error('The database connection was closed.'), {
        code: 'CONNECTION_CLOSED',
      });
    };
    return true;
  }

  giveBack() {
    // A lost connection is the pool's again already (it reconnects it when needed):
    // releasing it too would put the dead one among the open ones.
    if (this.lost) return;
    if (this.pooled) this.pooled.onclose = null; // its next holder watches it
    this.reserved.release();
  }
}

const rolledBackInsteadOfCommitted = () =>
  Object.assign(new Error('The transaction was rolled back instead of committed.'), {
    code: '25P02', // in_failed_sql_transaction, as PGlite's error says
  });

/**
 * What postgres.js hands a query's `onexecute` option: the connection it runs on.
 *
 * The transaction watches it for loss: the server ended the session (pg_terminate_backend,
 * a restart, idle_in_transaction_session_timeout, a network cut); from then on the
 * request's statements fail at once.
 *
 * postgres.js 3.4.9 does not (porsager/postgres#1199, #1208): a statement sent on a
 * reserved connection after it closed is never answered and throws an uncaught TypeError
 * (a write to its null socket), which ends the process; and `release()` puts the dead
 * connection back among the open ones, where the next request hangs. The pool itself has
 * already taken the connection back (and may hand it, reconnected, to another request), so
 * after a loss this request must neither use the connection nor release it.
 *
 * postgres.js tells a connection's holder that it closed through the connection's
 * `onclose`, as it does for its own `sql.begin`; `onexecute` (the option `sql.begin` uses)
 * hands over the connection when a statement is written.
 */
type PooledConnection = { onclose?: ((error: Error) => void) | null };

/** A statement refused without being sent: awaited (or read `.values()`) it rejects. */
function failedQuery(error: Error) {
  const rejected = () => Promise.reject(error);
  const query = {
    // biome-ignore lint/suspicious/noThenProperty: it stands in for a postgres.js query
    then: (resolve?: (v: never) => unknown, reject?: (e: unknown) => unknown) =>
      rejected().then(resolve, reject),
    catch: (reject: (e: unknown) => unknown) => rejected().catch(reject),
    finally: (then: () => void) => rejected().finally(then),
    values: () => query,
    execute: () => query,
  };
  return query as unknown as ReturnType<postgres.ReservedSql['unsafe']>;
}

/** Whether a caller's statement options hold more than `prepare` (none does today). */
function beyondPrepare(options: Record<string, unknown> | undefined) {
  for (const key in options) if (key !== 'prepare') return true;
  return false;
}

const transactionEnded = () =>
  Object.assign(new Error("The request's transaction has ended."), {
    code: 'TRANSACTION_ENDED',
  });
