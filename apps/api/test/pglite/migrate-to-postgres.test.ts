import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoOrganisation } from '@/bootstrap/demo-organisation';
import { runCli } from '@/cli/run-cli';
import { openDatabase } from '@/db/client';
import { loadConfig } from '@/env';
import { databaseUrl, dropDatabase, withAdminConnection } from '../pg-admin';

// `pnpm cli migrate-to-postgres`: the demo club, seeded on PGlite as a newcomer's is, moved
// to a fresh PostgreSQL database with every row and every sequence where it stood.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-move-'));
const target = `crewcall_move_${randomBytes(4).toString('hex')}`;
const url = databaseUrl(target);
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  { DATA_DIR: dataDir, DEMO_BOOTSTRAP: true, DEMO_ADMIN_PASSWORD: 'demo admin password' },
);

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, config, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  try {
    await ensureDemoOrganisation(database.db, config, pino({ level: 'silent' }));
  } finally {
    await database.close();
  }
  expect((await cli('demo:seed')).code).toBe(0);
  await withAdminConnection((admin) => admin.unsafe(`create database "${target}"`));
});

afterAll(async () => {
  await dropDatabase(target);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every table's rows as JSON text, sorted, and every sequence's position, on one side. */
type Snapshot = { tables: Record<string, string[]>; sequences: Record<string, string | null> };

// Sorted here, not by the database: the two may collate text differently.
const TABLES = `select tablename as name from pg_tables where schemaname = 'public'`;
const SEQUENCES = `select sequencename as name, last_value::text as last
  from pg_sequences where schemaname = 'public'`;
const rowsOf = (table: string) => `select row_to_json(t)::text as row from "${table}" t`;
const sorted = (rows: { row: string }[]) => rows.map((r) => r.row).sort();

async function snapshotPglite(client: PGlite): Promise<Snapshot> {
  await client.exec(`set time zone 'UTC'`);
  const tables: Snapshot['tables'] = {};
  const names = (await client.query<{ name: string }>(TABLES)).rows.map((t) => t.name).sort();
  for (const name of names)
    tables[name] = sorted((await client.query<{ row: string }>(rowsOf(name))).rows);
  const sequences = Object.fromEntries(
    (await client.query<{ name: string; last: string | null }>(SEQUENCES)).rows.map((s) => [
      s.name,
      s.last,
    ]),
  );
  return { tables, sequences };
}

async function snapshotPostgres(sql: postgres.Sql): Promise<Snapshot> {
  await sql`set time zone 'UTC'`;
  const tables: Snapshot['tables'] = {};
  const names = (await sql.unsafe<{ name: string }[]>(TABLES)).map((t) => t.name).sort();
  for (const name of names)
    tables[name] = sorted(await sql.unsafe<{ row: string }[]>(rowsOf(name)));
  const sequences = Object.fromEntries(
    (await sql.unsafe<{ name: string; last: string | null }[]>(SEQUENCES)).map((s) => [
      s.name,
      s.last,
    ]),
  );
  return { tables, sequences };
}

describe('migrate-to-postgres', () => {
  it('moves the demo club to PostgreSQL: every table row for row, every sequence', async () => {
    const moved = await cli('migrate-to-postgres', '--from', dataDir, '--to', url);
    expect(moved.err).toBe('');
    expect(moved.code).toBe(0);

    const source = await openDatabase({ dataDir, appRole: false });
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the embedded driver's own client
      const before = await snapshotPglite((source.db as any).$client as PGlite);
      const after = await snapshotPostgres(sql);
      expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
      // The demo club is there: people, events and shifts, not just empty tables.
      for (const table of ['organisations', 'people', 'events', 'shifts', 'requests'])
        expect(before.tables[table].length).toBeGreaterThan(0);
      for (const [table, rows] of Object.entries(before.tables))
        expect({ table, rows: after.tables[table] }).toEqual({ table, rows });
      expect(after.sequences).toEqual(before.sequences);
      expect(Object.values(before.sequences).some((last) => last !== null)).toBe(true);
      expect(JSON.parse(moved.out)).toMatchObject({ tables: Object.keys(before.tables).length });
    } finally {
      await sql.end({ timeout: 5 });
      await source.close();
    }
  });

  it('refuses a database that already holds rows', async () => {
    const again = await cli('migrate-to-postgres', '--from', dataDir, '--to', url);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/not empty/);
  });

  it('says what is missing when a folder holds no embedded database', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-move-empty-'));
    try {
      const none = await cli('migrate-to-postgres', '--from', empty, '--to', url);
      expect(none.code).toBe(1);
      expect(none.err).toMatch(/No embedded database/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
