import { Badge, Stack, Text } from '@mantine/core';
import type { Column, FilterDef, TablePage } from '@/components/data-table/types';
import type { PersonRecord } from '@/features/records/api/get-records';
import { relatedField } from '@/lib/api/collections/collection-page';
import { csvDate, type FormatSettings, formatDate } from '@/lib/formats';

type Page = TablePage<PersonRecord>;

const competencyName = (row: PersonRecord, page: Page) =>
  relatedField(page.related, 'competencies', row.competency) || '(no competency)';
const courseName = (row: PersonRecord, page: Page) =>
  relatedField(page.related, 'training', row.training);

/** Badges in cells: whole words, never "EXPI…" when the table is tight. */
const CELL_BADGE = {
  tt: 'none',
  styles: { label: { overflow: 'visible', whiteSpace: 'nowrap' } },
} as const;

/** Whether the record still counts: expired (its validity ran out), current, or not. */
export function recordStatus(row: PersonRecord): 'expired' | 'current' | 'not-current' {
  if (row.expired) return 'expired';
  return row.current ? 'current' : 'not-current';
}

const STATUS = {
  expired: { label: 'Expired', color: 'red' },
  current: { label: 'Current', color: 'green' },
  'not-current': { label: 'Not current', color: 'gray' },
} as const;

/**
 * The records table of spec section 2 (Profile, Records): Competency (with the course it
 * came from), Achieved (with when it expires), Details for admins only, Current (expired
 * records marked). Edit is the table's row action, for admins.
 */
export function recordColumns({
  admin,
  settings,
}: {
  admin: boolean;
  settings?: FormatSettings | null;
}): Column<PersonRecord>[] {
  const columns: (Column<PersonRecord> | false)[] = [
    {
      key: 'competency',
      header: 'Competency',
      value: competencyName,
      render: (row, page) => {
        const course = courseName(row, page);
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {competencyName(row, page)}
            </Text>
            {course && (
              <Text size="xs" c="dimmed">
                {course}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'achieved',
      header: 'Achieved',
      sortable: true,
      value: (row) => formatDate(row.achieved, settings),
      exportValue: (row) => csvDate(row.achieved),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{formatDate(row.achieved, settings)}</Text>
          {row.expires && (
            <Text size="xs" c={row.expired ? 'red' : 'dimmed'}>
              {row.expired ? 'Expired' : 'Expires'} {formatDate(row.expires, settings)}
            </Text>
          )}
        </Stack>
      ),
    },
    admin && {
      key: 'details',
      header: 'Details',
      value: (row) => row.details ?? '',
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={3}>
          {row.details}
        </Text>
      ),
    },
    {
      key: 'current',
      header: 'Current',
      sortable: true,
      value: (row) => STATUS[recordStatus(row)].label,
      render: (row) => {
        const status = STATUS[recordStatus(row)];
        return (
          <Badge variant="dot" color={status.color} {...CELL_BADGE} data-testid="record-status">
            {status.label}
          </Badge>
        );
      },
    },
  ];
  return columns.filter((column): column is Column<PersonRecord> => column !== false);
}

export const RECORD_FILTERS: FilterDef[] = [
  {
    type: 'select',
    field: 'current',
    label: 'Current',
    options: [
      { value: 'true', label: 'Current' },
      { value: 'false', label: 'Not current' },
    ],
  },
  {
    type: 'select',
    field: 'expired',
    label: 'Expired',
    options: [
      { value: 'true', label: 'Expired' },
      { value: 'false', label: 'Not expired' },
    ],
  },
  { type: 'date', field: 'achieved', label: 'Achieved' },
];
