import '@/features/availability/availability-styles';
import type { AvailabilityState } from '@crewcall/contract';
import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useAvailabilityGrid } from '@/features/availability/api/get-availability-views';
import { StateLegend, StateMark } from '@/features/availability/components/state-cell';
import { dayjs } from '@/lib/formats';
import { clubToday } from '@/lib/time-zone';

const ROLE_OPTIONS = [
  { value: 'all', label: 'Everyone' },
  { value: 'user', label: 'Members' },
  { value: 'admin', label: 'Admins' },
];

/** The month in the URL (`?month=YYYY-MM`), else this month. */
export function monthOf(value: string | null): string {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : clubToday().slice(0, 7);
}

/**
 * Unavailability (admin): a month grid of members × days showing what each set (spec
 * section 2), filtered by role; each day's heading opens that day's lists.
 */
export default function AvailabilityMonthPage() {
  const [search, setSearch] = useSearchParams();
  const month = monthOf(search.get('month'));
  const roleParam = search.get('role');
  const role = roleParam === 'user' || roleParam === 'admin' ? roleParam : null;
  const grid = useAvailabilityGrid(month, role);
  const go = (patch: Record<string, string | null>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const shift = (months: number) =>
    go({ month: dayjs(`${month}-01`).add(months, 'month').format('YYYY-MM') });
  const data = grid.data;
  const today = clubToday();

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <PageHeader
          title="Unavailability"
          description="Who said they can help on each day of the month. Open a day to see its lists."
        />
        <Group justify="space-between" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <ActionIcon variant="default" aria-label="Previous month" onClick={() => shift(-1)}>
              <IconChevronLeft size={16} aria-hidden />
            </ActionIcon>
            <Title order={2} size="h4" miw={150} ta="center" aria-live="polite">
              {dayjs(`${month}-01`).format('MMMM YYYY')}
            </Title>
            <ActionIcon variant="default" aria-label="Next month" onClick={() => shift(1)}>
              <IconChevronRight size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <SegmentedControl
            aria-label="Role"
            data={ROLE_OPTIONS}
            value={role ?? 'all'}
            onChange={(value) => go({ role: value === 'all' ? null : value })}
          />
        </Group>
        {!data ? (
          <PageLoader label="Loading availability" />
        ) : data.people.length === 0 ? (
          <Text c="dimmed">Nobody with this role yet.</Text>
        ) : (
          <Box
            style={{ overflow: 'auto', maxHeight: '70vh' }}
            tabIndex={0}
            role="region"
            aria-label="Availability by person and day"
            data-testid="availability-grid"
          >
            <Table withTableBorder withColumnBorders striped stickyHeader fz="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th
                    scope="col"
                    style={{
                      position: 'sticky',
                      left: 0,
                      zIndex: 3,
                      background: 'var(--mantine-color-body)',
                    }}
                  >
                    Person
                  </Table.Th>
                  {data.dates.map((date) => (
                    <Table.Th key={date} scope="col" ta="center" p={4}>
                      <Anchor
                        component={Link}
                        to={`/unavailability/${date}`}
                        size="xs"
                        fw={date === today ? 800 : 500}
                        title={`Availability on ${dayjs(date).format('dddd D MMMM')}`}
                      >
                        {dayjs(date).format('dd')}
                        <br />
                        {dayjs(date).format('D')}
                      </Anchor>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.people.map((person) => (
                  <Table.Tr key={person.id} data-testid="availability-row">
                    <Table.Th
                      scope="row"
                      style={{
                        position: 'sticky',
                        left: 0,
                        zIndex: 1,
                        whiteSpace: 'nowrap',
                        background: 'var(--mantine-color-body)',
                      }}
                    >
                      {person.name}
                    </Table.Th>
                    {data.dates.map((date) => (
                      <Table.Td key={date} ta="center" p={2} data-date={date}>
                        <StateMark
                          state={
                            data.days[date]?.[String(person.id)] as AvailabilityState | undefined
                          }
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
        <StateLegend />
      </Stack>
    </Container>
  );
}
