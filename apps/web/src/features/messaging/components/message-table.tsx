import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { EmptyText } from '@/components/data-table/table-rows';
import type { Column, FilterDef, TableQuery } from '@/components/data-table/types';
import { useUrlTableState } from '@/components/data-table/use-url-table-state';
import { MESSAGE_COLUMNS, type MessageRecord } from '@/features/messaging/message-columns';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

/**
 * The club's message record in the shared table (search, filters, paging, CSV), limited
 * to `fixed` filters (e.g. only queued messages for the outbox).
 */
export function MessageTable({
  label,
  fixed,
  filters,
  empty,
  columns = MESSAGE_COLUMNS,
}: {
  label: string;
  fixed: Record<string, string>;
  filters: readonly FilterDef[];
  empty: EmptyText;
  /** Which columns (default: all of the record's, recipient first). */
  columns?: readonly Column<MessageRecord>[];
}) {
  const [state, setState] = useUrlTableState(filters);
  const fixedKey = JSON.stringify(fixed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fixedKey stands for fixed
  const query: TableQuery<MessageRecord> = useMemo(
    () => (params) =>
      collectionListQueryOptions<MessageRecord>('messagerecords', {
        ...params,
        ...fixed,
        expand: 'people',
      }),
    [fixedKey],
  );
  return (
    <DataTable
      model="messagerecords"
      label={label}
      columns={columns}
      filters={filters}
      state={state}
      onStateChange={setState}
      query={query}
      empty={empty}
      minWidth={900}
      cardsOnPhone
    />
  );
}
