import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { databaseUrl, dropDatabase, withAdminConnection } from '../pg-admin';

// Two API instances starting at once on a fresh, empty database (a first deploy with two
// replicas): the migration lock (db/client.ts) lets exactly one of them migrate.
const journal = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, '../../src/db/migrations/meta/_journal.json'),
    'utf8',
  ),
) as { entries: unknown[] };

const name = `crewcall_m_${randomBytes(6).toString('hex')}`;
const url = databaseUrl(name);
beforeAll(async () => {
  await withAdminConnection((sql) => sql.unsafe(`CREATE DATABASE "${name}"`));
});
afterAll(() => dropDatabase(name));

describe('two instances opening a fresh database at once', () => {
  it('both start, exactly one runs the migrations, each recorded once', async () => {
    const applied: number[] = [];
    const open = () =>
      openDatabase({ url, dataDir: '', max: 1, onMigrated: (n) => applied.push(n) });
    const results = await Promise.allSettled([open(), open()]);
    for (const result of results) {
      expect(result.status, String((result as PromiseRejectedResult).reason)).toBe('fulfilled');
      if (result.status === 'fulfilled') {
        await result.value.ping();
        await result.value.close();
      }
    }
    // One applied them all, the other waited for the lock and found nothing left.
    expect(applied.sort((a, b) => a - b)).toEqual([0, journal.entries.length]);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ hash: string; n: number }[]>`
        select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`;
      expect(rows).toHaveLength(journal.entries.length);
      expect(rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await sql.end();
    }
  });

  it('a third instance later applies nothing', async () => {
    let applied = -1;
    const database = await openDatabase({
      url,
      dataDir: '',
      max: 1,
      onMigrated: (n) => (applied = n),
    });
    await database.close();
    expect(applied).toBe(0);
  });
});
