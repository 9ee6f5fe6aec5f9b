import { and, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { forbidden } from '@/lib/http-errors';
import { canRead, readableFields, rowScope } from './access';
import { type CollectionDefinition, type Reader, readValue } from './definition';
import { anyOf } from './filters';
import type { ReadContext, Row } from './read';
import type { CollectionRegistry } from './registry';
import { clubZoneValues } from './zone';

// `expand`: the rows of other collections a page points to, or that point to it, side-loaded
// under their own names with their own read rules.

/** Collections `expand` accepts on `def`: targets of its ref fields, and reverse links. */
export function expandableFrom(
  collections: CollectionRegistry,
  def: CollectionDefinition,
  visibleFields: readonly string[],
) {
  const names = new Set<string>();
  for (const name of visibleFields) {
    const target = def.fields[name].ref?.collection;
    if (target && collections.has(target)) names.add(target);
  }
  for (const target of Object.keys(def.reverseExpand ?? {})) names.add(target);
  return [...names];
}

/** The columns this reader sees, selected under their API names. */
export function selection(def: CollectionDefinition, reader: Reader) {
  const columns: Record<string, AnyPgColumn> = {};
  for (const name of readableFields(def, reader))
    columns[name] = readValue(def.fields[name], reader);
  return columns;
}

/**
 * How each `expand` is loaded. A collection that the page points to through exactly one
 * of its ref fields is joined into the page's own statement (a left join on its id, with
 * its read rules in the join condition), so it costs no statement of its own. Reverse
 * links (many rows per page row), a collection reached through several ref fields or
 * stored in the page's own table, and one this reader may not read (403) are loaded after
 * the page as before: one statement each (`expandRows`).
 */
type ExpandStep = {
  name: string;
  join?: { target: CollectionDefinition; via: string; key: string };
};
export type ExpandPlan = ExpandStep[];

export function planExpands(
  ctx: ReadContext,
  def: CollectionDefinition,
  expand: string[],
): ExpandPlan {
  const visible = readableFields(def, ctx.reader);
  const tables = new Set<unknown>([def.table]);
  return expand.map((name) => {
    const target = ctx.collections.get(name);
    if (!target || def.reverseExpand?.[name] || !canRead(target, ctx.reader)) return { name };
    const via = visible.filter((f) => def.fields[f].ref?.collection === name);
    if (via.length !== 1 || tables.has(target.table)) return { name };
    tables.add(target.table);
    // Not a field name (fields are snake_case words), like TOTAL.
    return { name, join: { target, via: via[0], key: `__expand_${name}` } };
  });
}

/** The joined expands' rows, each once, taken off the page's rows. */
export function takeJoined(rows: Row[], plan: ExpandPlan): Map<string, Row[]> {
  const found = new Map<string, Row[]>();
  for (const { name, join } of plan) {
    if (!join) continue;
    const targets = new Map<number, Row>();
    for (const row of rows) {
      const target = row[join.key] as Row | null | undefined;
      delete row[join.key];
      if (target && target.id != null) targets.set(target.id, target);
    }
    found.set(name, [...targets.values()]);
  }
  return found;
}

/**
 * The rows of `name` that the page points to (ref fields), or that point to the page
 * (reverse links), seen with `name`'s own read rules: one statement, none if no ids.
 */
export async function expandRows(
  ctx: ReadContext,
  def: CollectionDefinition,
  rows: Row[],
  name: string,
): Promise<Row[]> {
  const target = ctx.collections.get(name);
  if (!target) return [];
  if (!canRead(target, ctx.reader))
    throw forbidden(`You do not have permission to expand '${name}'.`);
  let link: SQL | undefined;
  const reverseField = def.reverseExpand?.[name];
  if (reverseField) {
    if (!readableFields(target, ctx.reader).includes(reverseField)) return [];
    link = rows.length
      ? anyOf(
          target.fields[reverseField].column,
          rows.map((r) => r.id),
        )
      : undefined;
  } else {
    const refFields = readableFields(def, ctx.reader).filter(
      (f) => def.fields[f].ref?.collection === name,
    );
    const ids = new Set<number>();
    for (const row of rows) {
      for (const f of refFields) if (typeof row[f] === 'number') ids.add(row[f] as number);
    }
    link = ids.size ? anyOf(target.table.id, [...ids]) : undefined;
  }
  if (!link) return [];
  return (await ctx.db
    .select(selection(target, ctx.reader))
    .from(target.table)
    .where(and(rowScope(target, ctx.reader, ctx.orgId), link))
    .execute(clubZoneValues(ctx.timeZone))) as Row[];
}
