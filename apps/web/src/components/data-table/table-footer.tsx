import { Group, Pagination, Select, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { PAGE_SIZES, type PageSize } from '@/components/data-table/types';

/** "Showing 11–20 of 45", the page size (10, 25, 50, 100, all) and the pages. */
export function TableFooter({
  page,
  size,
  count,
  shown,
  onPage,
  onSize,
}: {
  page: number;
  size: PageSize;
  count: number;
  shown: number;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
}) {
  const sizeId = useId();
  const pages = size === 'all' ? 1 : Math.max(1, Math.ceil(count / size));
  const first = count === 0 ? 0 : size === 'all' ? 1 : (page - 1) * size + 1;
  const last = count === 0 ? 0 : first + shown - 1;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="md" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm">
            Rows per page
          </Text>
          <Select
            id={sizeId}
            size="xs"
            w={76}
            data={PAGE_SIZES.map((s) => ({
              value: String(s),
              label: s === 'all' ? 'All' : String(s),
            }))}
            value={String(size)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            onChange={(value) => onSize(value === 'all' ? 'all' : (Number(value) as PageSize))}
          />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="table-range">
          {count === 0 ? 'No rows' : `Showing ${first}–${last} of ${count}`}
        </Text>
      </Group>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          aria-label="Pages"
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Group>
  );
}
