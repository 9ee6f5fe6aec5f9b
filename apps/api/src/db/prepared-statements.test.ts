import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/db/client';
import { organisations } from '@/db/schema';
import { createTestDatabase } from '../../test/test-database';
import { withPlatformScope } from './scope';

/**
 * Every query runs as a named prepared statement (db/client.ts, `alwaysPrepared`, and a
 * request's club transaction, db/postgres-club-transaction.ts): one
 * round trip instead of two and no parse or plan from scratch each time, which more than
 * pays for the club transaction every request opens. Measured with
 * `pnpm --filter @crewcall/api bench` (CPU per request).
 */
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  // One connection, so the statements below and the catalogue read share a session.
  database = await openDatabase({ url: created.url, dataDir: '', migrate: false, max: 1 });
});
afterAll(async () => {
  await database.close();
  await drop();
});

const namedStatements = async () => {
  const rows = await database.db.execute<{ statement: string }>(
    sql`select statement from pg_prepared_statements`,
  );
  return (rows as unknown as { statement: string }[]).map((row) => row.statement);
};

/** A select of one organisation column: its SQL text names the column (see `selectText`). */
const selectWhere = (db: Database['db'], column: AnyPgColumn, value: unknown) =>
  db.select({ id: organisations.id }).from(organisations).where(eq(column, value));
const selectText = (column: string) =>
  `select "id" from "organisations" where "organisations"."${column}" = $1`;

it('sends drizzle queries, in and out of transactions, as named statements', async () => {
  await selectWhere(database.db, organisations.id, 424242);
  await withPlatformScope(database.db, async (tx) => {
    await selectWhere(tx, organisations.name, 'x');
    await tx.transaction(async (savepoint) => selectWhere(savepoint, organisations.prefix, 'x'));
  });
  const statements = await namedStatements();
  for (const column of ['id', 'name', 'prefix']) expect(statements).toContain(selectText(column));
});

it("sends a request's club transaction's queries, and its savepoints, as named statements", async () => {
  const club = await database.openClubTransaction(424242);
  await selectWhere(club.tx, organisations.contactName, 'x');
  await club.tx.transaction(async (savepoint) =>
    selectWhere(savepoint, organisations.timeZone, 'x'),
  );
  await club.end(true);
  const statements = await namedStatements();
  for (const column of ['contact_name', 'time_zone']) {
    expect(statements).toContain(selectText(column));
  }
});
