import { type Column, getTableName, type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * The club scoping of SQL written by hand (drizzle's sql`` template), beside `inClub()`
 * (db/scope.ts), which does the same for drizzle queries. Outside `db/`, no code names the
 * club column itself: `test/club-scope-rule.test.ts` fails on an `organisation_id` written
 * anywhere else, so a search for these helpers and `inClub` finds every club filter.
 *
 * The SQL they write is the text a hand would have written (`s.organisation_id = $1`), so
 * statements, their plans and the indexes that lead with the club column stay as they were.
 */

/** The column naming a row's club, in every tenant table. */
const CLUB = 'organisation_id';

/** A row of a statement: its alias (`'s'`) or, for a correlated subquery, the outer table. */
export type ClubRow = string | { organisationId: Column };

/** A club id: a value, a placeholder of a statement built once, or SQL (`$1::int`). */
export type ClubId = number | Placeholder | SQL;

const alias = /^[a-z_][a-z0-9_]*$/;

/** `s.organisation_id`, or `"events"."organisation_id"` for a table (as the outer row). */
function clubColumnOf(row: ClubRow): SQL {
  if (typeof row === 'string') {
    // Written into the SQL as it is: only a plain alias, never a value.
    if (!alias.test(row)) throw new Error(`not a SQL alias: ${row}`);
    return sql.raw(`${row}.${CLUB}`);
  }
  const column = row.organisationId;
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}

/**
 * The row aliased `row` is the club's: `where ${aliasInClub('s', orgId)} and s.id = …`
 * → `where s.organisation_id = $1 and s.id = …`.
 */
export function aliasInClub(row: string, orgId: ClubId): SQL {
  return sql`${clubColumnOf(row)} = ${orgId}`;
}

/**
 * Two rows are of the same club, the first half of every join on a composite
 * (organisation_id, id) key: `join events e on ${sameClub('e', 's')} and e.id = s.event_id`
 * → `e.organisation_id = s.organisation_id and …`. A side may be a table, the outer row of
 * a correlated subquery: `sameClub('p', shifts)` → `p.organisation_id = "shifts"."organisation_id"`.
 */
export function sameClub(a: ClubRow, b: ClubRow): SQL {
  return sql`${clubColumnOf(a)} = ${clubColumnOf(b)}`;
}

/**
 * The club column's name, for the column list of an insert written by hand:
 * `insert into ${requests} (${clubIdColumn}, person_id, …)` → `(organisation_id, person_id, …)`.
 */
export const clubIdColumn = sql.raw(CLUB);
