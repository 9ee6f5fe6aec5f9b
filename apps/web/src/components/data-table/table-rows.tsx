import { EmptyState, Skeleton, Table, Text } from '@mantine/core';
import { IconDatabaseOff, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { cellValue, columnTotals, displayValue } from '@/components/data-table/cell-values';
import classes from '@/components/data-table/data-table.module.css';
import type { Column, TablePage } from '@/components/data-table/types';

export interface EmptyText {
  title: string;
  description?: string;
  action?: ReactNode;
}

/** Placeholder rows while the first page loads. */
export function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Table.Tr key={r} data-testid="table-skeleton-row">
          {Array.from({ length: columns }, (_, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Table.Td key={c}>
              <Skeleton height={12} radius="sm" width={c === 0 ? '70%' : '50%'} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/** One row spanning the table: nothing yet, or nothing matches. */
export function EmptyRow({ columns, ...props }: { columns: number } & EmptyContentProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} py="xl">
        <EmptyContent {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

interface EmptyContentProps {
  narrowed: boolean;
  empty: EmptyText;
  clearAction: ReactNode;
}

/** What an empty list says (the table's row, or the phone layout's block). */
export function EmptyContent({ narrowed, empty, clearAction }: EmptyContentProps) {
  return (
    <>
      {narrowed ? (
        <EmptyState
          icon={<IconSearchOff size={28} aria-hidden />}
          variant="light"
          title="No matches"
          description="Nothing matches the search and filters. Try other words or clear the filters."
        >
          <EmptyState.Actions>{clearAction}</EmptyState.Actions>
        </EmptyState>
      ) : (
        <EmptyState
          icon={<IconDatabaseOff size={28} aria-hidden />}
          variant="light"
          title={empty.title}
          description={empty.description}
        >
          {empty.action && <EmptyState.Actions>{empty.action}</EmptyState.Actions>}
        </EmptyState>
      )}
    </>
  );
}

export function DataRows<Row extends { id: number | string }>({
  columns,
  page,
  offset,
  rowActions,
}: {
  columns: readonly Column<Row>[];
  page: TablePage<Row>;
  offset: number;
  rowActions?: (row: Row, position: number, page: TablePage<Row>) => ReactNode;
}) {
  return (
    <>
      {page.rows.map((row, index) => (
        <Table.Tr key={row.id} data-row-id={row.id}>
          {columns.map((column) => (
            <Table.Td key={column.key} ta={column.align ?? 'left'}>
              {column.render
                ? column.render(row, page)
                : displayValue(cellValue(column, row, page))}
            </Table.Td>
          ))}
          {rowActions && (
            <Table.Td className={classes.actions}>{rowActions(row, offset + index, page)}</Table.Td>
          )}
        </Table.Tr>
      ))}
    </>
  );
}

/** The totals row: sums of the summable columns over the rows shown. */
export function TotalsRow<Row>({
  columns,
  page,
  withActions,
  partial,
}: {
  columns: readonly Column<Row>[];
  page: TablePage<Row>;
  withActions: boolean;
  /** Only some of the matches are shown: say it is the page's total. */
  partial: boolean;
}) {
  const totals = columnTotals(columns, page);
  return (
    <Table.Tr className={classes.totals} data-testid="table-totals">
      {columns.map((column, i) => (
        <Table.Td key={column.key} ta={column.align ?? 'left'}>
          {column.key in totals ? (
            (column.renderTotal?.(totals[column.key]) ?? totals[column.key].toLocaleString())
          ) : i === 0 ? (
            <Text span fw={700} size="sm">
              {partial ? 'Page total' : 'Total'}
            </Text>
          ) : null}
        </Table.Td>
      ))}
      {withActions && <Table.Td />}
    </Table.Tr>
  );
}
