import '@/features/hours/hours-styles';
import type { HoursRow } from '@crewcall/contract';
import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { toListParams } from '@/components/data-table/table-state';
import type { Column, ListParams, TableQuery } from '@/components/data-table/types';
import { useUrlTableState } from '@/components/data-table/use-url-table-state';
import type { HoursTablePage } from '@/features/hours/api/get-timesheets';
import { useHoursFilters } from '@/features/hours/timesheets/use-hours-filters';
import { formatHours } from '@/lib/hours-format';

/**
 * A table of shifts with their hours (the admin's timesheets, a person's shifts): the
 * shared data table (10 rows, newest first, filters, CSV) and, above it, the hours of
 * every matching shift, not only the page's.
 */
export function HoursTable({
  model,
  columns,
  query,
  withPerson,
  withTotals,
  rowActions,
  emptyText,
  toolbarExtra,
}: {
  model: string;
  columns: readonly Column<HoursRow>[];
  query: TableQuery<HoursRow>;
  withPerson: boolean;
  withTotals: boolean;
  rowActions?: (row: HoursRow) => ReactNode;
  emptyText: string;
  /** More buttons above the table, given the table's parameters (e.g. "Export history"). */
  toolbarExtra?: (params: ListParams) => ReactNode;
}) {
  const filters = useHoursFilters({ withPerson });
  const [state, setState] = useUrlTableState(filters);
  const params = useMemo(() => toListParams(state), [state]);
  // The same query as the table's (one call): its totals cover every match.
  const page = useQuery({ ...query(params), enabled: withTotals }).data as
    | HoursTablePage
    | undefined;

  return (
    <Stack gap="sm">
      {toolbarExtra && <Group justify="flex-end">{toolbarExtra(params)}</Group>}
      {withTotals && page && (
        <Group gap="lg" data-testid="hours-totals" aria-live="polite">
          <Text size="sm">
            <Text span fw={700}>
              {formatHours(page.totals.hours)}
            </Text>{' '}
            in {page.count} {page.count === 1 ? 'shift' : 'shifts'}
          </Text>
          <Text size="sm" c="dimmed">
            {page.totals.untimed} without recorded hours
          </Text>
        </Group>
      )}
      <DataTable<HoursRow>
        model={model}
        label="Shifts"
        columns={columns}
        filters={filters}
        state={state}
        onStateChange={setState}
        query={query}
        rowActions={rowActions}
        minWidth={withPerson ? 1100 : 900}
        searchable={false}
        cardsOnPhone
        empty={{ title: 'No shifts', description: emptyText }}
      />
    </Stack>
  );
}
