import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-database';

// The template database was migrated by drizzle's migrator in global setup; this checks
// what it produced on the real PostgreSQL server.
let sql: postgres.Sql;
let drop: () => Promise<void>;
beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  sql = postgres(created.url, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await sql.end();
  await drop();
});

describe('migrations on PostgreSQL', () => {
  it('runs on PostgreSQL 15 or newer', async () => {
    const [{ server_version_num }] = await sql`show server_version_num`;
    expect(Number(server_version_num)).toBeGreaterThanOrEqual(150000);
  });

  it('records every migration it applied', async () => {
    const applied = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    expect(applied[0].n).toBeGreaterThanOrEqual(1);
  });

  it('gives every tenant table organisation_id NOT NULL and an index led by it', async () => {
    const tables = await sql<{ table_name: string; is_nullable: string }[]>`
      select table_name, is_nullable from information_schema.columns
      where table_schema = 'public' and column_name = 'organisation_id'`;
    expect(tables.length).toBeGreaterThan(20);
    for (const t of tables) expect(t.is_nullable, t.table_name).toBe('NO');
    const led = await sql<{ tablename: string }[]>`
      select distinct tablename from pg_indexes
      where schemaname = 'public' and indexdef ~ '\\(organisation_id[,)]'`;
    const withIndex = new Set(led.map((r) => r.tablename));
    for (const t of tables) expect(withIndex.has(t.table_name), `${t.table_name} index`).toBe(true);
  });
});
