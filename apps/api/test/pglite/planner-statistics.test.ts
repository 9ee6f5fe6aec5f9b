import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/db/client';
import { events, organisations } from '@/db/schema';
import { withPlatformScope } from '@/db/scope';

// PGlite runs no autovacuum: the app vacuums and gathers planner statistics itself after
// bulk writes (db/planner-statistics.mjs), and its connection stays the app's role.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-statistics-'));
let database: Database;
let client: PGlite;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  // biome-ignore lint/suspicious/noExplicitAny: the embedded driver's own client
  client = (database.db as any).$client;
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const estimate = async (table: string) =>
  Number(
    (
      await client.query<{ n: number }>(`select reltuples as n from pg_class where relname = $1`, [
        table,
      ])
    ).rows[0].n,
  );

async function addEvents(count: number) {
  await withPlatformScope(database.db, async (tx) => {
    const [club] = await tx
      .insert(organisations)
      .values({ name: `Club ${count}`, prefix: 'C' })
      .returning({ id: organisations.id });
    const start = new Date('2026-01-01T10:00:00Z');
    const rows = Array.from({ length: count }, (_, i) => ({
      organisationId: club.id,
      name: `Event ${i}`,
      start,
      end: new Date(start.getTime() + 3_600_000),
    }));
    for (let i = 0; i < rows.length; i += 1_000)
      await tx.insert(events).values(rows.slice(i, i + 1_000));
  });
}

describe('planner statistics on PGlite', () => {
  it('gathers them for tables written in bulk, then not again until they change enough', async () => {
    await addEvents(3_000);
    expect(await estimate('events')).toBeLessThan(0); // never analysed
    const gathered = await database.refreshStatistics();
    expect(gathered).toContain('events');
    expect(await estimate('events')).toBe(3_000);
    const [visible] = (
      await client.query<{ pages: number }>(
        `select relallvisible as pages from pg_class where relname = 'events'`,
      )
    ).rows;
    expect(visible.pages).toBeGreaterThan(0); // vacuumed: index-only reads stay index-only
    expect(await database.refreshStatistics()).toEqual([]);

    await addEvents(1_000); // a third more rows: past autovacuum's 10% + 50
    expect(await database.refreshStatistics()).toContain('events');
    expect(await estimate('events')).toBe(4_000);
  });

  it('leaves the connection as the app role (the club policies still apply)', async () => {
    const [who] = (await client.query<{ role: string }>('select current_user as role')).rows;
    expect(who.role).toBe('crewcall_app');
    expect((await client.query('select id from events')).rows).toEqual([]);
  });
});
