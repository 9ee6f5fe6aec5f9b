import { Badge, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { sortPosition } from '@/components/data-table/sort';
import type { Column, SortKey } from '@/components/data-table/types';
import classes from '@/components/data-table/data-table.module.css';

/**
 * A column header. Sortable ones are buttons: click sorts by the column, Shift+click
 * (or Shift+Enter) adds it to the sort; the position shows when several keys sort.
 */
export function SortHeader<Row>({
  column,
  sort,
  onSort,
}: {
  column: Column<Row>;
  sort: readonly SortKey[];
  onSort: (field: string, additive: boolean) => void;
}) {
  const align = column.align ?? 'left';
  if (!column.sortable) {
    return (
      <Table.Th ta={align} className={classes.th}>
        {column.header}
      </Table.Th>
    );
  }
  const position = sortPosition(sort, column.key);
  const Icon = position ? (position.descending ? IconArrowDown : IconArrowUp) : IconArrowsSort;
  const state = position
    ? `sorted ${position.descending ? 'descending' : 'ascending'}${sort.length > 1 ? `, sort key ${position.position} of ${sort.length}` : ''}`
    : 'not sorted';
  return (
    <Table.Th
      ta={align}
      className={classes.th}
      aria-sort={position ? (position.descending ? 'descending' : 'ascending') : undefined}
    >
      <UnstyledButton
        className={classes.sortButton}
        data-sorted={position ? 'true' : undefined}
        data-align={align}
        title="Click to sort; Shift+click to sort by more than one column"
        onClick={(event) => onSort(column.key, event.shiftKey)}
      >
        <span>{column.header}</span>
        <Icon size={14} aria-hidden className={classes.sortIcon} />
        {position && sort.length > 1 && (
          <Badge component="span" size="xs" circle variant="light" aria-hidden>
            {position.position}
          </Badge>
        )}
        <VisuallyHidden>, {state}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}
