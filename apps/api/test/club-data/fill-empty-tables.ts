import type postgres from 'postgres';
import { foreignKeys, referencingFirst, tenantTables } from '@/db/club-data/catalog';
import { rawPostgres } from '@/db/club-data/raw-sql';

/**
 * One row of club `orgId` in every tenant table the features' own calls left empty
 * (allocation rounds, offers, duty confirmations, …: each needs a long setup through its
 * API). Built from the catalog like the export and delete: every required column gets a
 * value of its type, and every reference one of the club's rows of the table it names
 * (parents filled first). `VALUES` gives the few columns a check constraint limits.
 * Answers the tables it could not fill, with PostgreSQL's reason.
 */
const VALUES: Record<string, Record<string, string>> = {
  shift_offers: { kind: `'offer'` },
  allocation_marks: { mark: `'want'` },
};

const byType: Record<string, string> = {
  text: 'md5(random()::text)', // unguessable: some text columns hold secrets' hashes
  'character varying': 'md5(random()::text)',
  integer: '1',
  bigint: '1',
  smallint: '1',
  boolean: 'false',
  'timestamp with time zone': `'2024-06-01T10:00:00Z'`,
  date: `'2024-06-01'`,
  jsonb: `'{}'`,
  json: `'{}'`,
  ARRAY: `'{}'`,
  uuid: 'gen_random_uuid()',
  numeric: '1',
  'double precision': '1',
  real: '1',
};

export async function fillEmptyTables(sql: postgres.Sql, orgId: number): Promise<string[]> {
  const raw = rawPostgres(sql);
  const tables = (await tenantTables(raw)).map((t) => t.name);
  const keys = await sql<{ table: string; column: string; target: string }[]>`
    select src.relname as table, a.attname as column, dst.relname as target
    from pg_constraint k
    join pg_class src on src.oid = k.conrelid
    join pg_class dst on dst.oid = k.confrelid
    join lateral unnest(k.conkey) as c(num) on true
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = c.num
    where k.contype = 'f' and src.relnamespace = 'public'::regnamespace
      and a.attname <> 'organisation_id'`;
  const failed: string[] = [];
  // Parents first: the reverse of the order the delete uses.
  for (const table of referencingFirst(tables, await foreignKeys(raw)).reverse()) {
    const [has] = await sql.unsafe(
      `select exists (select 1 from "${table}" where organisation_id = $1) as yes`,
      [orgId],
    );
    if (has.yes) continue;
    const columns = await sql<{ name: string; type: string; udt: string }[]>`
      select column_name as name, data_type as type, udt_name as udt
      from information_schema.columns
      where table_schema = 'public' and table_name = ${table}
        and is_nullable = 'NO' and column_default is null
        and is_identity = 'NO' and is_generated = 'NEVER'`;
    const names: string[] = [];
    const values: string[] = [];
    for (const { name, type, udt } of columns) {
      const target = keys.find((k) => k.table === table && k.column === name)?.target;
      const value =
        name === 'organisation_id'
          ? String(orgId)
          : (VALUES[table]?.[name] ??
            (target
              ? `(select id from "${target}" where organisation_id = ${orgId} order by id limit 1)`
              : type === 'USER-DEFINED'
                ? `(enum_range(null::"${udt}"))[1]` // an enum's first value
                : byType[type]));
      names.push(`"${name}"`);
      values.push(value ?? 'null');
    }
    try {
      await sql.begin((tx) =>
        tx.unsafe(`insert into "${table}" (${names.join(', ')}) values (${values.join(', ')})`),
      );
    } catch (error) {
      failed.push(`${table}: ${(error as Error).message}`);
    }
  }
  return failed;
}
