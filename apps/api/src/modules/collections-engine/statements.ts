import type { Db } from '@/db/client';
import { type Preparable, reusableQuery } from '@/db/reusable-query';
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
type Run<Row> = (db: Db, values: Record<string, unknown>) => Promise<Row[]>;

/** Shapes kept per collection; past this many the oldest go (members' own lists add shapes). */
const MAX_SHAPES = 500;
const byDefinition = new WeakMap<CollectionDefinition, Map<string, Run<unknown>>>();

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
    shapes = new Map();
    byDefinition.set(def, shapes);
  }
  let run = shapes.get(shape) as Run<Row> | undefined;
  if (!run) {
    run = reusableQuery<Record<string, unknown>, Row[]>(build);
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value as string);
    shapes.set(shape, run as Run<unknown>);
  }
  return run(db as Db, values);
}
