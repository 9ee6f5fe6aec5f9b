import { and, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
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
  const visible = new Set(readableFields(def, reader));
  const fields = (def.search ?? []).filter((name) => visible.has(name));
  const perWord = words.map((_, word) => {
    const matches = fields.flatMap((name) => {
      const field = def.fields[name];
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
  const visible = new Set(readableFields(def, reader));
  const columns = (def.search ?? [])
    .filter((name) => visible.has(name) && def.fields[name].kind === 'text')
    .map((name) => textMatches(def.fields[name], word));
  return columns.length ? or(...columns) : undefined;
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
    ? sql`strpos(${field.searchLower}, ${sql.placeholder(`w${word}`)}) > 0`
    : ilike(readValue(field), sql.placeholder(`p${word}`));
}

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
export function orderBy(def: CollectionDefinition, requested: SortKey[]): SQL[] {
  const keys = requested.length ? requested : def.defaultSort.map(parseSortKey);
  const last = keys.at(-1);
  const withTieBreak = keys.some((k) => k.field === 'id')
    ? keys
    : [...keys, { field: 'id', descending: last?.descending ?? false }];
  return withTieBreak.map(({ field, descending }) => {
    const column = readValue(def.fields[field]);
    const value = def.fields[field].kind === 'text' ? sql`lower(${column})` : sql`${column}`;
    return descending ? desc(value) : asc(value);
  });
}

const parseSortKey = (key: string): SortKey =>
  key.startsWith('-')
    ? { field: key.slice(1), descending: true }
    : { field: key, descending: false };
