import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import type { Column, FilterDef } from '@/components/data-table/types';
import type { SetupRow } from '@/features/setup/setup-screen';
import { relatedField } from '@/lib/api/collections/collection-page';
import { useSession } from '@/lib/auth/use-session';
import { csvDateTime, formatDateTime } from '@/lib/formats';

/** Column and filter building blocks shared by the setup screens. */

export const nameColumn = (key = 'name', header = 'Name'): Column<SetupRow> => ({
  key,
  header,
  sortable: true,
});

/** The row's place in the admin's order; the setup page shows it 1-based, without gaps. */
export const orderColumn: Column<SetupRow> = {
  key: 'order',
  header: 'Order',
  sortable: true,
  align: 'right',
};

/** Long text, clamped to two lines in the list (whole in the CSV). */
export const longTextColumn = (key: string, header: string): Column<SetupRow> => ({
  key,
  header,
  sortable: true,
  render: (row) => (
    <Text size="sm" lineClamp={2} maw={420} c={row[key] ? undefined : 'dimmed'}>
      {String(row[key] ?? '') || '—'}
    </Text>
  ),
});

export const yesNoColumn = (key: string, header: string): Column<SetupRow> => ({
  key,
  header,
  sortable: true,
  value: (row) => (row[key] ? 'Yes' : 'No'),
  render: (row) => (
    <Badge variant="dot" color={row[key] ? 'green' : 'gray'}>
      {row[key] ? 'Yes' : 'No'}
    </Badge>
  ),
});

/** The name of a related row, side-loaded with `expand`. */
export const relatedColumn = (
  key: string,
  header: string,
  collection: string,
): Column<SetupRow> => ({
  key,
  header,
  sortable: true,
  value: (row, page) => relatedField(page.related, collection, row[key]),
  render: (row, page) => {
    const name = relatedField(page.related, collection, row[key]);
    return name ? (
      name
    ) : (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  },
});

export const colorColumn: Column<SetupRow> = {
  key: 'color',
  header: 'Colour',
  sortable: true,
  render: (row) =>
    row.color ? (
      <Group gap="xs" wrap="nowrap">
        <ColorSwatch color={String(row.color)} size={18} aria-hidden />
        <Text size="sm" ff="monospace">
          {String(row.color)}
        </Text>
      </Group>
    ) : (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    ),
};

/** A moment as the person chose to see dates and times, on the club's clock. */
function Moment({ value, empty }: { value: unknown; empty: string }) {
  const settings = useSession().user?.settings;
  if (typeof value !== 'string' || !value) {
    return (
      <Text span size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(value, settings)}
    </time>
  );
}

/** A date and time (ISO 8601 on the club's clock in the CSV); `empty` where there is none. */
export const momentColumn = (key: string, header: string, empty = '—'): Column<SetupRow> => ({
  key,
  header,
  sortable: true,
  value: (row) => (typeof row[key] === 'string' ? formatDateTime(row[key] as string) : ''),
  exportValue: (row) => csvDateTime(row[key] as string | null),
  render: (row) => <Moment value={row[key]} empty={empty} />,
});

export const textFilter = (field: string, label: string): FilterDef => ({
  type: 'text',
  field,
  label,
});
export const numberFilter = (field: string, label: string): FilterDef => ({
  type: 'number',
  field,
  label,
});
export const yesNoFilter = (field: string, label: string): FilterDef => ({
  type: 'select',
  field,
  label,
  options: [
    { value: 'true', label: 'Yes' },
    { value: 'false', label: 'No' },
  ],
});
