import { Badge, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFilter, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { downloadCsv } from '@/components/data-table/csv-export';
import { DebouncedTextInput } from '@/components/data-table/debounced-text-input';
import { allRowsParams } from '@/components/data-table/table-state';
import type { Column, TableQuery, TableState } from '@/components/data-table/types';

/**
 * Search (400 ms, Enter at once), the Filters toggle with the count of active filters,
 * and Export CSV: every row matching the current search and filters, not only the page.
 */
export function TableToolbar<Row>({
  model,
  label,
  columns,
  query,
  state,
  filters,
  onSearch,
  extra,
}: {
  model: string;
  label: string;
  columns: readonly Column<Row>[];
  query: TableQuery<Row>;
  state: TableState;
  /** Absent when the screen declares no filters. */
  filters?: { open: boolean; count: number; panelId: string; onToggle: () => void };
  /** Absent when the list has no text search. */
  onSearch?: (search: string) => void;
  extra?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await queryClient.fetchQuery({ ...query(allRowsParams(state)), staleTime: 0 });
      await downloadCsv(model, columns, all);
      notifications.show({
        color: 'green',
        title: 'Export ready',
        message: `${all.rows.length} ${all.rows.length === 1 ? 'row' : 'rows'} exported to ${model}-export.csv`,
      });
    } catch {
      // The API client already shows what went wrong (banner or error page).
    } finally {
      setExporting(false);
    }
  };

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap" style={{ flex: '1 1 320px' }}>
        {onSearch && (
          <DebouncedTextInput
            type="search"
            aria-label={`Search ${label.toLowerCase()}`}
            placeholder="Search…"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={state.search}
            onCommit={onSearch}
            style={{ flex: '1 1 220px', maxWidth: 360 }}
          />
        )}
        {filters && (
          <Button
            variant={filters.open ? 'light' : 'default'}
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={
              filters.count > 0 ? (
                <Badge size="sm" circle aria-label={`${filters.count} active`}>
                  {filters.count}
                </Badge>
              ) : null
            }
            aria-expanded={filters.open}
            aria-controls={filters.open ? filters.panelId : undefined}
            onClick={filters.onToggle}
          >
            Filters
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={exportCsv}
        >
          Export CSV
        </Button>
      </Group>
      {extra}
    </Group>
  );
}
