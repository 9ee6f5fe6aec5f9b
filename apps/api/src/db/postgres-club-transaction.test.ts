import { createOrg, type TestOrg } from '@test/factories';
import { sql } from 'drizzle-orm';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/db/client';
import { roles } from '@/db/schema';
import { rowsOf } from '@/lib/postgres';
import { createTestDatabase, openAsOwner } from '../../test/test-database';

/**
 * The request transaction on PostgreSQL (db/postgres-club-transaction.ts): opened on a
 * reserved connection without waiting for BEGIN. One connection in the pool, so a
 * connection not given back hangs the next test instead of passing. What it shares with
 * PGlite (commit and rollback, savepoints, errors, lost connections) is tested on both in
 * test/request-path/.
 */
let database: Database;
let statements: string[] = [];
let drop: () => Promise<void>;
let club: TestOrg;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openDatabase({
    url: created.url,
    dataDir: '',
    migrate: false,
    max: 1,
    onQuery: (statement) => statements.push(statement),
  });
  const seeding = await openAsOwner(created.url);
  club = await createOrg(seeding.db, { name: 'Club A' });
  await seeding.close();
  await roleNames(); // the pool's connection opened (postgres.js reads the array types once)
});

afterAll(async () => {
  await database.close();
  await drop();
});

const roleNames = async () => {
  const check = await database.openClubTransaction(club.id);
  const rows = await check.tx.select({ name: roles.name }).from(roles).orderBy(roles.name);
  await check.end(true);
  return rows.map((row) => row.name);
};

describe('the club transaction on PostgreSQL', () => {
  it('queues BEGIN, the club and the first query without waiting between them', async () => {
    statements = [];
    const club1 = await database.openClubTransaction(club.id);
    try {
      const first = club1.tx
        .execute(sql`select current_setting('app.organisation_id') as org`)
        .then((result) => rowsOf<{ org: string }>(result));
      // Microtasks only: no answer from PostgreSQL can arrive in between, so when all three
      // are queued, none of them waited for another.
      for (let i = 0; i < 50 && statements.length < 3; i++) await null;
      expect(statements).toEqual([
        'begin',
        `select set_config('app.organisation_id', $1, true)`,
        `select current_setting('app.organisation_id') as org`,
      ]);
      expect((await first)[0].org).toBe(String(club.id));
    } finally {
      await club1.end(true);
    }
    expect(statements.at(-1)).toBe('commit');
  });

  it("keeps a caller's options beyond `prepare` (`simple: false` is honoured)", async () => {
    const transaction = await database.openClubTransaction(club.id);
    try {
      // The transaction's client, as drizzle's session holds it (transactionClient).
      const { client } = (transaction.tx as unknown as { session: { client: postgres.Sql } })
        .session;
      // Without parameters postgres.js sends a simple query, which may hold two statements;
      // `simple: false` asks for a prepared one, which PostgreSQL refuses for two.
      // postgres.js reads `simple` but does not type it.
      const notSimple = { simple: false } as postgres.UnsafeQueryOptions;
      await expect(client.unsafe('select 1; select 2', [], notSimple)).rejects.toThrow(
        /multiple commands/,
      );
    } finally {
      await transaction.end(false);
    }
  });

  it('gives the connection back when a statement of the transaction failed', async () => {
    const failing = await database.openClubTransaction(club.id);
    await expect(failing.tx.execute(sql`select 1 / 0`)).rejects.toThrow(/Failed query/);
    // PostgreSQL answers the COMMIT of an aborted transaction with a rollback: end says so.
    await expect(failing.end(true)).rejects.toThrow('rolled back instead of committed');
    expect(await roleNames()).toEqual([]); // would hang if not given back
  });
});
