import type { CollectionResults } from '@crewcall/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import { forbidden, notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { assertCanRead, canRead, readableFields, rowScope } from './access';
import { type CollectionDefinition, type Reader, readValue } from './definition';
import { anyOf } from './filters';
import type { ListParams } from './list-params';
import type { CollectionRegistry } from './registry';
import { orderBy, searchCondition } from './search-sort';

/**
 * Reads. A list costs a fixed number of statements whatever the page size: one for the
 * page with its count and the collections it points to (`expand`, joined), then one per
 * reverse expand (side by side). Nothing is queried per row.
 */
export type ReadContext = {
  db: Executor;
  orgId: number;
  reader: Reader;
  collections: CollectionRegistry;
};
type Row = Record<string, unknown> & { id: number };

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
function selection(def: CollectionDefinition, reader: Reader) {
  const columns: Record<string, AnyPgColumn> = {};
  for (const name of readableFields(def, reader)) columns[name] = readValue(def.fields[name]);
  return columns;
}

/** Not a field name (fields are snake_case words), so it cannot clash with one. */
const TOTAL = '__total';

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
type ExpandPlan = ExpandStep[];

function planExpands(ctx: ReadContext, def: CollectionDefinition, expand: string[]): ExpandPlan {
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

/** SELECT the page's fields (and `extra`) FROM its table, with the joined expands. */
function pageQuery(
  ctx: ReadContext,
  def: CollectionDefinition,
  plan: ExpandPlan,
  extra: Record<string, SQL> = {},
) {
  const fields: Record<string, unknown> = { ...selection(def, ctx.reader), ...extra };
  for (const { join } of plan) if (join) fields[join.key] = selection(join.target, ctx.reader);
  let query = ctx.db
    .select(fields as SelectedFields)
    .from(def.table)
    .$dynamic();
  for (const { join } of plan) {
    if (!join) continue;
    const { target, via } = join;
    const on = and(
      eq(target.table.id, readValue(def.fields[via])),
      rowScope(target, ctx.reader, ctx.orgId),
    );
    query = query.leftJoin(target.table, on);
  }
  return query;
}

/** The joined expands' rows, each once, taken off the page's rows. */
function takeJoined(rows: Row[], plan: ExpandPlan): Map<string, Row[]> {
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

export async function listRows(
  ctx: ReadContext,
  def: CollectionDefinition,
  params: ListParams,
): Promise<CollectionResults> {
  assertCanRead(def, ctx.reader);
  const where = and(
    rowScope(def, ctx.reader, ctx.orgId),
    params.visibleOnly ? def.visibleOnly?.() : undefined,
    searchCondition(ctx, def, params.search),
    ...params.filters,
  );
  const countQuery = ctx.db.select({ total: count() }).from(def.table).where(where);
  // The count rides in the page's statement as an uncorrelated subquery: PostgreSQL runs
  // it once (an InitPlan, index-only where it can) and the page still stops after `limit`
  // rows of an ordered index. `count(*) over ()` would read every match instead (7x the
  // cost on 20,000 records); a separate statement would cost a round trip (bench/).
  const plan = planExpands(ctx, def, params.expand);
  let page = pageQuery(ctx, def, plan, { [TOTAL]: sql<number>`(${countQuery})` })
    .where(where)
    .orderBy(...orderBy(def, params.sort));
  // The page size is written into the statement, not sent as a parameter: PostgreSQL
  // plans `limit $n` for a tenth of the matches, so the shared (generic) plan of the
  // prepared statement looked dearer than planning each call for its values, and every
  // call was planned afresh (0.2-0.45 ms of the database's time for a page of records).
  // With the number in the text the generic plan is kept after five calls. A checked
  // integer (list-params.ts); a handful of distinct sizes, one prepared statement each.
  if (params.limit !== null) page = page.limit(sql.raw(String(params.limit)) as unknown as number);
  if (params.offset) page = page.offset(params.offset);
  const rows = (await page) as (Row & { [TOTAL]?: unknown })[];
  let total = rows.length ? Number(rows[0][TOTAL]) : 0;
  // A page past the end has no row to carry the count: only then is it asked on its own.
  if (!rows.length && params.offset) [{ total }] = await countQuery;
  for (const row of rows) delete row[TOTAL];
  return answer(ctx, def, rows, total, plan);
}

/** One row in the same results shape; 404 when this reader cannot see it. */
export async function detailRow(
  ctx: ReadContext,
  def: CollectionDefinition,
  id: number,
  expand: string[],
): Promise<CollectionResults> {
  assertCanRead(def, ctx.reader);
  const plan = planExpands(ctx, def, expand);
  const rows = (await pageQuery(ctx, def, plan).where(
    and(rowScope(def, ctx.reader, ctx.orgId), eq(def.table.id, id)),
  )) as Row[];
  if (!rows.length) throw notFound();
  return answer(ctx, def, rows, 1, plan);
}

/** Rows just written, in the order given (what POST and PUT answer). */
export async function rowsById(
  ctx: ReadContext,
  def: CollectionDefinition,
  ids: number[],
): Promise<CollectionResults> {
  const rows = (await ctx.db
    .select(selection(def, ctx.reader))
    .from(def.table)
    .where(and(rowScope(def, ctx.reader, ctx.orgId), anyOf(def.table.id, ids)))) as Row[];
  const found = new Set(rows.map((r) => r.id));
  return {
    ...(await answer(ctx, def, rows, rows.length, [])),
    ids: ids.filter((id) => found.has(id)),
  };
}

async function answer(
  ctx: ReadContext,
  def: CollectionDefinition,
  rows: Row[],
  total: number,
  plan: ExpandPlan,
): Promise<CollectionResults> {
  const joined = takeJoined(rows, plan);
  const expanded = await Promise.all(
    plan.map((step) =>
      step.join ? (joined.get(step.name) ?? []) : expandRows(ctx, def, rows, step.name),
    ),
  );
  const results: CollectionResults['results'] = { [def.name]: byId(rows) };
  plan.forEach(({ name }, i) => {
    results[name] = byId(expanded[i]);
  });
  return { results, count: total, ids: rows.map((r) => r.id) };
}

const byId = (rows: Row[]) => Object.fromEntries(rows.map((r) => [String(r.id), r]));

/**
 * The rows of `name` that the page points to (ref fields), or that point to the page
 * (reverse links), seen with `name`'s own read rules: one statement, none if no ids.
 */
async function expandRows(
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
    .where(and(rowScope(target, ctx.reader, ctx.orgId), link))) as Row[];
}
