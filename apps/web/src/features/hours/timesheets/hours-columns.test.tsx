// @vitest-environment jsdom
import type { HoursRow } from '@crewcall/contract';
import { MantineProvider, Table } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { columnTotals, csvTable } from '@/components/data-table/cell-values';
import { TotalsRow } from '@/components/data-table/table-rows';
import { hoursColumns } from '@/features/hours/timesheets/hours-columns';

afterEach(cleanup);

const row = (id: number, hours: number | null) =>
  ({
    id,
    event_name: `Race ${id}`,
    start: '2026-05-01T09:00:00Z',
    end: '2026-05-01T12:00:00Z',
    hours,
  }) as HoursRow;

describe('the Hours column', () => {
  const columns = hoursColumns({ withPerson: false, withActuals: true });
  const hours = columns.find((column) => column.key === 'hours')!;
  const page = { rows: [row(1, 2.5), row(2, 1.33), row(3, null)], count: 3 };

  it('shows hours and minutes in cells and in the totals row', () => {
    expect(hours.render?.(page.rows[0]!, page)).toBe('2 h 30 min');
    expect(hours.render?.(page.rows[2]!, page)).toBe('');
    expect(columnTotals(columns, page).hours).toBe(3.83);
    render(
      <MantineProvider>
        <Table>
          <Table.Tbody>
            <TotalsRow columns={columns} page={page} withActions={false} partial={false} />
          </Table.Tbody>
        </Table>
      </MantineProvider>,
    );
    expect(screen.getByText('3 h 50 min')).toBeTruthy();
  });

  it('exports the decimal hours, a number a spreadsheet can add up', () => {
    const csv = csvTable(columns, page);
    const at = csv.fields.indexOf('Hours');
    expect(csv.data.map((cells) => cells[at])).toEqual(['2.5', '1.33', '']);
  });
});
