import type { ShiftRow } from '@crewcall/contract';
import { Badge } from '@mantine/core';
import type { Column, FilterDef, TablePage } from '@/components/data-table/types';
import { relatedField } from '@/lib/api/collections/collection-page';
import { csvDateTime, type FormatSettings, formatDateTime } from '@/lib/formats';

/** What the list expands, so role, assignment and location show by name. */
export const SHIFT_LIST_EXPAND = 'roles,assignments,locations';

const named =
  (collection: string, field: 'role' | 'assignment' | 'location') =>
  (row: ShiftRow, page: TablePage<ShiftRow>) =>
    relatedField(page.related, collection, row[field]);

/** The shift list's columns: times as the admin chose to see them, names of the refs. */
export function shiftColumns(settings?: FormatSettings | null): Column<ShiftRow>[] {
  return [
    {
      key: 'start',
      header: 'Start',
      sortable: true,
      value: (row) => formatDateTime(row.start, settings),
      exportValue: (row) => csvDateTime(row.start),
    },
    {
      key: 'end',
      header: 'End',
      sortable: true,
      value: (row) => formatDateTime(row.end, settings),
      exportValue: (row) => csvDateTime(row.end),
    },
    { key: 'role', header: 'Role', value: named('roles', 'role') },
    { key: 'assignment', header: 'Assignment', value: named('assignments', 'assignment') },
    { key: 'location', header: 'Location', value: named('locations', 'location') },
    { key: 'person_name', header: 'Person', value: (row) => row.person_name ?? 'Open' },
    {
      key: 'draft',
      header: 'Published',
      sortable: true,
      value: (row) => (row.draft ? formatDateTime(row.draft, settings) : 'Unpublished'),
      exportValue: (row) => (row.draft ? csvDateTime(row.draft) : 'Unpublished'),
      render: (row) =>
        row.draft ? (
          formatDateTime(row.draft, settings)
        ) : (
          <Badge variant="dot" color="red" tt="none">
            Unpublished
          </Badge>
        ),
    },
  ];
}

export const SHIFT_FILTERS: FilterDef[] = [
  {
    type: 'select',
    field: 'draft__isnull',
    label: 'Published',
    options: [
      { value: 'false', label: 'Published' },
      { value: 'true', label: 'Unpublished' },
    ],
  },
];
