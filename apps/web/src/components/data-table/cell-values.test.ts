import { describe, expect, it } from 'vitest';
import {
  cellValue,
  columnTotals,
  csvFileName,
  csvTable,
  displayValue,
} from '@/components/data-table/cell-values';
import type { Column, TablePage } from '@/components/data-table/types';

type Row = { id: number; name: string; hours: number | null; paid: boolean; group: number | null };

const page: TablePage<Row> = {
  rows: [
    { id: 1, name: 'Ann', hours: 1.1, paid: true, group: 7 },
    { id: 2, name: 'Bob, Jr', hours: 2.2, paid: false, group: null },
    { id: 3, name: 'Cy', hours: null, paid: false, group: 7 },
  ],
  count: 3,
  related: { groups: { '7': { id: 7, name: 'Race team' } } },
};

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name' },
  { key: 'hours', header: 'Hours', summable: true },
  { key: 'paid', header: 'Paid' },
  {
    key: 'group',
    header: 'Group',
    value: (row, p) => (row.group ? String(p.related?.groups[String(row.group)]?.name) : ''),
  },
  { key: 'swatch', header: 'Swatch', csv: false },
];

describe('cell values', () => {
  it('reads the field or the column value function', () => {
    expect(cellValue(columns[0], page.rows[0], page)).toBe('Ann');
    expect(cellValue(columns[3], page.rows[0], page)).toBe('Race team');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue(null)).toBe('');
  });

  it('adds up summable columns without float noise', () => {
    expect(columnTotals(columns, page)).toEqual({ hours: 3.3 });
  });

  it('builds the CSV table from the exported columns', () => {
    expect(csvTable(columns, page)).toEqual({
      fields: ['Name', 'Hours', 'Paid', 'Group'],
      data: [
        ['Ann', '1.1', 'Yes', 'Race team'],
        ['Bob, Jr', '2.2', 'No', ''],
        ['Cy', '', 'No', 'Race team'],
      ],
    });
    expect(csvFileName('roles')).toBe('roles-export.csv');
  });
});
