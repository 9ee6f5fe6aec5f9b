import type { EventRow } from '@crewcall/contract';
import { Anchor, ColorSwatch, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Column, FilterDef, TableQuery } from '@/components/data-table/types';
import { eventColor } from '@/features/events/calendar/readable-text';
import { EmptyShiftsBadge } from '@/features/events/components/empty-shifts-badge';
import { relatedField } from '@/lib/api/collections/collection-page';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';
import { csvDateTime, formatDateTime } from '@/lib/formats';

/** Event lists (admin): newest first unless the table is sorted otherwise. */
export function eventTableQuery(fixed: Record<string, string> = {}): TableQuery<EventRow> {
  return (params) =>
    collectionListQueryOptions<EventRow>('events', {
      ...params,
      ...fixed,
      sort: params.sort ?? '-start',
      expand: 'locations,eventtypes,series',
    });
}

/** The columns of the event list and a series' events; `series: false` leaves that one out. */
export function eventColumns({ series = true } = {}): Column<EventRow>[] {
  const columns: Column<EventRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={eventColor(row.color)} size={14} aria-hidden />
          <Anchor component={Link} to={`/events/${row.id}`} fw={600} underline="hover">
            {row.name}
          </Anchor>
        </Group>
      ),
    },
    {
      key: 'start',
      header: 'Start',
      sortable: true,
      value: (row) => formatDateTime(row.start),
      exportValue: (row) => csvDateTime(row.start),
    },
    {
      key: 'end',
      header: 'End',
      sortable: true,
      value: (row) => formatDateTime(row.end),
      exportValue: (row) => csvDateTime(row.end),
    },
    {
      key: 'eventtype',
      header: 'Type',
      value: (row, page) => relatedField(page.related, 'eventtypes', row.eventtype),
    },
    {
      key: 'location',
      header: 'Location',
      value: (row, page) => relatedField(page.related, 'locations', row.location),
    },
    {
      key: 'series',
      header: 'Series',
      value: (row, page) =>
        row.series === null
          ? ''
          : relatedField(page.related, 'series', row.series) || 'Untitled Series',
    },
    {
      key: 'empty',
      header: 'Unfilled shifts',
      align: 'right',
      summable: true,
      render: (row) => <EmptyShiftsBadge empty={row.empty} />,
    },
  ];
  return series ? columns : columns.filter((column) => column.key !== 'series');
}

export const EVENT_FILTERS: FilterDef[] = [
  { type: 'text', field: 'name', label: 'Name' },
  { type: 'date', field: 'start', label: 'Start' },
];
