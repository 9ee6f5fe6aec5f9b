import { and, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { canRead, readableFields, rowScope } from './access';
import { type CollectionDefinition, type FieldDef, type Reader, readValue } from './definition';
import { containsPattern } from './filters';
import type { SortKey } from './list-params';
import type { ReadContext } from './read';

/**
 * `search`: every word must match (ILIKE) at least one search field the reader can see.
 * A ref field searches the collection it points to (records: by competency name) through
 * a subquery of the same statement, so searching never adds a round trip. The words are
 * placeholders (`w0`, `p0`, … with `searchValues`): the statement is written once per
 * shape of call (read.ts).
 */
export function searchCondition(
  { collections, reader, orgId }: ReadContext,
  def: CollectionDefinition,
  words: string[],
): SQL | undefined {
  if (!words.length) return undefined;
  const fields = searchFields(def, reader);
  const perWord = words.map((_, word) => {
    const matches = fields.flatMap((field) => {
      if (field.kind === 'text') return [textMatches(field, word)];
      const target = field.ref && collections.get(field.ref.collection);
      if (!target || !canRead(target, reader)) return [];
      const inTarget = textSearch(target, reader, word);
      if (!inTarget) return [];
      // = any(array(…)): the subquery runs once and the ref's index answers; `in (…)` under
      // the OR became a hashed subplan over every row (6x slower counts on 20,000 records).
      return [
        sql`${field.column} = any(array(select ${target.table.id} from ${target.table} where ${and(rowScope(target, reader, orgId), inTarget)}))`,
      ];
    });
    // No field to look in: nothing can match (rather than everything).
    return matches.length ? or(...matches) : sql`false`;
  });
  return and(...perWord);
}

/** The target's own text search fields, for a ref search (one level, no recursion). */
function textSearch(def: CollectionDefinition, reader: Reader, word: number) {
  const columns = searchFields(def, reader)
    .filter((field) => field.kind === 'text')
    .map((field) => textMatches(field, word));
  return columns.length ? or(...columns) : undefined;
}

/**
 * The search fields the reader can see. When they include every field of the
 * collection's joined column (`searchTogether`), that column stands in for them, once,
 * where the first of them stood.
 */
function searchFields(def: CollectionDefinition, reader: Reader): FieldDef[] {
  const visible = new Set(readableFields(def, reader));
  const names = (def.search ?? []).filter((name) => visible.has(name));
  const together = def.searchTogether;
  if (!together?.fields.every((name) => names.includes(name)))
    return names.map((name) => def.fields[name]);
  const first = names.find((name) => together.fields.includes(name));
  return names.flatMap((name) => {
    if (!together.fields.includes(name)) return [def.fields[name]];
    if (name !== first) return [];
    return [{ column: together.column, kind: 'text', searchLower: together.column }];
  });
}

/**
 * Case-insensitive contains: on the lower-cased copy when the field has one. The word is
 * lower-cased here, not with SQL lower(): in a prepared statement's generic plan lower($1)
 * runs again for every row.
 *
 * On the copy the test is `strpos(copy, word) > 0` rather than `copy like '%word%'` (the
 * same rows: the word is found as typed, wildcards and all). PostgreSQL cannot estimate
 * how many rows a LIKE parameter matches, so the prepared statement's generic plan looked
 * dearer than one planned for the word and every search was planned afresh (0.3-0.5 ms
 * of 5,000 people's search); strpos is estimated alike with or without the word, so the
 * generic plan (the same plan) is kept after five calls.
 */
function textMatches(field: FieldDef, word: number): SQL {
  return field.searchLower
    ? contains(field.searchLower, word)
    : ilike(readValue(field), sql.placeholder(`p${word}`));
}

/** `column` (lower-cased text) contains the lower-cased word. */
const contains = (column: AnyPgColumn, word: number): SQL =>
  sql`strpos(${column}, ${sql.placeholder(`w${word}`)}) > 0`;

/** The values of the search's placeholders: each word lower-cased, and as an ILIKE pattern. */
export function searchValues(words: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  words.forEach((word, i) => {
    values[`w${i}`] = word.toLowerCase();
    values[`p${i}`] = containsPattern(word);
  });
  return values;
}

/**
 * ORDER BY the requested keys (or the collection's default), then id so that pages never
 * overlap or skip rows when sort values tie. The id runs in the direction of the last
 * key, so one ascending index (…, achieved, id) serves both `achieved` and `-achieved`.
 * Text sorts ignore case (spec: "names case-insensitively").
 */
export function orderBy(def: CollectionDefinition, requested: SortKey[], reader?: Reader): SQL[] {
  const keys = requested.length ? requested : def.defaultSort.map(parseSortKey);
  const last = keys.at(-1);
  const withTieBreak = keys.some((k) => k.field === 'id')
    ? keys
    : [...keys, { field: 'id', descending: last?.descending ?? false }];
  return withTieBreak.map(({ field, descending }) => {
    const column = readValue(def.fields[field], reader);
    const value = def.fields[field].kind === 'text' ? sql`lower(${column})` : sql`${column}`;
    return descending ? desc(value) : asc(value);
  });
}

const parseSortKey = (key: string): SortKey =>
  key.startsWith('-')
    ? { field: key.slice(1), descending: true }
    : { field: key, descending: false };
