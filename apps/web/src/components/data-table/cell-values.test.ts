import { describe, expect, it } from 'vitest';
import {
  cellValue,
  columnTotals,
  csvFileName,
  csvTable,
  displayValue,
  markdownToText,
  neutraliseCsvCell,
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

  it('neutralises cells a spreadsheet would run as formulas (issue 10, item 4)', () => {
    for (const evil of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutraliseCsvCell(evil)).toBe(`'${evil}`);
    expect(neutraliseCsvCell('Ann')).toBe('Ann');
    expect(neutraliseCsvCell(-5)).toBe('-5');
    // A phone number stays text, not a number in exponent notation.
    expect(neutraliseCsvCell('+447700900001')).toBe("'+447700900001");
  });

  it('exports what the screen shows: export formatters and markdown as plain text', () => {
    type Person = { id: number; role: string; notes: string; phone: string };
    const people: TablePage<Person> = {
      rows: [
        {
          id: 1,
          role: 'user',
          notes: '**Bring** a [hat](http://x) and `gloves`',
          phone: '+447700900001',
        },
      ],
      count: 1,
    };
    const cols: Column<Person>[] = [
      { key: 'role', header: 'Role', value: (r) => r.role, exportValue: () => 'Volunteer' },
      { key: 'notes', header: 'Notes', markdown: true },
      { key: 'phone', header: 'Phone' },
    ];
    expect(csvTable(cols, people).data).toEqual([
      ['Volunteer', 'Bring a hat and gloves', "'+447700900001"],
    ]);
    expect(markdownToText('# Title\n\n- one\n- two\n\n> quoted _text_')).toBe(
      'Title\n\none\ntwo\n\nquoted text',
    );
  });
});
