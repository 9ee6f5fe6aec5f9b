import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { aliasInClub, clubIdColumn, sameClub } from './club-sql';
import { events, shifts } from './schema';

/** The helpers write the SQL a hand would have (same text, so the same plans). */
const dialect = new PgDialect();
const text = (fragment: ReturnType<typeof sql>) => dialect.sqlToQuery(fragment);

describe('club SQL helpers', () => {
  it('aliasInClub: the aliased row is the club’s, its id a parameter', () => {
    expect(text(sql`where ${aliasInClub('s', 7)}`)).toMatchObject({
      sql: 'where s.organisation_id = $1',
      params: [7],
    });
    const placeholder = text(sql`${aliasInClub('e', sql`${sql.placeholder('orgId')}::int`)}`);
    expect(placeholder.sql).toBe('e.organisation_id = $1::int');
  });

  it('sameClub: two aliases, or an alias and the outer table', () => {
    expect(text(sql`${sameClub('e', 's')}`).sql).toBe('e.organisation_id = s.organisation_id');
    expect(text(sql`${sameClub('p', shifts)}`).sql).toBe(
      'p.organisation_id = "shifts"."organisation_id"',
    );
    expect(text(sql`${sameClub(events, 'r')}`).sql).toBe(
      '"events"."organisation_id" = r.organisation_id',
    );
  });

  it('clubIdColumn: the bare column name for an insert column list', () => {
    expect(text(sql`(${clubIdColumn}, person_id)`).sql).toBe('(organisation_id, person_id)');
  });

  it('refuses an alias that is not a plain SQL name (it is written into the SQL as it is)', () => {
    expect(() => aliasInClub('s; drop table x', 1)).toThrow(/not a SQL alias/);
    expect(() => sameClub('e', 'S"')).toThrow(/not a SQL alias/);
  });
});
