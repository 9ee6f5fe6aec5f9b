import { NUMBER_FILTER_OPS, type NumberFilterOp } from '@crewcall/contract';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** One key of a multi-sort: `name` or, descending, `-name` on the wire. */
export interface SortKey {
  field: string;
  descending: boolean;
}

/** Spec section 9: page sizes 10, 25, 50, 100 and all; default 10. */
export const PAGE_SIZES = [10, 25, 50, 100, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** What a table shows, as kept in the URL: shareable, and it survives a reload. */
export interface TableState {
  /** 1-based. */
  page: number;
  size: PageSize;
  sort: SortKey[];
  search: string;
  /** Filter parameters as the API takes them: `field` or `field__op` → value. */
  filters: Record<string, string>;
}

/** Numbers: the contract's comparisons (eq, ne, gt, ge, lt, le). Text: contains. Dates: a range. */
export const NUMBER_OPS = NUMBER_FILTER_OPS;
export type NumberOp = NumberFilterOp;

/** A filter a screen declares for its panel. */
export type FilterDef =
  | { type: 'text'; field: string; label: string }
  | { type: 'number'; field: string; label: string }
  | { type: 'date'; field: string; label: string }
  | { type: 'select'; field: string; label: string; options: { value: string; label: string }[] };

/** The list call's parameters (spec section 7, generic lists). */
export type ListParams = {
  search?: string;
  limit: number | 'all';
  offset: number;
  sort?: string;
} & Record<string, string | number | undefined>;

/** A page of rows and the number of all matches; `related` holds side-loaded rows. */
export interface TablePage<Row> {
  rows: Row[];
  count: number;
  related?: Record<string, Record<string, Record<string, unknown>>>;
}

/** How the table fetches a page: query options that own their key (one per endpoint). */
export type TableQuery<Row> = (params: ListParams) => {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<TablePage<Row>>;
};

export interface Column<Row> {
  /** The field: the sort key and, by default, the value shown and exported. */
  key: string;
  header: string;
  sortable?: boolean;
  /** The plain value (CSV, totals, default cell); defaults to `row[key]`. */
  value?: (row: Row, page: TablePage<Row>) => string | number | boolean | null | undefined;
  /** The cell; defaults to the value as text. */
  render?: (row: Row, page: TablePage<Row>) => ReactNode;
  /** Numeric columns whose values the totals row adds up. */
  summable?: boolean;
  /** How the totals row shows this column's sum (default: the number, localised). */
  renderTotal?: (sum: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Left out of the CSV (e.g. a colour swatch with its own text column). */
  csv?: boolean;
  /**
   * The CSV value when `value` is not what the screen shows (e.g. a role's label where
   * `value` is the code the filters use). Defaults to `value`.
   */
  exportValue?: (row: Row, page: TablePage<Row>) => string | number | boolean | null | undefined;
  /** The value is markdown: the CSV gets it as plain text, as a reader sees it. */
  markdown?: boolean;
}
