import { LruMap } from '@/lib/lru-map';
import type { CollectionDefinition } from './definition';
import type { ListParams } from './list-params';
import type { ReadContext } from './read';

/**
 * List counts kept per (club, version of the collection's rows, reader, filters, search),
 * for collections that declare `countVersion`. Counting every match is most of a search's
 * cost (5,000 people: each row read and tested), and a list asked again unchanged (the
 * next page, another sort, the same search) has the same count until a write moves the
 * version. The version is read before the count is taken, so a count is never older than
 * its key; in every API process its own copy.
 */
const counts = new LruMap<string, number>(2_000);

/** The key of a list call's count: what its matches depend on, never page or sort. */
export function countKey(
  ctx: ReadContext,
  def: CollectionDefinition,
  params: ListParams,
  values: Record<string, unknown>,
  version: number,
): string {
  const { reader } = ctx;
  return JSON.stringify([
    def.name,
    ctx.orgId,
    version,
    reader.role === 'admin' ? 'admin' : `${reader.role}:${reader.id}`,
    params.visibleOnly,
    params.filters.map((f) => f.shape),
    Object.entries(values).filter(([name]) => name !== 'offset'),
  ]);
}

export const keptCount = (key: string): number | undefined => counts.get(key);

export function keepCount(key: string, total: number): void {
  counts.set(key, total);
}
