import { NativeSelect } from '@mantine/core';
import { sortChoice, sortFromChoice } from '@/components/data-table/sort';
import type { Column, SortKey } from '@/components/data-table/types';

/**
 * Sorting where the cards have no column headers to click: one native select (the
 * phone's own picker, and arrow keys on a keyboard) of each sortable column both ways.
 */
export function CardSort<Row>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly Column<Row>[];
  sort: readonly SortKey[];
  onSort: (sort: SortKey[]) => void;
}) {
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const data = [
    { value: '', label: 'Default order' },
    ...sortable.flatMap((column) => [
      { value: column.key, label: `${column.header}, ascending` },
      { value: `-${column.key}`, label: `${column.header}, descending` },
    ]),
  ];
  return (
    <NativeSelect
      label="Sort by"
      data={data}
      value={sortChoice(sort)}
      onChange={(event) => onSort(sortFromChoice(event.currentTarget.value))}
    />
  );
}
