import { eq, sql } from 'drizzle-orm';
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

it('sends drizzle queries, in and out of transactions, as named statements', async () => {
  const byId = (db: Database['db']) =>
    db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, 424242));
  const byName = (db: Database['db']) =>
    db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, 'x'));
  const bySlug = (db: Database['db']) =>
    db.select({ id: organisations.id }).from(organisations).where(eq(organisations.prefix, 'x'));
  await byId(database.db);
  await withPlatformScope(database.db, async (tx) => {
    await byName(tx);
    await tx.transaction(async (savepoint) => bySlug(savepoint));
  });
  const statements = await namedStatements();
  for (const column of ['id', 'name', 'prefix']) {
    expect(statements).toContain(
      `select "id" from "organisations" where "organisations"."${column}" = $1`,
    );
  }
});

it("sends a request's club transaction's queries, and its savepoints, as named statements", async () => {
  const byContactName = (db: Database['db']) =>
    db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.contactName, 'x'));
  const byTimeZone = (db: Database['db']) =>
    db.select({ id: organisations.id }).from(organisations).where(eq(organisations.timeZone, 'x'));
  const club = await database.openClubTransaction(424242);
  await byContactName(club.tx);
  await club.tx.transaction(async (savepoint) => byTimeZone(savepoint));
  await club.end(true);
  const statements = await namedStatements();
  for (const column of ['contact_name', 'time_zone']) {
    expect(statements).toContain(
      `select "id" from "organisations" where "organisations"."${column}" = $1`,
    );
  }
});
