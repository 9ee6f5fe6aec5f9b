import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { LruMap } from '@/lib/lru-map';
import type { Db } from './client';
import { type BuiltQuery, flatRowMapper, parameterFiller } from './prebuilt-rows';

/** What drizzle's `.prepare()` answers: SQL built once, run with values for its placeholders. */
type Prepared<R> = { execute: (values?: Record<string, unknown>) => Promise<R> };
export type Preparable<R> = { prepare: (name: string) => Prepared<R> };

/** Names a value of the query, filled in on each run (drizzle's `sql.placeholder`). */
type Param<V> = <K extends keyof V & string>(name: K) => Placeholder<K>;

let count = 0;

/** postgres.js's client, as the transaction's session holds it (PGlite's has no `unsafe`). */
type PostgresJsClient = {
  unsafe: (
    query: string,
    params: unknown[],
    options: { prepare?: boolean },
  ) => PromiseLike<unknown[]> & { values: () => Promise<unknown[][]> };
};

/**
 * How a built query runs on postgres.js without drizzle's per-run work (db/prebuilt-rows.ts):
 * the same statement, parameters and row decoding, decided once. Undefined when drizzle must
 * map the rows itself (nested selections).
 */
function fastRunner<R>(built: BuiltQuery) {
  const mapRow = flatRowMapper(built);
  if (!mapRow) return undefined;
  const fill = parameterFiller(built.params);
  return async (client: PostgresJsClient, values: Record<string, unknown>) => {
    const rows = await client
      .unsafe(built.queryString, fill(values), { prepare: built.prepare })
      .values();
    return rows.map(mapRow) as R;
  };
}

/**
 * A query of fixed shape, built into SQL once and run many times, on whatever transaction
 * is current (the request's club transaction, see db/scope.ts).
 *
 * drizzle builds the SQL text of a query on every call, and on the calls every request
 * makes (the login check, the calendar's version) that building costs more API CPU than
 * sending the query and reading its rows. drizzle's own `.prepare()` builds once but binds
 * the result to one connection; here the built query is kept and handed the current
 * transaction's client on each run (the same client drizzle itself would use).
 *
 *   const byId = reusableQuery<{ orgId: number; id: number }, Row[]>((db, param) =>
 *     db.select().from(people).where(and(inClub(people, param('orgId')), …)));
 *   const rows = await byId(db, { orgId, id });
 *
 * Only for queries whose shape never changes: every value must come through `param`.
 *
 * Removing it (plain drizzle calls) would give the same answers and put drizzle's building
 * back on every call: measured when each call moved here, about 2 ms of API CPU per
 * dashboard, 2.2 ms instead of 1.2 ms per timesheet page, a third to a half more per
 * collections list call. It leans on drizzle internals (the session's `client`, a built
 * query's fields): test/request-path/ runs it on postgres.js and on PGlite, in parallel
 * and in two clubs at once.
 */
export function reusableQuery<V extends Record<string, unknown>, R>(
  build: (db: Db, param: Param<V>) => Preparable<R>,
): (db: Db, values: V) => Promise<R> {
  const name = `reusable_${++count}`;
  let built: Prepared<R> | undefined;
  let fast: ReturnType<typeof fastRunner<R>>;
  return (db, values) => {
    if (!built) {
      built = build(db, (key) => sql.placeholder(key)).prepare(name);
      fast = fastRunner<R>(built as unknown as BuiltQuery);
    }
    // The scoped handle resolves `session` to the active transaction's (db/scope.ts).
    const { client } = (db as unknown as { session: { client: unknown } }).session;
    if (fast && typeof (client as Partial<PostgresJsClient>).unsafe === 'function') {
      return fast(client as PostgresJsClient, values);
    }
    const bound: Prepared<R> = Object.create(built, { client: { value: client } });
    return bound.execute(values);
  };
}

/**
 * reusableQuery for a call whose SQL text depends on a few choices (which filters, the
 * sort, the page size…): one built query per `shape`, the choices that decide the text,
 * at most `maxShapes` kept. `build` runs the first time a shape is seen.
 */
export function reusableQueriesByShape<R>(maxShapes: number) {
  const byShape = new LruMap<string, (db: Db, values: Record<string, unknown>) => Promise<R>>(
    maxShapes,
  );
  return (shape: string, build: (db: Db) => Preparable<R>) =>
    byShape.getOrSet(shape, () => reusableQuery<Record<string, unknown>, R>(build));
}

/** What a transaction's session client runs raw SQL with: postgres.js's or PGlite's. */
type RawClient = Partial<PostgresJsClient> & {
  query?: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
};

/**
 * reusableQuery for a statement written with `sql` rather than a drizzle select (one that
 * composes several selects, as the JSON answers of db/json-rows.ts do): its text is built
 * once, and each run binds the values and answers the rows as objects by column name.
 */
export function reusableSql<V extends Record<string, unknown>, Row>(
  build: (db: Db, param: Param<V>) => SQL,
): (db: Db, values: V) => Promise<Row[]> {
  let built: { text: string; fill: (values: Record<string, unknown>) => unknown[] } | undefined;
  return async (db, values) => {
    if (!built) {
      const { dialect } = db as unknown as { dialect: PgDialect };
      const query = dialect.sqlToQuery(build(db, (key) => sql.placeholder(key)));
      built = { text: query.sql, fill: parameterFiller(query.params) };
    }
    const { client } = (db as unknown as { session: { client: RawClient } }).session;
    const params = built.fill(values);
    if (client.unsafe) {
      return (await client.unsafe(built.text, params, { prepare: true })) as unknown as Row[];
    }
    return (await (client.query as NonNullable<RawClient['query']>)(built.text, params))
      .rows as Row[];
  };
}
