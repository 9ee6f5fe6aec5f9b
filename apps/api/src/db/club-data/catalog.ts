import type { RawSql } from './raw-sql';

/**
 * What the club export and delete know about the schema, read from the catalog each time
 * (never a hand-kept list of tables, which would miss the next feature's table): the
 * tenant tables (every table with an `organisation_id` column), their columns, and the
 * foreign keys between tables.
 */
export const CLUB_COLUMN = 'organisation_id';

export type CatalogTable = { name: string; columns: string[] };
export type ForeignKey = { from: string; to: string };

/** Every table of the public schema with an `organisation_id` column, by name. */
export async function tenantTables(sql: RawSql): Promise<CatalogTable[]> {
  const rows = await sql.query<{ table: string; column: string }>(
    `select c.table_name as table, c.column_name as column
     from information_schema.columns c
     join information_schema.tables t
       on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.table_name in (select table_name from information_schema.columns
                            where table_schema = 'public' and column_name = $1)
     order by c.table_name, c.ordinal_position`,
    [CLUB_COLUMN],
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of rows) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  return [...byTable].map(([name, columns]) => ({ name, columns })).sort(byName);
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/** Every foreign key between two tables of the public schema (pg_constraint). */
export async function foreignKeys(sql: RawSql): Promise<ForeignKey[]> {
  return sql.query<ForeignKey>(
    `select src.relname as from, dst.relname as to
     from pg_constraint k
     join pg_class src on src.oid = k.conrelid
     join pg_class dst on dst.oid = k.confrelid
     join pg_namespace n on n.oid = src.relnamespace
     where k.contype = 'f' and n.nspname = 'public'`,
  );
}

/**
 * The tables in an order in which deleting each one's rows never leaves a row pointing
 * at a deleted one: every table before the tables it references (a referencing table
 * first). A reference to itself does not order anything (one DELETE takes both rows).
 * Throws on a cycle between tables, which the schema does not have today: deleting
 * such a pair would need its references cleared first, a decision for whoever adds it.
 */
export function referencingFirst(tables: string[], keys: ForeignKey[]): string[] {
  const inSet = new Set(tables);
  // referencedBy.get(t): the tables with a foreign key to t (they go before t).
  const referencedBy = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const { from, to } of keys) {
    if (from !== to && inSet.has(from) && inSet.has(to)) referencedBy.get(to)?.add(from);
  }
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting')
      throw new Error(`Foreign keys form a cycle: ${[...path, table].join(' → ')}`);
    state.set(table, 'visiting');
    for (const from of [...(referencedBy.get(table) ?? [])].sort()) visit(from, [...path, table]);
    state.set(table, 'done');
    order.push(table);
  };
  for (const table of [...tables].sort()) visit(table, []);
  return order;
}
