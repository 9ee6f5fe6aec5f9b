import '@/components/data-table/data-table-styles';
import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { CardView } from '@/components/data-table/card-view';
import classes from '@/components/data-table/data-table.module.css';
import { FilterPanel } from '@/components/data-table/filter-panel';
import { toggleSort } from '@/components/data-table/sort';
import { SortHeader } from '@/components/data-table/sort-header';
import { TableFooter } from '@/components/data-table/table-footer';
import {
  DataRows,
  EmptyContent,
  EmptyRow,
  type EmptyText,
  SkeletonRows,
  TotalsRow,
} from '@/components/data-table/table-rows';
import { activeFilterCount, isNarrowed, toListParams } from '@/components/data-table/table-state';
import { TableToolbar } from '@/components/data-table/table-toolbar';
import type {
  Column,
  FilterDef,
  TablePage,
  TableQuery,
  TableState,
} from '@/components/data-table/types';
import { useFocusKeptInTable } from '@/components/data-table/use-focus-kept-in-table';
import type { SetTableState } from '@/components/data-table/use-url-table-state';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api/api-errors';
import { usePhoneLayout } from '@/lib/use-phone-layout';

export interface DataTableProps<Row extends { id: number | string }> {
  /** The model's name: the CSV is `{model}-export.csv`. */
  model: string;
  /** What the rows are, e.g. "Roles": names the table, its search and its region. */
  label: string;
  columns: readonly Column<Row>[];
  /** The filter panel's fields (stable array); none: no Filters button. */
  filters?: readonly FilterDef[];
  state: TableState;
  onStateChange: SetTableState;
  query: TableQuery<Row>;
  /** Buttons at the end of each row; `position` counts from the first match (0-based). */
  rowActions?: (row: Row, position: number, page: TablePage<Row>) => ReactNode;
  empty: EmptyText;
  /** More controls on the toolbar's right (e.g. the Add button). */
  toolbar?: ReactNode;
  /** Above this width the table fits; below, it scrolls sideways. */
  minWidth?: number;
  /** False when the endpoint has no text search: no search box (filters only). */
  searchable?: boolean;
  /**
   * Below 768 px, show the rows as cards instead of a table that scrolls sideways (the
   * busy screens: People, My shifts, Timesheets; issue 20, item 5).
   */
  cardsOnPhone?: boolean;
}

/**
 * The shared searchable data table (spec section 2): search (400 ms, Enter at once),
 * a filter panel, CSV export of every match, server paging (10, 25, 50, 100, all),
 * multi-sort and a totals row. Its state lives in the URL (see useUrlTableState).
 */
export function DataTable<Row extends { id: number | string }>({
  model,
  label,
  columns,
  filters = [],
  state,
  onStateChange,
  query,
  rowActions,
  empty,
  toolbar,
  minWidth = 640,
  searchable = true,
  cardsOnPhone = false,
}: DataTableProps<Row>) {
  const phone = usePhoneLayout();
  const cards = cardsOnPhone && phone;
  const panelId = useId();
  const params = useMemo(() => toListParams(state), [state]);
  const result = useQuery({ ...query(params), placeholderData: keepPreviousData });
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(state) > 0);
  const page = result.data;
  // A patch, or one made from the state at the moment of the change (not of the last
  // render: two clicks can land before React renders again).
  const update = (
    patch: Partial<TableState> | ((current: TableState) => Partial<TableState>),
    replace = false,
  ) =>
    onStateChange(
      (current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }),
      { replace },
    );
  const narrowed = isNarrowed(state);
  const filterCount = activeFilterCount(state);
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const offset = params.offset;
  // Offline, TanStack Query pauses the first fetch instead of failing it: without this
  // the skeleton rows would wait forever (issue 10, item 15).
  const offline = result.fetchStatus === 'paused';
  const body = useRef<HTMLTableSectionElement>(null);
  const cardList = useRef<HTMLUListElement>(null);
  const region = useRef<HTMLDivElement>(null);
  useFocusKeptInTable(cards ? cardList : body, region, page?.rows);

  // A page past the end (rows were deleted, or an old link): go to the last page.
  useEffect(() => {
    if (!page || result.isPlaceholderData || state.size === 'all') return;
    if (state.page > 1 && page.rows.length === 0 && page.count > 0) {
      onStateChange((s) => ({ ...s, page: Math.ceil(page.count / (s.size as number)) }), {
        replace: true,
      });
    }
  }, [page, result.isPlaceholderData, state.page, state.size, onStateChange]);

  const clearAll = () => update({ search: '', filters: {}, page: 1 }, true);
  const clearAction = (
    <Button
      variant="light"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      onClick={clearAll}
    >
      Clear search and filters
    </Button>
  );
  const loadError = (
    <Group justify="center" gap="sm" py="lg" role="alert">
      <Text c="dimmed">{offline ? NETWORK_ERROR_MESSAGE : 'The list could not be loaded.'}</Text>
      <Button variant="light" size="compact-sm" onClick={() => result.refetch()}>
        Try again
      </Button>
    </Group>
  );

  return (
    <Stack gap="sm">
      <TableToolbar
        model={model}
        label={label}
        columns={columns}
        query={query}
        state={state}
        filters={
          filters.length > 0
            ? {
                open: filtersOpen,
                count: filterCount,
                panelId,
                onToggle: () => setFiltersOpen((open) => !open),
              }
            : undefined
        }
        onSearch={searchable ? (search) => update({ search, page: 1 }, true) : undefined}
        extra={toolbar}
      />

      {filtersOpen && filters.length > 0 && (
        <FilterPanel
          id={panelId}
          defs={filters}
          filters={state.filters}
          onChange={(next) => update({ filters: next, page: 1 }, true)}
        />
      )}

      {cards ? (
        <CardView
          label={label}
          columns={columns}
          sort={state.sort}
          onSort={(sort) => update({ sort, page: 1 })}
          page={page}
          offset={offset}
          busy={result.isFetching}
          failed={result.isError || offline}
          loadError={loadError}
          emptyContent={
            <EmptyContent narrowed={narrowed} empty={empty} clearAction={clearAction} />
          }
          rowActions={rowActions}
          regionRef={region}
          listRef={cardList}
        />
      ) : (
        <Table.ScrollContainer
          minWidth={minWidth}
          type="native"
          className={classes.scroll}
          ref={region}
          tabIndex={0}
          role="region"
          aria-label={`${label} table`}
        >
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            className={classes.table}
            aria-busy={result.isFetching}
          >
            <Table.Caption>
              <VisuallyHidden>{label}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <SortHeader
                    key={column.key}
                    column={column}
                    sort={state.sort}
                    onSort={(field, additive) =>
                      update((current) => ({
                        sort: toggleSort(current.sort, field, additive),
                        page: 1,
                      }))
                    }
                  />
                ))}
                {rowActions && (
                  <Table.Th className={classes.actions}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody ref={body}>
              {!page && (result.isError || offline) ? (
                <Table.Tr>
                  <Table.Td colSpan={columnCount}>{loadError}</Table.Td>
                </Table.Tr>
              ) : !page ? (
                <SkeletonRows
                  columns={columnCount}
                  rows={state.size === 'all' ? 10 : Math.min(state.size, 10)}
                />
              ) : page.count === 0 ? (
                <EmptyRow
                  columns={columnCount}
                  narrowed={narrowed}
                  empty={empty}
                  clearAction={clearAction}
                />
              ) : (
                <DataRows columns={columns} page={page} offset={offset} rowActions={rowActions} />
              )}
            </Table.Tbody>
            {page && page.rows.length > 0 && columns.some((c) => c.summable) && (
              <Table.Tfoot>
                <TotalsRow
                  columns={columns}
                  page={page}
                  withActions={Boolean(rowActions)}
                  partial={page.rows.length < page.count}
                />
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      )}

      <TableFooter
        page={state.page}
        size={state.size}
        count={page?.count ?? 0}
        shown={page?.rows.length ?? 0}
        onPage={(n) => update({ page: n })}
        onSize={(size) => update({ size, page: 1 })}
      />
    </Stack>
  );
}
