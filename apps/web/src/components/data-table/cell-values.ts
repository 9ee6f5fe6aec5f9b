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

/** Markdown as a reader sees it: no markup characters, links as their text. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?([\s\S]*?)```/g, '$1') // fenced code: keep the code
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/^ {0,3}#{1,6}\s+/gm, '') // headings
    .replace(/^ {0,3}>\s?/gm, '') // quotes
    .replace(/^(\s*)[-*+]\s+/gm, '$1') // bullets
    .replace(/(\*\*|__)(.*?)\1/g, '$2') // bold
    .replace(/(\*|_)(.*?)\1/g, '$2') // italics
    .replace(/~~(.*?)~~/g, '$1') // strike-through
    .replace(/`([^`]*)`/g, '$1') // inline code
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or tab / carriage return) as a
 * formula: such text gets a leading `'`, which also keeps a phone number like +44… text.
 * Real numbers are left alone (a negative amount stays a number).
 */
export function neutraliseCsvCell(value: Value): string {
  const text = displayValue(value);
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A column's CSV cell for a row: what the screen shows, as plain and safe text. */
export function csvCell<Row>(column: Column<Row>, row: Row, page: TablePage<Row>): string {
  let value = column.exportValue ? column.exportValue(row, page) : cellValue(column, row, page);
  if (column.markdown && typeof value === 'string') value = markdownToText(value);
  return neutraliseCsvCell(value);
}

/** The CSV's header and rows: every exported column, values as the table reads them. */
export function csvTable<Row>(
  columns: readonly Column<Row>[],
  page: TablePage<Row>,
): { fields: string[]; data: string[][] } {
  const exported = columns.filter((c) => c.csv !== false);
  return {
    fields: exported.map((c) => neutraliseCsvCell(c.header)),
    data: page.rows.map((row) => exported.map((c) => csvCell(c, row, page))),
  };
}

/** `{model}-export.csv` (spec section 9). */
export function csvFileName(model: string): string {
  return `${model}-export.csv`;
}
