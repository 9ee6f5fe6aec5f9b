import type { Db } from '@/db/client';
import { type Preparable, reusableQueriesByShape } from '@/db/reusable-query';
import type { Executor } from '@/lib/postgres';
import type { CollectionDefinition } from './definition';

/**
 * List statements built into SQL once per shape of call instead of on every call.
 *
 * drizzle writes a statement's text by walking its whole tree of SQL pieces on every call,
 * which cost more of the API's time per list call than anything else the engine does.
 * The text depends on the collection, the club, who reads, which filters, how many
 * search words, the sort, the page size and the expands; not on the values typed into
 * filters and search, which are placeholders filled on each call (`reusableQuery`). The
 * same text is also the same prepared statement, and plan, in PostgreSQL.
 */
type Shapes = ReturnType<typeof reusableQueriesByShape<unknown[]>>;

/** Shapes kept per collection; past 500 the least used go (members' own lists add shapes). */
const byDefinition = new WeakMap<CollectionDefinition, Shapes>();

/**
 * Runs the statement of this `shape` of call with the placeholders' `values`, in the
 * current transaction; `build` writes it the first time (every value through a placeholder).
 */
export function runShaped<Row>(
  db: Executor,
  def: CollectionDefinition,
  shape: string,
  build: () => Preparable<Row[]>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  let shapes = byDefinition.get(def);
  if (!shapes) {
    shapes = reusableQueriesByShape<unknown[]>(500);
    byDefinition.set(def, shapes);
  }
  return shapes(shape, build)(db as Db, values) as Promise<Row[]>;
}
