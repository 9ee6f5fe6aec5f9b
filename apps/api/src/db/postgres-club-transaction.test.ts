import { createOrg, type TestOrg } from '@test/factories';
import { eq, sql } from 'drizzle-orm';
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
let url: string;
let club: TestOrg;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  url = created.url;
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

  it('gives the connection back once COMMIT is sent: the next transaction follows it and sees its writes', async () => {
    const writer = await database.openClubTransaction(club.id);
    await writer.tx.insert(roles).values({ organisationId: club.id, name: 'Harbour master' });
    let committed = false;
    statements = [];
    const ending = writer.end(true).then(() => {
      committed = true;
    });
    // The pool's one connection: before, the reader waited for COMMIT's answer to get it.
    const reader = await database.openClubTransaction(club.id);
    try {
      expect(committed).toBe(false); // no answer can arrive between microtasks
      const names = reader.tx.select({ name: roles.name }).from(roles);
      for (let i = 0; i < 50 && statements.length < 4; i++) await null;
      // Queued behind the COMMIT on the connection, so it runs after it and sees the role.
      expect(statements.slice(0, 2)).toEqual(['commit', 'begin']);
      expect((await names).map((row) => row.name)).toEqual(['Harbour master']);
      await ending;
      expect(committed).toBe(true);
    } finally {
      await reader.tx.delete(roles).where(eq(roles.name, 'Harbour master'));
      await reader.end(true);
    }
    expect(await roleNames()).toEqual([]);
  });

  it('ends a transaction whose BEGIN is not answered yet, and only then gives the connection back', async () => {
    // postgres.js refuses BEGIN's answer on a connection no longer reserved
    // (UNSAFE_TRANSACTION, checked in pools of more than one): a request that sent nothing
    // of its own ends before that answer.
    const pool = await openDatabase({ url, dataDir: '', migrate: false, max: 2 });
    try {
      // Once the connection has prepared the club setting, nothing holds the COMMIT back.
      const warm = await pool.openClubTransaction(club.id);
      await warm.tx.select({ name: roles.name }).from(roles);
      await warm.end(true);
      const idle = await pool.openClubTransaction(club.id);
      await idle.end(true);
      const next = await pool.openClubTransaction(club.id);
      expect(await next.tx.select({ name: roles.name }).from(roles)).toEqual([]);
      await next.end(true);
    } finally {
      await pool.close();
    }
  });

  it("refuses the request's statements once its transaction has ended, without sending them", async () => {
    const done = await database.openClubTransaction(club.id);
    await done.end(true);
    statements = [];
    // Sent, it would run in whatever transaction the connection's next holder opened.
    const error = await done.tx.execute(sql`select 1`).catch((failure: Error) => failure);
    expect(String((error as Error).cause ?? error)).toMatch(/transaction has ended/);
    expect(statements).toEqual([]);
  });
});
