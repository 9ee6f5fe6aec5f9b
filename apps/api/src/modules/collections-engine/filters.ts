import { DATE_FORMAT_MESSAGE, isIsoDate } from '@crewcall/contract';
import {
  Column,
  eq,
  gt,
  gte,
  ilike,
  is,
  isNotNull,
  isNull,
  lt,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type FieldDef, type FieldKind, readValue } from './definition';
import { CLUB_ZONE_PLACEHOLDER } from './zone';

/**
 * One filter (`field__op=value`) to SQL. Values arrive as query strings and are checked
 * here, so a bad value is a 400 naming the parameter, never a database error.
 */
export type FilterOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'contains' | 'isnull';

const NUMERIC_OPS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in'] as const;
const RANGE_OPS = ['eq', 'gt', 'ge', 'lt', 'le', 'isnull'] as const;

export const OPS_BY_KIND: Record<FieldKind, readonly FilterOp[]> = {
  id: NUMERIC_OPS,
  number: [...NUMERIC_OPS, 'isnull'],
  ref: ['eq', 'ne', 'in', 'isnull'],
  text: ['contains', 'eq', 'isnull'],
  boolean: ['eq'],
  date: RANGE_OPS,
  moment: RANGE_OPS,
  choice: ['eq', 'ne', 'in'],
  list: [],
};

/** The operator of a bare `field=value`: text is searched, everything else matched. */
export const defaultOp = (kind: FieldKind): FilterOp => (kind === 'text' ? 'contains' : 'eq');

/** Thrown for a value the operator cannot use; the caller keys it by parameter. */
export class FilterValueError extends Error {}

const MAX_IN_VALUES = 1000;
const INT4_MAX = 2_147_483_647;

function parseInteger(raw: string): number {
  const n = Number(raw.trim());
  if (!/^-?\d+$/.test(raw.trim()) || Math.abs(n) > INT4_MAX) {
    throw new FilterValueError('A valid integer is required.');
  }
  return n;
}

function parseBoolean(raw: string): boolean {
  const v = raw.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new FilterValueError('Must be true or false.');
}

/** A real day of years 0001-9999 (PostgreSQL has no year 0000). */
function parseDay(raw: string): string {
  const v = raw.trim();
  if (!isIsoDate(v)) throw new FilterValueError(DATE_FORMAT_MESSAGE);
  return v;
}

function parseChoice(raw: string, choices: readonly string[]): string {
  if (!choices.includes(raw)) {
    throw new FilterValueError(
      `'${raw}' is not a valid choice. Use one of: ${choices.join(', ')}.`,
    );
  }
  return raw;
}

/** `%`, `_` and `\` typed by a person are literal characters, not wildcards. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** A list for `in`: `1,2,3`. */
function parseList<T>(raw: string, parse: (item: string) => T): T[] {
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length > MAX_IN_VALUES) {
    throw new FilterValueError(`Give at most ${MAX_IN_VALUES} values.`);
  }
  return items.map(parse);
}

/** `x = any($1)`: one array parameter however many values (no parameter-count limit). */
export const anyOf = (column: AnyPgColumn | SQL, values: unknown[] | Placeholder, type = 'int') =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;

function compare(column: AnyPgColumn, op: FilterOp, value: unknown): SQL {
  switch (op) {
    case 'eq':
      return eq(column, value);
    case 'ne': // nulls count as "not equal", as a person reading the list would expect
      return sql`${column} is distinct from ${value}`;
    case 'gt':
      return gt(column, value);
    case 'ge':
      return gte(column, value);
    case 'lt':
      return lt(column, value);
    default:
      return lte(column, value);
  }
}

/**
 * A day on a timestamp column covers the whole day in the club's time zone (the list's
 * `tz` placeholder, read.ts): le 2024-05-01 includes its evening. The next midnight is
 * computed by PostgreSQL, so 9999-12-31 works too (a JavaScript Date of year 10000 would
 * not be sent in a form PostgreSQL reads), and daylight saving is PostgreSQL's too.
 */
function momentCondition(column: AnyPgColumn, op: FilterOp, day: Placeholder): SQL {
  const zone = sql.placeholder(CLUB_ZONE_PLACEHOLDER);
  const start = sql`(${day}::date::timestamp at time zone ${zone})`;
  const next = sql`((${day}::date + 1)::timestamp at time zone ${zone})`;
  if (op === 'eq') return sql`(${column} >= ${start} and ${column} < ${next})`;
  if (op === 'gt') return sql`${column} >= ${next}`;
  if (op === 'ge') return sql`${column} >= ${start}`;
  if (op === 'lt') return sql`${column} < ${start}`;
  return sql`${column} < ${next}`;
}

/**
 * A checked filter, kept apart from its SQL: the list statement is written once per shape
 * of call (read.ts) with a placeholder where the value goes, and the value is sent with it.
 */
export type Filter = {
  /** What the statement's text depends on: the parameter, and for `isnull` its answer. */
  shape: string;
  value: unknown;
  /** The condition, with `placeholder` standing for the value. */
  toSql: (placeholder: string) => SQL;
};

export function filterCondition(key: string, field: FieldDef, op: FilterOp, raw: string): Filter {
  const column = readValue(field);
  if (op === 'isnull') {
    const wanted = parseBoolean(raw);
    return {
      shape: `${key}=${wanted}`,
      value: null,
      toSql: () => (wanted ? isNull(column) : isNotNull(column)),
    };
  }
  return {
    shape: key,
    value: filterValue(field, op, raw),
    toSql: (name) => filterSql(field, op, sql.placeholder(name)),
  };
}

/** The value of `field__op=raw`, checked: a FilterValueError names what is wrong. */
function filterValue(field: FieldDef, op: FilterOp, raw: string): unknown {
  switch (field.kind) {
    case 'id':
    case 'number':
    case 'ref':
      return op === 'in' ? parseList(raw, parseInteger) : parseInteger(raw);
    case 'text':
      if (raw.length > 200) throw new FilterValueError('Use at most 200 characters.');
      return op === 'contains' ? containsPattern(raw) : raw;
    case 'boolean':
      return parseBoolean(raw);
    case 'date':
    case 'moment':
      return parseDay(raw);
    case 'choice': {
      const choices = field.choices ?? [];
      const parse = (v: string) => parseChoice(v, choices);
      return op === 'in' ? parseList(raw, parse) : parse(raw);
    }
    default:
      throw new FilterValueError('This field cannot be filtered.');
  }
}

/**
 * The condition with `value` standing for the checked value. Compared with a column, the
 * value goes through the column's encoder as drizzle's operators send a plain value.
 */
function filterSql(field: FieldDef, op: FilterOp, value: Placeholder): SQL {
  const column = readValue(field);
  const bound = is(column, Column) ? sql.param(value, column) : value;
  switch (field.kind) {
    case 'id':
    case 'number':
    case 'ref':
      return op === 'in' ? anyOf(column, value) : compare(column, op, bound);
    case 'text':
      return op === 'contains' ? ilike(column, value) : eq(column, bound);
    case 'boolean':
      return eq(column, bound);
    case 'date':
      return compare(column, op, bound);
    case 'moment':
      return momentCondition(column, op, value);
    default:
      // choice; enum = text[] has no operator: `in` compares the enum's text
      return op === 'in' ? anyOf(sql`${column}::text`, value, 'text') : compare(column, op, bound);
  }
}
