import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@test/test-database';
import { countWrites, mayWrite, WRITING_FUNCTIONS } from './write-generation';

describe('mayWrite', () => {
  it('counts every statement that changes data, including those a SELECT wraps', () => {
    for (const text of [
      'insert into people (name) values ($1)',
      'UPDATE shifts SET person_id = $1',
      'delete from news where id = $1',
      'with moved as (update shifts set x = 1 returning id) select json_agg(id) from moved',
      'with added as (insert into requests select * from unnest($1::int[]) returning *) select 1',
      'select crewcall_refresh_series_spans($1, $2)',
      'merge into t using s on true when matched then do nothing',
      'truncate jobs',
      'vacuum analyze shifts; create index x on y (z)',
    ]) {
      expect(mayWrite(text), text).toBe(true);
    }
  });

  it('lets plain reads through, whatever their columns are called', () => {
    for (const text of [
      'select id, updated_at, created_at, deleted from shifts where organisation_id = $1',
      "select set_config('app.organisation_id', $1, true)",
      'begin',
      'commit',
      'savepoint sp1',
      'release savepoint sp1',
      'select count(*) from people where lower(name) like $1',
    ]) {
      expect(mayWrite(text), text).toBe(false);
    }
  });
});

describe('the database’s functions that write', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('are all in WRITING_FUNCTIONS (a SELECT calling one is a write)', async () => {
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ name: string }[]>`
        select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema')
          and p.prorettype <> 'trigger'::regtype
          and p.prosrc ~* '\\m(insert|update|delete|merge|truncate)\\M'
          and p.proname like 'crewcall%'`;
      const writers = rows.map((r) => r.name);
      // Functions run by migrations only (never by the app's statements).
      const migrationsOnly = [
        'crewcall_same_club_references',
        'crewcall_protect_club_table',
        'crewcall_track_calendar_table',
      ];
      const called = writers.filter((name) => !migrationsOnly.includes(name));
      expect(called.sort()).toEqual([...WRITING_FUNCTIONS].sort());
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});

describe('countWrites on PGlite', () => {
  let pg: PGlite;
  let counted: ReturnType<typeof countWrites<PGlite>>;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec('create table t (id int primary key, name text)');
    counted = countWrites(pg);
  });
  afterAll(() => pg.close());

  it('moves on a write, not on a read', async () => {
    const before = counted.generation();
    await counted.client.query('select * from t');
    expect(counted.generation()).toBe(before);
    await counted.client.query('insert into t values (1, $1)', ['one']);
    expect(counted.generation()).toBeGreaterThan(before);
  });

  it('moves again when a transaction that wrote ends, committed or rolled back', async () => {
    let inside = 0;
    const before = counted.generation();
    await counted.client.transaction(async (tx) => {
      await tx.query("update t set name = 'uno' where id = 1");
      inside = counted.generation();
    });
    expect(inside).toBeGreaterThan(before);
    expect(counted.generation()).toBeGreaterThan(inside);
    const beforeRollback = counted.generation();
    await counted.client
      .transaction(async (tx) => {
        await tx.query("update t set name = 'one' where id = 1");
        throw new Error('undo');
      })
      .catch(() => {});
    expect(counted.generation()).toBeGreaterThan(beforeRollback + 1);
    expect((await pg.query<{ name: string }>('select name from t')).rows[0].name).toBe('uno');
  });

  it('stays put for a transaction that only read, and keeps PGlite’s other calls working', async () => {
    const before = counted.generation();
    const rows = await counted.client.transaction(async (tx) => {
      await tx.query("select set_config('app.organisation_id', '1', true)");
      return (await tx.query('select id from t')).rows;
    });
    expect(rows).toEqual([{ id: 1 }]);
    expect(counted.generation()).toBe(before);
    expect(counted.client.closed).toBe(false); // a property of PGlite's own, as it is
  });
});
