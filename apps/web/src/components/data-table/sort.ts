import type { SortKey } from '@/components/data-table/types';

/**
 * A header click. Plain click: sort by this column alone, ascending → descending → off
 * (when it already is the only key), or start over with it. Shift-click: add it as the
 * next key, or cycle it in place (ascending → descending → removed) keeping the others.
 */
export function toggleSort(sort: readonly SortKey[], field: string, additive: boolean): SortKey[] {
  const index = sort.findIndex((k) => k.field === field);
  const current = index >= 0 ? sort[index] : undefined;
  const cycled: SortKey | null = !current
    ? { field, descending: false }
    : current.descending
      ? null
      : { field, descending: true };

  if (!additive) {
    if (current && sort.length === 1) return cycled ? [cycled] : [];
    return [{ field, descending: false }];
  }
  if (!current) return [...sort, { field, descending: false }];
  return cycled
    ? sort.map((k, i) => (i === index ? cycled : k))
    : sort.filter((_, i) => i !== index);
}

/** Where a column stands in the sort: its 1-based position and direction, if sorted. */
export function sortPosition(
  sort: readonly SortKey[],
  field: string,
): { position: number; descending: boolean } | null {
  const index = sort.findIndex((k) => k.field === field);
  return index < 0 ? null : { position: index + 1, descending: sort[index].descending };
}

/**
 * The phone layout's one "Sort by" choice: the first sort key as `field` or `-field`
 * ('' for the default order). Choosing one sorts by that column alone.
 */
export function sortChoice(sort: readonly SortKey[]): string {
  const first = sort[0];
  return first ? `${first.descending ? '-' : ''}${first.field}` : '';
}

export function sortFromChoice(choice: string): SortKey[] {
  if (!choice) return [];
  const descending = choice.startsWith('-');
  return [{ field: descending ? choice.slice(1) : choice, descending }];
}
