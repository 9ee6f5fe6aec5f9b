import { csvFileName, csvTable } from '@/components/data-table/cell-values';
import type { Column, TablePage } from '@/components/data-table/types';

/** Builds the CSV (papaparse, loaded on first export) and hands it to the browser. */
export async function downloadCsv<Row>(
  model: string,
  columns: readonly Column<Row>[],
  page: TablePage<Row>,
): Promise<void> {
  const { unparse } = await import('papaparse');
  const csv = unparse(csvTable(columns, page));
  // A BOM so spreadsheet programs read UTF-8 names correctly.
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(model);
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
