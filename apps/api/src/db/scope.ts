import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type Column,
  eq,
  type Placeholder,
  type SQL,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm';
import { rowsOf } from '@/lib/postgres';
import type { Db } from './client';

/**
 * The club fence of the database (issue 8, "defence in depth").
 *
 * Every tenant table has row-level security: a row is visible and writable only when its
 * `organisation_id` equals the transaction's `app.organisation_id` setting (or inside an
 * explicit platform scope, entered only through `withPlatformScope`: migration 0034). The app connects as the `crewcall_app` role, for which the
 * policies are forced, so a query that forgets its club filter returns nothing rather
 * than another club's rows.
 *
 * Each tenant HTTP request runs in one transaction with its club set
 * (`openClubTransaction`), and `app.db` resolves to that transaction while the request
 * runs (`scopedDb`), so route and service code keeps using the `db` it is given.
 *
 * What it costs: one AsyncLocalStorage lookup per property read on `db`, and a request
 * transaction per tenant request (plugins/club-transaction.ts). Removing it would leave
 * the club fence to every query's own filter.
 */

/** The transaction a piece of work runs in, carried through async calls. */
const activeTransaction = new AsyncLocalStorage<Db>();

/**
 * A `Db` that is the current request's transaction while one is active, and `root`
 * otherwise. Outside a club or platform scope, tenant tables read as empty.
 */
export function scopedDb(root: Db): Db {
  return new Proxy(root, {
    get(target, property) {
      const active = activeTransaction.getStore() ?? target;
      const value = Reflect.get(active, property, active);
      return typeof value === 'function' ? value.bind(active) : value;
    },
  });
}

/** Runs `work` (and everything it awaits) with `tx` as the active transaction. */
export function runInTransaction<T>(tx: Db, work: () => T): T {
  return activeTransaction.run(tx, work);
}

/**
 * Runs `work` with no active transaction, whatever the caller's: for work that starts
 * from a request but must not run inside it (the job runner, woken after a commit).
 *
 * `run(undefined)`, not `exit()`: on Node 20, `exit()` turns this store off for the call
 * and, this being the only store, Node's promise hooks with it, then on again. The job
 * poll (every 10 s) and the periodic scans went through here, and in the interleaved bench
 * (bench/interleaved/run.mjs, three processes a side) the cheap club reads then cost
 * 13-19 % more CPU, most of it off the main thread, and their p99 was twice the base's;
 * with `run(undefined)`, +0 to +12 % CPU and +4 to +26 % p99 (two runs). Why the switch
 * costs that much is not proven (promises made while the hooks are off, met later by hooks
 * that run for every promise, is the likely part). Inside, `getStore()` answers undefined
 * either way.
 */
export function outsideTransaction<T>(work: () => T): T {
  return activeTransaction.run(undefined as unknown as Db, work);
}

/** One club's transaction, held open until the request decides to commit or roll back. */
export type ClubTransaction = {
  tx: Db;
  /**
   * Commits (or rolls back) and waits for it; later calls do nothing. A method: call it on
   * the transaction (PostgreSQL's is a class, db/postgres-club-transaction.ts says why).
   */
  end(commit: boolean): Promise<void>;
};

const setClub = (orgId: number) =>
  sql`select set_config('app.organisation_id', ${String(orgId)}, true)`;

/**
 * Opens a transaction on `root` with the club set, and hands it back while it stays open.
 * The caller must call `end` (the tenant plugin does, when the response is sent).
 */
export async function openClubTransaction(root: Db, orgId: number): Promise<ClubTransaction> {
  let decide!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  let opened!: (tx: Db) => void;
  let failedToOpen!: (error: unknown) => void;
  const ready = new Promise<Db>((resolve, reject) => {
    opened = resolve;
    failedToOpen = reject;
  });
  const outcome = root
    .transaction(async (tx) => {
      // Not awaited before handing the transaction over: the request's first query is
      // queued behind it on the same connection, so both go out in one write (one round
      // trip fewer per request). If it failed, the transaction fails with it.
      const clubSet = tx.execute(setClub(orgId));
      opened(tx as unknown as Db);
      await clubSet;
      if (!(await decision)) tx.rollback();
    })
    .then(
      () => undefined,
      (error) => {
        if (error instanceof TransactionRollbackError) return;
        failedToOpen(error); // no effect once opened
        throw error;
      },
    );
  outcome.catch(() => {}); // observed through `end` (or through `ready` if BEGIN failed)
  const tx = await ready;
  let ended: Promise<void> | undefined;
  return {
    tx,
    end: (commit) => {
      if (!ended) {
        decide(commit);
        ended = outcome;
      }
      return ended;
    },
  };
}

/**
 * The only way into the platform scope (migration 0034): a SECURITY DEFINER function sets
 * `app.platform_scope` to this transaction's token, which the policies check. Setting it
 * by hand (`set_config('app.platform_scope', 'on', true)`) opens nothing. One statement,
 * as the set_config it replaces was.
 */
const enterPlatformScope = sql`select crewcall_enter_platform_scope()`;

/**
 * Work across clubs on purpose: operator onboarding, the CLI, an account-wide change such
 * as a password reset ending sessions in every club. Inside a request it is a savepoint
 * of the request's transaction; the platform setting is switched off again afterwards.
 * Keep these few and obvious: each is a place where the fence is open.
 */
export async function withPlatformScope<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(enterPlatformScope);
    const result = await runInTransaction(tx as unknown as Db, () => work(tx as unknown as Db));
    await tx.execute(sql`select set_config('app.platform_scope', 'off', true)`);
    return result;
  });
}

/**
 * Turns a platform-scope transaction into club `orgId`'s (the job runner claims a job
 * across clubs, then runs it as its club's request would run: row security applies).
 */
export async function leavePlatformScopeFor(tx: Db, orgId: number): Promise<void> {
  await tx.execute(
    sql`select set_config('app.platform_scope', 'off', true), set_config('app.organisation_id', ${String(orgId)}, true)`,
  );
}

/**
 * Work for one club outside an HTTP request (CLI, bootstrap, jobs): a transaction with
 * the club set, exactly as a request of that club would have.
 */
export async function withClubScope<T>(
  db: Db,
  orgId: number,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const previous = await tx.execute<{ org: string | null }>(
      sql`select current_setting('app.organisation_id', true) as org`,
    );
    await tx.execute(setClub(orgId));
    const result = await runInTransaction(tx as unknown as Db, () => work(tx as unknown as Db));
    const rows = rowsOf<{ org: string | null }>(previous);
    await tx.execute(sql`select set_config('app.organisation_id', ${rows[0]?.org ?? ''}, true)`);
    return result;
  });
}

/**
 * A transaction of club `orgId` of its own, from outside any transaction (a step of a job
 * that commits its own steps, jobs/execute.ts): withClubScope without restoring a previous
 * club (there is none), the setting sent with the first statement in one write.
 */
export function clubTransaction<T>(
  db: Db,
  orgId: number,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // Started (`then`) before `work` runs: a drizzle query is sent only once awaited, and a
    // step's first statement, sent before its first await, would otherwise go first, with no
    // club set (row-level security would show it nothing).
    const clubSet = tx.execute(setClub(orgId)).then(() => undefined);
    const [, result] = await Promise.all([
      clubSet,
      runInTransaction(tx as unknown as Db, () => work(tx as unknown as Db)),
    ]);
    return result;
  });
}

/**
 * The one club predicate for queries outside the collections engine:
 * `where(and(inClub(people, orgId), …))`. Row-level security would hide other clubs'
 * rows anyway; the explicit filter is what lets PostgreSQL use the indexes that lead
 * with `organisation_id`, and keeps each query correct on its own.
 */
export function inClub(table: { organisationId: Column }, orgId: number | Placeholder): SQL {
  return eq(table.organisationId, orgId);
}
