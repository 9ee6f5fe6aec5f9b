import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-database';

/**
 * Past one database (issue 27, item 7; infra/SCALING.md): the tenant tables can be
 * distributed by `organisation_id` (Citus) with every join between them co-located only
 * if every key that ties two tenant rows together carries the club. Read from the
 * migrated schema's catalog, so a new table is checked the day it is added. The
 * exceptions are listed here and in infra/SCALING.md, each with the step that removes it.
 */
const CLUB = 'organisation_id';

/**
 * Tables without `organisation_id`, shared by every club: on Citus, reference tables
 * (a copy on every node, joinable with any shard).
 * - organisations: the clubs themselves, the distribution key's own table.
 * - accounts: a login is one person in several clubs (one email, one password).
 */
const REFERENCE_TABLES = ['accounts', 'organisations'];

/**
 * Unique keys on tenant tables without the club: Citus cannot enforce them on a
 * distributed table. Each is a lookup that happens before the club is known, by a value
 * only its club's link carries; the move scopes each lookup by the Host's club first
 * (then the key becomes (organisation_id, …)), or, for domains, makes the table the
 * routing reference table.
 */
const GLOBAL_UNIQUE_KEYS = [
  'organisation_domains(domain)', // Host → club: the routing table itself
  'password_reset_tokens(token_hash)', // reset links
  'people(email_settings_uid)', // mail-settings links
  'refresh_tokens(token_hash)', // session refresh
];

let sql: postgres.Sql;
let drop: () => Promise<void>;

type Key = {
  table: string;
  name: string;
  type: string;
  columns: string[];
  target: string | null;
  targetColumns: string[] | null;
};

/** Primary, unique and foreign keys, and unique indexes, with their column names in order. */
async function keys(): Promise<Key[]> {
  return sql<Key[]>`
    select t.relname as table, k.conname as name, k.contype as type,
      array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)::text[] as columns,
      f.relname as target,
      case when k.contype = 'f' then
        array(select a.attname from unnest(k.confkey) with ordinality u(n, i)
              join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)::text[]
      end as "targetColumns"
    from pg_constraint k
    join pg_class t on t.oid = k.conrelid
    left join pg_class f on f.oid = k.confrelid
    where t.relnamespace = 'public'::regnamespace and k.contype in ('p', 'u', 'f')
    union all
    select t.relname, i.relname, 'i',
      array(select coalesce(a.attname, '(expression)') from unnest(x.indkey) with ordinality u(n, i)
            left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = u.n
            order by u.i)::text[],
      null, null
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    where t.relnamespace = 'public'::regnamespace and x.indisunique
      and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`;
}

let tenant: Set<string>;
let all: string[];

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  sql = postgres(created.url, { max: 1, onnotice: () => {} });
  all = (
    await sql<{ name: string }[]>`
      select relname as name from pg_class
      where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`
  ).map((r) => r.name);
  tenant = new Set(
    (
      await sql<{ name: string }[]>`
        select table_name as name from information_schema.columns
        where table_schema = 'public' and column_name = ${CLUB} and is_nullable = 'NO'`
    ).map((r) => r.name),
  );
});

afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await drop?.();
});

describe('keys for distributing by organisation_id', () => {
  it('every table is a tenant table (organisation_id not null) or a listed reference table', () => {
    expect(tenant.size).toBeGreaterThan(40);
    expect(all.filter((table) => !tenant.has(table))).toEqual(REFERENCE_TABLES);
  });

  it('every foreign key to a tenant table carries organisation_id on both sides, in the same place', async () => {
    const wrong = (await keys())
      .filter((k) => k.type === 'f' && k.target && tenant.has(k.target))
      .filter((k) => {
        const at = k.columns.indexOf(CLUB);
        return at < 0 || k.targetColumns?.[at] !== CLUB;
      })
      .map((k) => `${k.table}.${k.name} (${k.columns}) → ${k.target}(${k.targetColumns})`);
    expect(wrong).toEqual([]);
  });

  it('tenant tables refer to no other shared table than the reference tables', async () => {
    const targets = (await keys())
      .filter((k) => k.type === 'f' && tenant.has(k.table) && k.target && !tenant.has(k.target))
      .map((k) => k.target as string);
    expect([...new Set(targets)].sort()).toEqual(
      REFERENCE_TABLES.filter((t) => targets.includes(t)),
    );
  });

  it("every tenant table's primary key carries organisation_id, or is its own identity id (to widen before the move)", async () => {
    const identity = new Set(
      (
        await sql<{ table: string }[]>`
          select table_name as table from information_schema.columns
          where table_schema = 'public' and column_name = 'id'
            and (is_identity = 'YES' or column_default like 'nextval(%')`
      ).map((r) => r.table),
    );
    const primary = (await keys()).filter((k) => k.type === 'p' && tenant.has(k.table));
    expect(primary.map((k) => k.table).sort()).toEqual([...tenant].sort()); // each has one
    const wrong = primary
      .filter((k) => !k.columns.includes(CLUB))
      .filter((k) => !(k.columns.length === 1 && k.columns[0] === 'id' && identity.has(k.table)))
      .map((k) => `${k.table} (${k.columns})`);
    expect(wrong).toEqual([]);
  });

  it('unique keys on tenant tables carry organisation_id, but for the listed lookups', async () => {
    const global = (await keys())
      .filter((k) => (k.type === 'u' || k.type === 'i') && tenant.has(k.table))
      .filter((k) => !k.columns.includes(CLUB))
      .map((k) => `${k.table}(${k.columns.join(', ')})`)
      .sort();
    expect(global).toEqual(GLOBAL_UNIQUE_KEYS);
  });
});
