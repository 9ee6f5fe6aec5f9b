import type { Column, TablePage } from '@/components/data-table/types';

type Value = string | number | boolean | null | undefined;

/** A column's plain value for a row: its `value` function, else the row's field. */
export function cellValue<Row>(column: Column<Row>, row: Row, page: TablePage<Row>): Value {
  if (column.value) return column.value(row, page);
  const raw = (row as Record<string, unknown>)[column.key];
  return typeof raw === 'string' ||
    typeof raw === 'number' ||
    typeof raw === 'boolean' ||
    raw === null ||
    raw === undefined
    ? raw
    : String(raw);
}

/** How a plain value reads in a cell and in the CSV. */
export function displayValue(value: Value): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Sums of the summable columns over `rows` (cents kept, float noise dropped). */
export function columnTotals<Row>(
  columns: readonly Column<Row>[],
  page: TablePage<Row>,
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const column of columns) {
    if (!column.summable) continue;
    let sum = 0;
    for (const row of page.rows) {
      const n = Number(cellValue(column, row, page));
      if (Number.isFinite(n)) sum += n;
    }
    totals[column.key] = Math.round(sum * 100) / 100;
  }
  return totals;
}

/** The CSV's header and rows: every exported column, values as the table reads them. */
export function csvTable<Row>(
  columns: readonly Column<Row>[],
  page: TablePage<Row>,
): { fields: string[]; data: string[][] } {
  const exported = columns.filter((c) => c.csv !== false);
  return {
    fields: exported.map((c) => c.header),
    data: page.rows.map((row) => exported.map((c) => displayValue(cellValue(c, row, page)))),
  };
}

/** `{model}-export.csv` (spec section 9). */
export function csvFileName(model: string): string {
  return `${model}-export.csv`;
}
