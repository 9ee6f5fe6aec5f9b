import type { SeriesRow } from '@crewcall/contract';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Column, FilterDef, TableQuery } from '@/components/data-table/types';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';
import { csvDate, formatDate } from '@/lib/formats';

/** The series list (admin): newest first unless sorted otherwise. */
export const seriesTableQuery: TableQuery<SeriesRow> = (params) =>
  collectionListQueryOptions<SeriesRow>('series', { ...params, sort: params.sort ?? '-start' });

export const SERIES_COLUMNS: Column<SeriesRow>[] = [
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    value: (row) => row.name || 'Untitled Series',
    render: (row) => (
      <Anchor component={Link} to={`/series/${row.id}`} fw={600} underline="hover">
        {row.name || 'Untitled Series'}
      </Anchor>
    ),
  },
  {
    key: 'start',
    header: 'From',
    sortable: true,
    value: (row) => formatDate(row.start),
    exportValue: (row) => csvDate(row.start),
  },
  {
    key: 'end',
    header: 'To',
    sortable: true,
    value: (row) => formatDate(row.end),
    exportValue: (row) => csvDate(row.end),
  },
  { key: 'consecutive', header: 'One calendar entry', value: (row) => row.consecutive },
];

export const SERIES_FILTERS: FilterDef[] = [
  { type: 'text', field: 'name', label: 'Name' },
  { type: 'date', field: 'start', label: 'From' },
];
