import { IdSchema } from '@crewcall/contract';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type ZodObject, type ZodRawShape, z } from 'zod';
import { type FieldErrors, validationError } from '@/lib/http-errors';
import type { CollectionDefinition, TenantTable } from './definition';

/**
 * Checking written items and turning them into column values. Errors are keyed by the
 * item's index and field, as a client staging many rows needs: {"0.name": ["Required."]}.
 */

const idSchema = z.object({ id: IdSchema });

/** PUT items: `{id, ...changes}` with every field optional. */
export function updateSchema(def: CollectionDefinition): ZodObject<ZodRawShape> | undefined {
  const rules = def.write;
  const base = rules?.update ?? rules?.create?.partial();
  return base?.merge(idSchema);
}

/** Each item through `schema`, strictly: a field the collection does not accept is an error. */
export function parseItems<T extends Record<string, unknown>>(
  schema: ZodObject<ZodRawShape>,
  items: unknown[],
): T[] {
  const strict = schema.strict();
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  const parsed = items.map((item, index) => {
    const result = strict.safeParse(item);
    if (result.success) return result.data as T;
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) add(`${index}.${key}`, `Unknown field '${key}'.`);
      } else {
        add([index, ...issue.path].join('.'), issue.message);
      }
    }
    return undefined as unknown as T;
  });
  if (Object.keys(errors).length) throw validationError(errors);
  return parsed;
}

const propertyKeys = new WeakMap<TenantTable, Map<AnyPgColumn, string>>();

/** drizzle writes by table property (`roleGroupId`), the API speaks field names (`role_group`). */
function propertyOf(table: TenantTable, column: AnyPgColumn): string {
  let keys = propertyKeys.get(table);
  if (!keys) {
    keys = new Map(Object.entries(getTableColumns(table)).map(([k, c]) => [c as AnyPgColumn, k]));
    propertyKeys.set(table, keys);
  }
  const key = keys.get(column);
  if (!key) throw new Error(`column ${column.name} is not a column of its collection's table`);
  return key;
}

/** A checked item (without `id`) as drizzle values; moments become Dates. */
export function toColumnValues(def: CollectionDefinition, item: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name === 'id' || value === undefined) continue;
    const field = def.fields[name];
    const converted =
      field.kind === 'moment' && typeof value === 'string' ? new Date(value) : value;
    values[propertyOf(def.table, field.column)] = converted;
  }
  return values;
}
