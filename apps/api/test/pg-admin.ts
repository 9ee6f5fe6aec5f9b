import postgres from 'postgres';

/** The PostgreSQL server the tests use; each run creates and drops its own databases. */
export const baseDatabaseUrl =
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(baseDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a short-lived connection to the server's maintenance database. */
export async function withAdminConnection<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(baseDatabaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminConnection((sql) => sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
