import type postgres from 'postgres';

/**
 * Plain SQL on either engine, for the operator commands that work on whole tables read
 * from the catalog (club export and delete): text in, rows out, the same shape on
 * PostgreSQL (postgres.js) and on the embedded PGlite. Callers select JSON text or casts
 * (`::int`, `row_to_json(t)::text`) so the two drivers' number and date parsing never
 * differ.
 */
export type RawSql = {
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** One transaction; `work`'s queries run in it; a throw rolls it back. */
  transaction<T>(work: (tx: RawSql) => Promise<T>): Promise<T>;
};

export function rawPostgres(sql: postgres.Sql | postgres.TransactionSql): RawSql {
  return {
    query: async (text, params = []) =>
      // biome-ignore lint/suspicious/noExplicitAny: postgres.js types its params narrowly
      [...(await sql.unsafe(text, params as any[]))] as never,
    transaction: async (work) => {
      if (!('begin' in sql)) throw new Error('Already in a transaction.');
      return (await sql.begin((tx) => work(rawPostgres(tx)))) as never;
    },
  };
}

/** What the embedded client (PGlite, or the app's prepared wrapper of it) offers. */
type PgliteLike = {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  transaction?<T>(work: (tx: PgliteLike) => Promise<T>): Promise<T>;
};

export function rawPglite(client: PgliteLike): RawSql {
  return {
    query: async <T>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows,
    transaction: async (work) => {
      if (!client.transaction) throw new Error('Already in a transaction.');
      return client.transaction((tx) => work(rawPglite(tx)));
    },
  };
}
