import { Column, is, type SQL, type SQLWrapper, SQL as SqlChunk, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Answers written as JSON by PostgreSQL, for the calls that send many rows of several
 * kinds at once (the shift planner's load). Reading each row into objects (postgres.js
 * parsing, drizzle decoding) and writing them out again with JSON.stringify cost the API
 * more CPU than the statements cost the database; here the API receives one text value
 * and sends it as it is.
 *
 * The JSON matches what JSON.stringify would write for the same rows: keys in the
 * selection's order, moments already ISO text (iso-moment.ts), numeric columns as JSON
 * numbers. PostgreSQL writes `"a" : 1` with spaces where JSON.stringify writes `"a":1`;
 * a client parses both alike.
 *
 * Removing it (selecting rows and letting Fastify write them) would put per-row parsing,
 * decoding and JSON.stringify back into the API on its heaviest answers (the shift
 * planner's load, the request batch, the dashboard lists). What it costs to keep: the JSON
 * is written by SQL, so no TypeScript type checks it; test/request-path/json-rows.ts
 * checks it parses to what JSON.stringify gives for the same rows.
 */

export type JsonField = AnyPgColumn | SQL | SQL.Aliased;

/** Keys are the code's own names; quoted as SQL literals, never from input. */
const literal = (key: string) => sql.raw(`'${key.replace(/'/g, "''")}'`);

function fieldSql(key: string, field: JsonField): SQL {
  if (is(field, Column)) {
    // A timestamp would come out in PostgreSQL's format, not the API's: select it with
    // isoMoment instead. Numeric (hours) as float8 writes 1.5 where numeric writes 1.50.
    if (field.dataType === 'date') {
      throw new Error(`json-rows: select ${key} with isoMoment, not as a timestamp column`);
    }
    return field.columnType === 'PgNumeric' ? sql`${field}::float8` : sql`${field}`;
  }
  return is(field, SqlChunk) ? field : (field as SQL.Aliased).sql;
}

/** One row of `fields` as a JSON object: json_build_object('key', value, …). */
export function jsonObject(fields: Record<string, JsonField>): SQL<string> {
  const pairs = Object.entries(fields).map(
    ([key, field]) => sql`${literal(key)}, ${fieldSql(key, field)}`,
  );
  return sql<string>`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The columns a keyed list needs from each row (for `keyedRows`): its id, the row as JSON
 * and its place in `orderBy`.
 */
export function keyedRowColumns<C extends AnyPgColumn>(
  id: C,
  fields: Record<string, JsonField>,
  orderBy: SQL[],
) {
  return {
    id,
    j: jsonObject(fields).as('j'),
    n: sql<number>`row_number() over (order by ${sql.join(orderBy, sql`, `)})`.as('n'),
  };
}

/**
 * From a subquery selecting keyedRowColumns: `by_id`, the rows keyed by id
 * ({"12": {…}, …}, in id order as JSON.stringify writes integer keys) and `ids`, the ids
 * in the list's order. One row, `{}` and `[]` when the list is empty.
 */
export const keyedRows = (list: SQLWrapper) =>
  sql`(select coalesce(json_object_agg(q.id, q.j order by q.id), '{}') as by_id,
    coalesce(json_agg(q.id order by q.n), '[]') as ids from (${list}) q)`;

/**
 * `fields` with each column named as its key, for a list whose rows PostgreSQL writes as
 * JSON (jsonRowsOf): `select …, "events"."name" as "event_name", …`.
 */
export function namedColumns(fields: Record<string, JsonField>): Record<string, SQL.Aliased> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, sql`${fieldSql(key, field)}`.as(key)]),
  );
}

/**
 * The rows of `list` (a select of namedColumns) as a JSON array, as text, in the order
 * `orderBy` gives by those names (e.g. `"created", "id"`: ISO moments in UTC sort as
 * their moments); `[]` when there are none. row_to_json writes each row as
 * JSON.stringify would, keys in the select's order.
 */
export const jsonRowsOf = (list: SQLWrapper, orderBy: string) =>
  sql<string>`${jsonRowsValue(list, orderBy)}::text`;

/**
 * The same array as a JSON value, not text: for a column of a statement whose rows
 * postgres.js parses (the dashboard clock's cards), where it arrives as the array itself.
 */
export const jsonRowsValue = <T>(list: SQLWrapper, orderBy: string) =>
  sql<T>`(select coalesce(json_agg(row_to_json(q) order by ${sql.raw(orderBy)}), '[]') from (${list}) q)`;

/** A statement whose one row's `body` is `list`'s rows as JSON text (see jsonRowsOf). */
export const jsonRowsStatement = (list: SQLWrapper, orderBy: string) =>
  sql`select ${jsonRowsOf(list, orderBy)} as body`;
