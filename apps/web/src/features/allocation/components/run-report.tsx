import type { AllocationReport } from '@crewcall/contract';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '@/lib/auth/use-session';
import { formatDateTime } from '@/lib/formats';

const pct = (n: number, of: number) => (of ? `${Math.round((100 * n) / of)}%` : '—');

/** What an auto-fill did: the figures, why shifts stayed open, each person against quota. */
export function RunReport({ report }: { report: AllocationReport }) {
  const settings = useSession().user?.settings;
  const honoured = report.preferences.want_honoured + report.preferences.can_honoured;
  const marked = report.preferences.want + report.preferences.can;
  const short = [...report.people].sort(
    (a, b) => a.allocated / Math.max(a.quota, 1) - b.allocated / Math.max(b.quota, 1),
  );
  return (
    <Stack data-testid="run-report">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Filled" value={`${report.filled} of ${report.shifts}`} />
        <Figure label="Largest shortfall" value={`${report.largest_shortfall} duties`} />
        <Figure label="Preferences honoured" value={pct(honoured, marked)} />
        <Figure
          label="Solver"
          value={
            report.status === 'time_limit'
              ? `time limit, gap ${((report.gap ?? 0) * 100).toFixed(2)}%`
              : 'best possible'
          }
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {report.staged} duties were staged, unpublished: review and change them in each event's
        planner, then publish as usual. Nobody sees them until then.
      </Text>
      {report.unfilled_shifts.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Left open ({report.unfilled_shifts.length})
          </Title>
          <Table.ScrollContainer
            minWidth={400}
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Shifts left open table"
          >
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Shift</Table.Th>
                  <Table.Th>Why</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.unfilled_shifts.map((u) => (
                  <Table.Tr key={u.shift} data-testid="unfilled-shift">
                    <Table.Td>
                      {u.event && u.start ? (
                        // The event's planner, where the shift can be filled by hand.
                        <Anchor component={Link} to={`/events/${u.event}/shifts`} size="sm">
                          {`${u.event_name}, ${formatDateTime(u.start, settings)}`}
                        </Anchor>
                      ) : (
                        `Shift ${u.shift}`
                      )}
                    </Table.Td>
                    <Table.Td>{u.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={3} size="h5">
          Duties against quota
        </Title>
        <Table.ScrollContainer
          minWidth={480}
          type="native"
          tabIndex={0}
          role="region"
          aria-label="Duties against quota table"
        >
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Person</Table.Th>
                <Table.Th>Duties</Table.Th>
                <Table.Th>Quota</Table.Th>
                <Table.Th>Wants given</Table.Th>
                <Table.Th>Cans given</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {short.map((p) => (
                <Table.Tr key={p.person} data-testid="person-outcome">
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {p.allocated}
                      {p.allocated < p.quota && (
                        <Badge size="xs" color="orange" variant="light">
                          {p.quota - p.allocated} short
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{p.quota}</Table.Td>
                  <Table.Td>
                    {p.want_honoured} / {p.want}
                  </Table.Td>
                  <Table.Td>
                    {p.can_honoured} / {p.can}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
}
