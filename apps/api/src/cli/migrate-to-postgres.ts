import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { openDatabase } from '@/db/client';
import type { CliIo } from './run-cli';

/**
 * `pnpm cli migrate-to-postgres --from DATA_DIR --to URL`: moves everything the embedded
 * database holds (every club, login, job and message) into a fresh PostgreSQL database,
 * so a club that outgrew the zero-setup default keeps all of it. Both sides are migrated
 * to this version first; each table is copied with COPY (every value exactly as stored,
 * in the text format both engines share) in one transaction on PostgreSQL; then every
 * sequence is set where the embedded one stood, so new ids follow on; then each table's
 * rows are counted on both sides. The embedded database is locked (the app must be
 * stopped) and, past its migrations, only read. The login of URL must be a superuser, as the one that runs the
 * migrations usually is: the club policies would otherwise refuse COPY into their tables.
 */
export async function migrateToPostgres(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, to: { type: 'string' } },
  });
  if (!values.from || !values.to) {
    io.err(
      "Give both: --from DATA_DIR (the embedded database's folder) --to postgres://… (an empty database).",
    );
    return 1;
  }
  const from = path.resolve(values.from);
  if (!fs.existsSync(path.join(from, 'pglite'))) {
    io.err(`No embedded database in ${from} (it has no pglite folder).`);
    return 1;
  }
  const sql = postgres(values.to, { max: 1, onnotice: () => {} });
  try {
    const refusal = await refuseTarget(sql);
    if (refusal) {
      io.err(refusal);
      return 1;
    }
    // Both at this version's schema (the same migrations: the same tables and columns).
    const source = await openDatabase({ dataDir: from, appRole: false });
    try {
      const target = await openDatabase({ url: values.to, dataDir: '', appRole: false, max: 1 });
      await target.close();
      // biome-ignore lint/suspicious/noExplicitAny: the embedded driver's own client
      const pglite = (source.db as any).$client as PGlite;
      const tables = await tablesOf(pglite);
      await copyTables(pglite, sql, tables);
      const sequences = await copySequences(pglite, sql);
      const { rows, differences } = await compareCounts(pglite, sql, tables);
      if (differences.length) {
        io.err(`Row counts differ after the copy: ${differences.join(', ')}`);
        return 1;
      }
      io.out(JSON.stringify({ tables: tables.length, rows, sequences }, null, 2));
      return 0;
    } finally {
      await source.close();
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Why the target will not do (not empty, or its login would meet the club policies). */
async function refuseTarget(sql: postgres.Sql): Promise<string | undefined> {
  const [role] = await sql<{ allowed: boolean }[]>`
    select rolsuper as allowed from pg_roles where rolname = current_user`;
  if (!role?.allowed)
    return 'The login of --to must be a superuser: the club policies refuse COPY into their tables otherwise, and the rows go in as a replica (no triggers).';
  const tables = await sql<{ name: string }[]>`
    select tablename as name from pg_tables where schemaname = 'public' order by tablename`;
  for (const { name } of tables) {
    const [row] = await sql.unsafe(`select exists (select 1 from ${quote(name)}) as used`);
    if (row.used)
      return `The database of --to is not empty (table ${name} has rows): give it a new, empty database.`;
  }
  return undefined;
}

type Table = { name: string; columns: string[] };

/** Every table of the schema with its stored columns (not the generated ones). */
async function tablesOf(pglite: PGlite): Promise<Table[]> {
  const columns = (
    await pglite.query<{ table: string; column: string }>(`
      select c.relname as table, a.attname as column
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r'
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`)
  ).rows;
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns)
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  return [...byTable].map(([name, list]) => ({ name, columns: list }));
}

/**
 * COPY out of PGlite, COPY into PostgreSQL, table by table in one transaction. As a
 * replica: the rows arrive as they are, without the triggers that would bump a club's
 * versions or track series spans again, and without checking each reference on the way
 * (they were checked when written; tables go in any order).
 */
async function copyTables(pglite: PGlite, sql: postgres.Sql, tables: Table[]): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    for (const { name, columns } of tables) {
      const list = columns.map(quote).join(', ');
      const out = await pglite.query(`copy ${quote(name)} (${list}) to '/dev/blob'`);
      const bytes = out.blob ? new Uint8Array(await out.blob.arrayBuffer()) : new Uint8Array();
      if (!bytes.length) continue;
      const into = await tx.unsafe(`copy ${quote(name)} (${list}) from stdin`).writable();
      await new Promise<void>((resolve, reject) => {
        into.on('error', reject);
        into.on('finish', resolve);
        into.end(bytes);
      });
    }
  });
}

/** Each sequence where the embedded one stood (a never-used one stays at its start). */
async function copySequences(pglite: PGlite, sql: postgres.Sql): Promise<number> {
  const sequences = (
    await pglite.query<{ name: string; last: string | null }>(`
      select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
             last_value::text as last
      from pg_sequences where schemaname = 'public'`)
  ).rows;
  for (const { name, last } of sequences) {
    if (last !== null) await sql`select setval(${name}::regclass, ${last}::bigint, true)`;
  }
  return sequences.length;
}

/** Rows on both sides, and the tables whose counts differ (`name: here → there`). */
async function compareCounts(pglite: PGlite, sql: postgres.Sql, tables: Table[]) {
  const differences: string[] = [];
  let rows = 0;
  for (const { name } of tables) {
    const count = `select count(*)::int as n from ${quote(name)}`;
    const here = (await pglite.query<{ n: number }>(count)).rows[0].n;
    const [there] = await sql.unsafe(count);
    rows += here;
    if (here !== there.n) differences.push(`${name}: ${here} → ${there.n}`);
  }
  return { rows, differences };
}
