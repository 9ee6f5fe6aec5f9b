import { type FieldErrors, validationError } from '@/lib/http-errors';
import { type CollectionDefinition, fieldFor, type Reader } from './definition';
import {
  defaultOp,
  type Filter,
  type FilterOp,
  FilterValueError,
  filterCondition,
  OPS_BY_KIND,
} from './filters';

/**
 * The query string of a list call, checked against what this reader may see of the
 * collection. Every problem is collected and answered at once as a 400 keyed by the
 * parameter that caused it: {sort: ["Unknown sort field 'foo'."], "name__xx": [...]}.
 */
export type SortKey = { field: string; descending: boolean };

export type ListParams = {
  /** Words, each of which must match one search field. */
  search: string[];
  /** null: every row. */
  limit: number | null;
  offset: number;
  sort: SortKey[];
  filters: Filter[];
  expand: string[];
  visibleOnly: boolean;
};

export const DEFAULT_LIMIT = 10; // spec section 9: tables default to 10 rows
export const MAX_LIMIT = 1000;
const MAX_SEARCH_LENGTH = 200;
const MAX_SEARCH_WORDS = 10;

const RESERVED = new Set(['search', 'limit', 'offset', 'sort', 'expand', 'visibleOnly']);

/** The client leaves out falsy filters; values that stringified one are ignored too. */
const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || v === 'null' || v === 'undefined';

const commaList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function parseListParams(
  def: CollectionDefinition,
  visibleFields: readonly string[],
  expandable: readonly string[],
  query: Record<string, unknown>,
  /** Who reads: a field's value may differ for members (FieldDef.memberRead). */
  reader?: Reader,
): ListParams {
  // No prototype: a parameter named `constructor` or `__proto__` is just an unknown key.
  const errors: FieldErrors = Object.create(null);
  const fail = (key: string, message: string) => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  const visible = new Set(visibleFields);
  const params: ListParams = {
    search: [],
    limit: DEFAULT_LIMIT,
    offset: 0,
    sort: [],
    filters: [],
    expand: [],
    visibleOnly: false,
  };

  for (const [key, value] of Object.entries(query)) {
    if (isBlank(value)) continue;
    if (typeof value !== 'string') {
      fail(key, 'Give this parameter once.');
      continue;
    }
    if (RESERVED.has(key)) readReserved(key, value);
    else readFilter(key, value);
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return params;

  function readReserved(key: string, value: string) {
    switch (key) {
      case 'search': {
        if (value.length > MAX_SEARCH_LENGTH) {
          fail(key, `Search for at most ${MAX_SEARCH_LENGTH} characters.`);
        }
        params.search = value.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
        return;
      }
      case 'limit': {
        if (value === 'all' || value === '0') params.limit = null;
        else if (/^\d+$/.test(value) && Number(value) <= MAX_LIMIT) params.limit = Number(value);
        else fail(key, `Enter a whole number from 1 to ${MAX_LIMIT}, or 0 or 'all' for every row.`);
        return;
      }
      case 'offset': {
        if (/^\d{1,9}$/.test(value)) params.offset = Number(value);
        else fail(key, 'Enter a whole number, 0 or more.');
        return;
      }
      case 'sort': {
        for (const item of commaList(value)) {
          const descending = item.startsWith('-');
          const field = descending ? item.slice(1) : item;
          if (!visible.has(field)) fail(key, `Unknown sort field '${field}'.`);
          else if (def.fields[field].kind === 'list') fail(key, `Cannot sort by '${field}'.`);
          else if (!params.sort.some((s) => s.field === field)) {
            params.sort.push({ field, descending });
          }
        }
        return;
      }
      case 'expand': {
        for (const name of commaList(value)) {
          if (!expandable.includes(name)) {
            const hint = expandable.length ? ` Expandable: ${expandable.join(', ')}.` : '';
            fail(key, `Unknown expand '${name}'.${hint}`);
          } else if (!params.expand.includes(name)) params.expand.push(name);
        }
        return;
      }
      default: // visibleOnly
        params.visibleOnly = value === 'true' || value === '1';
    }
  }

  function readFilter(key: string, value: string) {
    const [field, op, ...rest] = key.split('__');
    if (!visible.has(field)) return fail(key, `Unknown filter field '${field || key}'.`);
    const { kind } = def.fields[field];
    const allowed = OPS_BY_KIND[kind];
    if (!allowed.length) return fail(key, `Cannot filter by '${field}'.`);
    const chosen = (op ?? defaultOp(kind)) as FilterOp;
    if (rest.length || !allowed.includes(chosen)) {
      const given = key.slice(field.length + 2);
      return fail(
        key,
        `Unknown filter operator '${given}' for '${field}'. Use one of: ${allowed.join(', ')}.`,
      );
    }
    try {
      params.filters.push(filterCondition(key, fieldFor(def.fields[field], reader), chosen, value));
    } catch (error) {
      if (!(error instanceof FilterValueError)) throw error;
      fail(key, error.message);
    }
  }
}
