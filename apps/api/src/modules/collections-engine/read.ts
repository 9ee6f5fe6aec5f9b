import type { CollectionResults } from '@crewcall/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Preparable } from '@/db/reusable-query';
import { notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { assertCanRead, rowScope } from './access';
import { countKey, keepCount, keptCount } from './counts';
import { type CollectionDefinition, type Reader, readValue } from './definition';
import { type ExpandPlan, expandRows, planExpands, selection, takeJoined } from './expand';
import { anyOf } from './filters';
import type { ListParams } from './list-params';
import type { CollectionRegistry } from './registry';
import { orderBy, searchCondition, searchValues } from './search-sort';
import { runShaped } from './statements';
import { clubZoneValues } from './zone';

// Imported from here by the isolation test, as before `expand` had a file of its own.
export { expandableFrom } from './expand';

/**
 * Reads. A list costs a fixed number of statements whatever the page size: one for the
 * page with its count and the collections it points to (`expand`, joined), then one per
 * reverse expand (side by side). Nothing is queried per row. The list statement is
 * built into SQL once per shape of call (statements.ts).
 */
export type ReadContext = {
  db: Executor;
  orgId: number;
  /** The club's time zone: a day in a filter of a moment (`start__ge=2024-05-01`) is its day there. */
  timeZone: string;
  reader: Reader;
  collections: CollectionRegistry;
};
export type Row = Record<string, unknown> & { id: number };

/** Not a field name (fields are snake_case words), so it cannot clash with one. */
const TOTAL = '__total';

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

export async function listRows(
  ctx: ReadContext,
  def: CollectionDefinition,
  params: ListParams,
): Promise<CollectionResults> {
  assertCanRead(def, ctx.reader);
  const plan = planExpands(ctx, def, params.expand);
  // The count rides in the page's statement as an uncorrelated subquery: PostgreSQL runs
  // it once (an InitPlan, index-only where it can) and the page still stops after `limit`
  // rows of an ordered index. `count(*) over ()` would read every match instead (7x the
  // cost on 20,000 records); a separate statement would cost a round trip (bench/). A
  // count kept for this list (counts.ts) leaves the subquery out.
  const values = listValues(ctx, params);
  const version = def.countVersion && (await def.countVersion(ctx.db, ctx.orgId));
  const key = version === undefined ? undefined : countKey(ctx, def, params, values, version);
  const kept = key === undefined ? undefined : keptCount(key);
  const withCount = kept === undefined;
  const rows = await runShaped<Row & { [TOTAL]?: unknown }>(
    ctx.db,
    def,
    listShape(ctx, params, plan) + (withCount ? '' : '|kept count'),
    () => {
      const total = sql<number>`(${countQuery(ctx, def, params)})`;
      let page = pageQuery(ctx, def, plan, withCount ? { [TOTAL]: total } : {})
        .where(listWhere(ctx, def, params))
        .orderBy(...orderBy(def, params.sort, ctx.reader));
      // The page size is written into the statement, not sent as a parameter: PostgreSQL
      // plans `limit $n` for a tenth of the matches, so the shared (generic) plan of the
      // prepared statement looked dearer than planning each call for its values, and every
      // call was planned afresh (0.2-0.45 ms of the database's time for a page of records).
      // With the number in the text the generic plan is kept after five calls. A checked
      // integer (list-params.ts); a handful of distinct sizes, one prepared statement each.
      if (params.limit !== null)
        page = page.limit(sql.raw(String(params.limit)) as unknown as number);
      if (params.offset) page = page.offset(sql.placeholder('offset'));
      return page as unknown as Preparable<(Row & { [TOTAL]?: unknown })[]>;
    },
    values,
  );
  let total = kept ?? (rows.length ? Number(rows[0][TOTAL]) : 0);
  // A page past the end has no row to carry the count: only then is it asked on its own.
  if (kept === undefined && !rows.length && params.offset)
    [{ total }] = await countQuery(ctx, def, params).execute(values);
  if (key !== undefined && kept === undefined) keepCount(key, total);
  for (const row of rows) delete row[TOTAL];
  return answer(ctx, def, rows, total, plan);
}

/** The rows a list call matches, with placeholders for its filter and search values. */
function listWhere(ctx: ReadContext, def: CollectionDefinition, params: ListParams) {
  return and(
    rowScope(def, ctx.reader, ctx.orgId),
    params.visibleOnly ? def.visibleOnly?.() : undefined,
    searchCondition(ctx, def, params.search),
    ...params.filters.map((filter, i) => filter.toSql(`f${i}`)),
  );
}

const countQuery = (ctx: ReadContext, def: CollectionDefinition, params: ListParams) =>
  ctx.db
    .select({ total: count() })
    .from(def.table)
    .where(listWhere(ctx, def, params));

/** The values of a list call's placeholders (the zone too, so kept counts are per zone). */
function listValues(ctx: ReadContext, params: ListParams): Record<string, unknown> {
  const values: Record<string, unknown> = {
    ...searchValues(params.search),
    offset: params.offset,
    ...clubZoneValues(ctx.timeZone),
  };
  params.filters.forEach((filter, i) => {
    values[`f${i}`] = filter.value;
  });
  return values;
}

/**
 * Everything a list statement's text depends on besides the collection: the club and
 * who reads (row rules), and the shape of the call, never a typed value.
 */
function listShape(ctx: ReadContext, params: ListParams, plan: ExpandPlan): string {
  const { reader } = ctx;
  return [
    ctx.orgId,
    reader.role === 'admin' ? 'admin' : `${reader.role}:${reader.id}`,
    params.visibleOnly ? 'visible' : '',
    params.search.length,
    params.filters.map((f) => f.shape).join('&'),
    params.sort.map((k) => (k.descending ? '-' : '') + k.field).join(','),
    params.limit ?? 'all',
    params.offset ? 'offset' : '',
    plan.map((step) => (step.join ? `${step.name}+` : step.name)).join(','),
  ].join('|');
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
  const rows = (await pageQuery(ctx, def, plan)
    .where(and(rowScope(def, ctx.reader, ctx.orgId), eq(def.table.id, id)))
    .execute(clubZoneValues(ctx.timeZone))) as Row[];
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
    .where(and(rowScope(def, ctx.reader, ctx.orgId), anyOf(def.table.id, ids)))
    .execute(clubZoneValues(ctx.timeZone))) as Row[];
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
