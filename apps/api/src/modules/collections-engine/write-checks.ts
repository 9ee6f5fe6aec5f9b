import { and, sql } from 'drizzle-orm';
import { inClub } from '@/db/scope';
import { type FieldErrors, validationError } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import type { CollectionDefinition, TenantTable } from './definition';
import { anyOf } from './filters';
import type { CollectionRegistry } from './registry';

/**
 * The id checks of a write, each one statement for the whole array (never per item).
 * Ids are looked up with the club, so another club's id "does not exist" like any other.
 */

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function throwIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length) throw validationError(errors);
}

/** Which of `ids` are rows of `table` in this club. */
async function existingIds(tx: Executor, table: TenantTable, orgId: number, ids: number[]) {
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inClub(table, orgId), anyOf(table.id, ids)));
  return new Set(found.map((row) => row.id as number));
}

/** PUT: the same id twice in one array is a mistake, not two updates. */
export function assertNoDuplicateIds(items: { id: number }[]) {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) errors[`${i}.id`] = ['Duplicate id.'];
    seen.add(item.id);
  });
  throwIfAny(errors);
}

/** PUT: every id is a row of this club. */
export async function assertRowsExist(
  tx: Executor,
  def: CollectionDefinition,
  orgId: number,
  items: { id: number }[],
) {
  const found = await existingIds(
    tx,
    def.table,
    orgId,
    items.map((item) => item.id),
  );
  const errors: FieldErrors = {};
  items.forEach((item, i) => {
    if (!found.has(item.id)) {
      errors[`${i}.id`] = [`${capitalise(def.label)} ${item.id} does not exist.`];
    }
  });
  throwIfAny(errors);
}

/** POST and PUT: every ref value points at a row of this club (one statement per target table). */
export async function assertRefsExist(
  tx: Executor,
  { collections, orgId }: { collections: CollectionRegistry; orgId: number },
  def: CollectionDefinition,
  items: Record<string, unknown>[],
) {
  const byTarget = new Map<CollectionDefinition, { key: string; id: number }[]>();
  items.forEach((item, index) => {
    for (const [field, value] of Object.entries(item)) {
      const ref = def.fields[field]?.ref;
      const target = ref && collections.get(ref.collection);
      if (!target || typeof value !== 'number') continue;
      const uses = byTarget.get(target) ?? [];
      uses.push({ key: `${index}.${field}`, id: value });
      byTarget.set(target, uses);
    }
  });
  const errors: FieldErrors = {};
  for (const [target, uses] of byTarget) {
    const found = await existingIds(
      tx,
      target.table,
      orgId,
      uses.map((use) => use.id),
    );
    for (const use of uses) {
      if (!found.has(use.id)) {
        errors[use.key] = [`${capitalise(target.label)} ${use.id} does not exist.`];
      }
    }
  }
  throwIfAny(errors);
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');
const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * POST and PUT: no two rows of the club share the collection's unique name, compared
 * case-insensitively (one statement). Rows renamed by this same call give up their old
 * name, so two rows may swap names; two items of one array may not take the same one.
 */
export async function assertUniqueNames(
  tx: Executor,
  def: CollectionDefinition,
  orgId: number,
  items: Record<string, unknown>[],
) {
  const field = def.write?.uniqueName;
  if (!field) return;
  const named = items.flatMap((item, index) =>
    typeof item[field] === 'string'
      ? [{ index, id: item.id as number | undefined, key: nameKey(item[field]) }]
      : [],
  );
  if (!named.length) return;
  const column = def.fields[field].column;
  const clashes = await tx
    .select({ id: def.table.id, name: column })
    .from(def.table)
    .where(
      and(
        inClub(def.table, orgId),
        sql`lower(${column}) = any(array(select lower(n) from unnest(${sql.param(
          named.map((n) => n.key),
        )}::text[]) n))`,
      ),
    );
  const renamed = new Set(named.map((n) => n.id));
  const taken = new Set(
    clashes.filter((row) => !renamed.has(row.id as number)).map((row) => nameKey(String(row.name))),
  );
  const message = `${article(def.label)} ${def.label} with this name already exists.`;
  const errors: FieldErrors = {};
  for (const { index, key } of named) {
    if (taken.has(key)) errors[`${index}.${field}`] = [message];
    taken.add(key); // a later item of the same array with this name clashes with this one
  }
  throwIfAny(errors);
}
