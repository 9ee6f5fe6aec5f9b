import '@/features/shifts/shifts-styles';
import type { EventRow, ShiftRow } from '@crewcall/contract';
import { Anchor, Container, Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import type { TableQuery } from '@/components/data-table/types';
import { useUrlTableState } from '@/components/data-table/use-url-table-state';
import { PageHeader } from '@/components/page-header';
import {
  SHIFT_FILTERS,
  SHIFT_LIST_EXPAND,
  shiftColumns,
} from '@/features/shifts/list/shift-columns';
import { useCollectionItem } from '@/lib/api/collections/get-collection-item';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';
import { useSession } from '@/lib/auth/use-session';

/**
 * An event's shifts as a table (admin, `event.shiftlist`): search, filter, sort, page and
 * export them to CSV (`shifts-export.csv`). Planning happens on the planner.
 */
export default function ShiftListPage() {
  const eventId = Number(useParams().pk);
  const settings = useSession().user?.settings;
  const event = useCollectionItem<EventRow>('events', eventId).data?.rows[0];
  const [state, setState] = useUrlTableState(SHIFT_FILTERS);
  const columns = useMemo(() => shiftColumns(settings), [settings]);
  const query = useMemo<TableQuery<ShiftRow>>(
    () => (params) =>
      collectionListQueryOptions<ShiftRow>('shifts', {
        ...params,
        event: eventId,
        expand: SHIFT_LIST_EXPAND,
      }),
    [eventId],
  );

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <PageHeader
          title={event ? `Shift list: ${event.name}` : 'Shift list'}
          description="Every shift of this event, published or not."
          showsTimes
        />
        <Group gap="md">
          <Anchor component={Link} to={`/events/${eventId}/shifts`} size="sm">
            Back to the planner
          </Anchor>
          <Anchor component={Link} to={`/events/${eventId}`} size="sm">
            Event page
          </Anchor>
        </Group>
        <DataTable<ShiftRow>
          model="shifts"
          label="Shifts"
          columns={columns}
          filters={SHIFT_FILTERS}
          state={state}
          onStateChange={setState}
          query={query}
          minWidth={900}
          empty={{
            title: 'No shifts yet',
            description: 'Shifts appear here once they are saved on the planner.',
          }}
        />
      </Stack>
    </Container>
  );
}
