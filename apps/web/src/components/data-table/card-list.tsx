import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import classes from '@/components/data-table/card-list.module.css';
import { cellValue, columnTotals, displayValue } from '@/components/data-table/cell-values';
import type { Column, TablePage } from '@/components/data-table/types';

/**
 * The data table's rows as cards, for phones (issue 20, item 5): the first column is the
 * card's title, the others label: value lines (empty ones left out), the row's actions
 * at the foot. Nothing is wider than the screen, so nothing scrolls sideways.
 */
export function CardList<Row extends { id: number | string }>({
  label,
  columns,
  page,
  offset,
  rowActions,
  listRef,
}: {
  label: string;
  columns: readonly Column<Row>[];
  page: TablePage<Row>;
  offset: number;
  rowActions?: (row: Row, position: number, page: TablePage<Row>) => ReactNode;
  listRef: Ref<HTMLUListElement>;
}) {
  const [first, ...rest] = columns;
  return (
    <ul className={classes.list} ref={listRef} aria-label={label}>
      {page.rows.map((row, index) => {
        const actions = rowActions?.(row, offset + index, page);
        return (
          <li key={row.id} data-row-id={row.id} className={classes.card} data-testid="table-card">
            {first && <div className={classes.title}>{cell(first, row, page)}</div>}
            <dl className={classes.fields}>
              {rest.map((column) => {
                const content = cell(column, row, page);
                if (content === '' || content === null) return null;
                return (
                  <div key={column.key} className={classes.field}>
                    <dt>{column.header}</dt>
                    <dd>{content}</dd>
                  </div>
                );
              })}
            </dl>
            {actions && <Group gap="xs">{actions}</Group>}
          </li>
        );
      })}
    </ul>
  );
}

/** A cell's content: its render, else its plain value as text ('' when there is none). */
function cell<Row>(column: Column<Row>, row: Row, page: TablePage<Row>): ReactNode {
  return column.render ? column.render(row, page) : displayValue(cellValue(column, row, page));
}

/** The totals of the summable columns under the cards: "Hours: 12.5". */
export function CardTotals<Row>({
  columns,
  page,
  partial,
}: {
  columns: readonly Column<Row>[];
  page: TablePage<Row>;
  partial: boolean;
}) {
  const totals = columnTotals(columns, page);
  const summed = columns.filter((column) => column.key in totals);
  if (summed.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid="table-totals">
      <Group gap="lg">
        <Text fw={700} size="sm">
          {partial ? 'Page total' : 'Total'}
        </Text>
        {summed.map((column) => (
          <Text key={column.key} size="sm">
            {column.header}:{' '}
            <Text span fw={700}>
              {totals[column.key].toLocaleString()}
            </Text>
          </Text>
        ))}
      </Group>
    </Paper>
  );
}

/** Placeholder cards while the first page loads. */
export function SkeletonCards({ count }: { count: number }) {
  return (
    <Stack gap="sm">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Paper key={i} withBorder p="sm" data-testid="table-skeleton-row">
          <Skeleton height={14} width="60%" mb="sm" />
          <Skeleton height={10} width="80%" mb={6} />
          <Skeleton height={10} width="50%" />
        </Paper>
      ))}
    </Stack>
  );
}
