import { Paper, Stack } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { CardList, CardTotals, SkeletonCards } from '@/components/data-table/card-list';
import { CardSort } from '@/components/data-table/card-sort';
import classes from '@/components/data-table/data-table.module.css';
import type { Column, SortKey, TablePage } from '@/components/data-table/types';

/**
 * The data table's phone layout (issue 20, item 5): the Sort by choice, then the rows as
 * cards with their totals, or what the table would say instead (loading, failed, empty).
 */
export function CardView<Row extends { id: number | string }>({
  label,
  columns,
  sort,
  onSort,
  page,
  offset,
  busy,
  failed,
  loadError,
  emptyContent,
  rowActions,
  regionRef,
  listRef,
}: {
  label: string;
  columns: readonly Column<Row>[];
  sort: readonly SortKey[];
  onSort: (sort: SortKey[]) => void;
  page: TablePage<Row> | undefined;
  offset: number;
  busy: boolean;
  /** The first page could not be loaded (an error, or offline). */
  failed: boolean;
  loadError: ReactNode;
  emptyContent: ReactNode;
  rowActions?: (row: Row, position: number, page: TablePage<Row>) => ReactNode;
  regionRef: Ref<HTMLDivElement>;
  listRef: Ref<HTMLUListElement>;
}) {
  return (
    <div
      ref={regionRef}
      // Focus lands here when the card that held it is gone (useFocusKeptInTable).
      tabIndex={-1}
      role="region"
      aria-label={`${label} list`}
      aria-busy={busy}
      className={classes.cards}
    >
      <Stack gap="sm">
        <CardSort columns={columns} sort={sort} onSort={onSort} />
        {!page && failed ? (
          <Paper withBorder>{loadError}</Paper>
        ) : !page ? (
          <SkeletonCards count={3} />
        ) : page.count === 0 ? (
          <Paper withBorder py="xl" px="sm">
            {emptyContent}
          </Paper>
        ) : (
          <>
            <CardList
              label={label}
              columns={columns}
              page={page}
              offset={offset}
              rowActions={rowActions}
              listRef={listRef}
            />
            {columns.some((c) => c.summable) && (
              <CardTotals columns={columns} page={page} partial={page.rows.length < page.count} />
            )}
          </>
        )}
      </Stack>
    </div>
  );
}
