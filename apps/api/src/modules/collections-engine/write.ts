import type { CollectionResults } from '@crewcall/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { inClub } from '@/db/scope';
import type { Config } from '@/env';
import { formError, HttpError, notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { pgErrorCode } from '@/lib/postgres';
import { assertCanWrite } from './access';
import type { CollectionDefinition } from './definition';
import { type ReadContext, rowsById } from './read';
import {
  assertNoDuplicateIds,
  assertRefsExist,
  assertRowsExist,
  assertUniqueNames,
} from './write-checks';
import { parseItems, toColumnValues, updateSchema } from './write-input';

/**
 * Writes, by admins only: every array in one transaction, all or nothing, answered with
 * the written rows in the list shape. Ids from the client are checked per club first
 * (write-checks.ts).
 */
export type WriteContext = Omit<ReadContext, 'db'> & { db: Db; config: Config };
type Item = Record<string, unknown>;

const notAllowed = (method: string) =>
  new HttpError(405, { detail: `Method "${method}" not allowed.` });

export async function createRows(ctx: WriteContext, def: CollectionDefinition, body: unknown[]) {
  const schema = def.write?.create;
  if (!schema) throw notAllowed('POST');
  assertCanWrite(ctx.reader);
  const items = parseItems<Item>(schema, body);
  const serverSet = def.write?.onCreate?.(ctx.reader) ?? {};
  return ctx.db.transaction(async (tx) => {
    await assertRefsExist(tx, ctx, def, items);
    await assertUniqueNames(tx, def, ctx.orgId, items);
    const inserted = await tx
      .insert(def.table)
      .values(
        items.map((item) => ({
          ...toColumnValues(def, item),
          ...serverSet,
          organisationId: ctx.orgId,
        })),
      )
      .returning({ id: def.table.id });
    return afterWrite(
      tx,
      ctx,
      def,
      inserted.map((r) => r.id as number),
    );
  });
}

export async function updateRows(ctx: WriteContext, def: CollectionDefinition, body: unknown[]) {
  const schema = updateSchema(def);
  if (!schema) throw notAllowed('PUT');
  assertCanWrite(ctx.reader);
  const items = parseItems<Item & { id: number }>(schema, body);
  assertNoDuplicateIds(items);

  return ctx.db.transaction(async (tx) => {
    await assertRowsExist(tx, def, ctx.orgId, items);
    await assertRefsExist(tx, ctx, def, items);
    await assertUniqueNames(tx, def, ctx.orgId, items);
    const ids = items.map((item) => item.id);
    const before = await def.write?.beforeUpdate?.(tx, { orgId: ctx.orgId, ids });
    // One UPDATE per item: items change different fields, and arrays are capped at 1000.
    for (const item of items) {
      const values = toColumnValues(def, item);
      if (!Object.keys(values).length) continue;
      await tx
        .update(def.table)
        .set(values)
        .where(and(eq(def.table.id, item.id), inClub(def.table, ctx.orgId)));
    }
    return afterWrite(tx, ctx, def, ids, before);
  });
}

export async function deleteRow(ctx: WriteContext, def: CollectionDefinition, id: number) {
  if (!def.write?.delete) throw notAllowed('DELETE');
  assertCanWrite(ctx.reader);
  const inUse = formError(`This ${def.label} is in use and cannot be deleted.`);
  const guards = def.write.inUseBy ?? [];
  // Existence and "in use" in one statement: the row, with whether anything points at it.
  const usedBy = guards.map(
    (g) =>
      sql`exists (select 1 from ${g.table} where ${g.table.organisationId} = ${ctx.orgId} and ${g.column} = ${def.table.id})`,
  );
  const [row] = await ctx.db
    .select({
      inUse: usedBy.length ? sql<boolean>`${sql.join(usedBy, sql` or `)}` : sql<boolean>`false`,
    })
    .from(def.table)
    .where(and(eq(def.table.id, id), inClub(def.table, ctx.orgId)));
  if (!row) throw notFound();
  if (row.inUse) throw inUse;
  await def.write.beforeDelete?.(ctx.db, {
    orgId: ctx.orgId,
    id,
    reader: ctx.reader,
    config: ctx.config,
  });
  try {
    const deleted = await ctx.db
      .delete(def.table)
      .where(and(eq(def.table.id, id), inClub(def.table, ctx.orgId)))
      .returning({ id: def.table.id });
    if (!deleted.length) throw notFound();
  } catch (error) {
    // A reference the guards do not list (a restricting foreign key) says the same.
    if (pgErrorCode(error) === '23503') throw inUse;
    throw error;
  }
}

async function afterWrite(
  tx: Executor,
  ctx: WriteContext,
  def: CollectionDefinition,
  ids: number[],
  before?: unknown,
): Promise<CollectionResults> {
  await def.write?.afterWrite?.(tx, {
    orgId: ctx.orgId,
    ids,
    before,
    reader: ctx.reader,
    config: ctx.config,
  });
  const readCtx: ReadContext = { ...ctx, db: tx };
  return rowsById(readCtx, def, ids);
}
