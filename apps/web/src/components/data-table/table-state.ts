import {
  DEFAULT_PAGE_SIZE,
  type FilterDef,
  type ListParams,
  NUMBER_OPS,
  PAGE_SIZES,
  type PageSize,
  type SortKey,
  type TableState,
} from '@/components/data-table/types';

/**
 * The table's state in the URL search params, named as the API names them, so a shared
 * link reads like the call it makes: `?search=ann&role=admin&sort=-name,email&page=2&size=25`.
 * Defaults are left out; params the table does not own (e.g. `iframe`) are kept.
 */
const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';
const SEARCH = 'search';

export function parseSort(raw: string | null | undefined): SortKey[] {
  const keys: SortKey[] = [];
  for (const item of (raw ?? '').split(',')) {
    const trimmed = item.trim();
    const descending = trimmed.startsWith('-');
    const field = descending ? trimmed.slice(1) : trimmed;
    if (/^\w+$/.test(field) && !keys.some((k) => k.field === field)) {
      keys.push({ field, descending });
    }
  }
  return keys;
}

export function serializeSort(sort: readonly SortKey[]): string {
  return sort.map((k) => (k.descending ? `-${k.field}` : k.field)).join(',');
}

function parseSize(raw: string | null): PageSize {
  if (raw === 'all') return 'all';
  const n = Number(raw);
  return (PAGE_SIZES as readonly (number | string)[]).includes(n)
    ? (n as PageSize)
    : DEFAULT_PAGE_SIZE;
}

function parsePage(raw: string | null): number {
  return raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** The URL keys a declared filter may use. */
export function filterKeys(def: FilterDef): string[] {
  switch (def.type) {
    case 'number':
      return [def.field, ...NUMBER_OPS.map((op) => `${def.field}__${op}`)];
    case 'date':
      return [`${def.field}__ge`, `${def.field}__le`];
    default:
      return [def.field];
  }
}

/** The table's state from the URL; unknown or malformed values fall back to defaults. */
export function parseTableState(
  params: URLSearchParams,
  filters: readonly FilterDef[] = [],
): TableState {
  const values: Record<string, string> = {};
  for (const def of filters) {
    for (const key of filterKeys(def)) {
      const value = params.get(key);
      if (value !== null && value !== '') values[key] = value;
    }
  }
  return {
    page: parsePage(params.get(PAGE)),
    size: parseSize(params.get(SIZE)),
    sort: parseSort(params.get(SORT)),
    search: params.get(SEARCH) ?? '',
    filters: values,
  };
}

/** `current` with the table's keys replaced by `state` (defaults and blanks left out). */
export function writeTableState(
  current: URLSearchParams,
  state: TableState,
  filters: readonly FilterDef[] = [],
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [PAGE, SIZE, SORT, SEARCH, ...filters.flatMap(filterKeys)]) next.delete(key);
  const search = state.search.trim();
  if (search) next.set(SEARCH, search);
  for (const def of filters) {
    for (const key of filterKeys(def)) {
      const value = state.filters[key];
      if (value !== undefined && value !== '') next.set(key, value);
    }
  }
  if (state.sort.length) next.set(SORT, serializeSort(state.sort));
  if (state.size !== DEFAULT_PAGE_SIZE) next.set(SIZE, String(state.size));
  if (state.page > 1) next.set(PAGE, String(state.page));
  return next;
}

/** The list call for a state: paging as limit/offset; blank filters left out. */
export function toListParams(state: TableState): ListParams {
  const params: ListParams = {
    limit: state.size,
    offset: state.size === 'all' ? 0 : (state.page - 1) * state.size,
  };
  const search = state.search.trim();
  if (search) params.search = search;
  if (state.sort.length) params.sort = serializeSort(state.sort);
  for (const [key, value] of Object.entries(state.filters)) {
    if (value !== '') params[key] = value;
  }
  return params;
}

/** The same call for every matching row (CSV export). */
export function allRowsParams(state: TableState): ListParams {
  return { ...toListParams(state), limit: 'all', offset: 0 };
}

/** How many filters are set (the badge on the Filters button). */
export function activeFilterCount(state: TableState): number {
  return Object.values(state.filters).filter((v) => v !== '').length;
}

/** Whether the list shows a narrowed view (for the empty state's wording). */
export function isNarrowed(state: TableState): boolean {
  return Boolean(state.search.trim()) || activeFilterCount(state) > 0;
}
