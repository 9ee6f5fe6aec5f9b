import { createOrg, type TestOrg } from '@test/factories';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/db/client';
import { roles } from '@/db/schema';
import { createTestDatabase, openAsOwner } from '../../test/test-database';
import { runInTransaction } from './scope';

/**
 * The request transaction on PostgreSQL (db/postgres-club-transaction.ts): opened on a
 * reserved connection without waiting for BEGIN, with drizzle's savepoints for nested
 * transactions. One connection in the pool, so a connection not given back hangs the
 * next test instead of passing.
 */
let database: Database;
let statements: string[] = [];
let drop: () => Promise<void>;
let club: TestOrg;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

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

  it('commits on end(true) and rolls back on end(false)', async () => {
    const kept = await database.openClubTransaction(club.id);
    await kept.tx.insert(roles).values({ organisationId: club.id, name: 'kept' });
    await kept.end(true);
    const dropped = await database.openClubTransaction(club.id);
    await dropped.tx.insert(roles).values({ organisationId: club.id, name: 'dropped' });
    await dropped.end(false);
    expect(await roleNames()).toEqual(['kept']);
  });

  it('turns a nested db.transaction into a savepoint: its failure undoes only its own writes', async () => {
    const request = await database.openClubTransaction(club.id);
    await runInTransaction(request.tx, async () => {
      await database.db.insert(roles).values({ organisationId: club.id, name: 'outer' });
      await expect(
        database.db.transaction(async (inner) => {
          await inner.insert(roles).values({ organisationId: club.id, name: 'inner' });
          throw new Error('inner work failed');
        }),
      ).rejects.toThrow('inner work failed');
      await database.db.transaction(async (inner) => {
        await inner.update(roles).set({ name: 'outer, renamed' }).where(eq(roles.name, 'outer'));
      });
    });
    await request.end(true);
    expect(await roleNames()).toEqual(['kept', 'outer, renamed']);
  });

  it('gives the connection back when a statement of the transaction failed', async () => {
    const failing = await database.openClubTransaction(club.id);
    await expect(failing.tx.execute(sql`select 1 / 0`)).rejects.toThrow(/Failed query/);
    await failing.end(true); // PostgreSQL answers the COMMIT of an aborted transaction with a rollback
    expect(await roleNames()).toEqual(['kept', 'outer, renamed']); // would hang if not given back
  });
});
