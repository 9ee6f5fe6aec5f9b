import type { ImportResult, ImportRowInput, ImportRowStatus } from '@crewcall/contract';
import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  describeRow,
  fileLine,
  type ProfileFieldOption,
} from '@/features/people/import/csv-mapping';

/** Rows shown at once: enough to read, not enough to slow a phone down. */
const SHOWN_ROWS = 500;

const STATUS: Record<ImportRowStatus, { label: string; color: string }> = {
  ok: { label: 'Will be imported', color: 'green' },
  invalid: { label: 'Error', color: 'red' },
  duplicate: { label: 'Repeated', color: 'orange' },
  existing: { label: 'Already a member', color: 'gray' },
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

/**
 * Step 3: what the server found for every row, before anything is saved. Rows with a
 * problem are listed first with the reason; importing adds the others in one go.
 */
export function PreviewStep({
  result,
  rows,
  profileFields,
  importing,
  onBack,
  onImport,
}: {
  result: ImportResult;
  rows: ImportRowInput[];
  profileFields: ProfileFieldOption[];
  importing: boolean;
  onBack: () => void;
  onImport: () => void;
}) {
  const problems = result.rows.filter((r) => r.status !== 'ok');
  const [show, setShow] = useState<'problems' | 'all'>(problems.length ? 'problems' : 'all');
  const listed = show === 'problems' ? problems : result.rows;
  const { counts } = result;
  const phone = useMediaQuery('(max-width: 47.99em)', false);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Count label="will be imported" value={counts.ok} testId="count-ok" />
        <Count label="with errors (skipped)" value={counts.invalid} testId="count-invalid" />
        <Count label="repeated in the file" value={counts.duplicate} testId="count-duplicate" />
        <Count label="already members" value={counts.existing} testId="count-existing" />
      </SimpleGrid>
      <Text size="sm">
        {counts.ok === counts.total
          ? `Every row is ready to import.`
          : `${plural(counts.total - counts.ok, 'row', 'rows')} will be skipped. Fix them in your file and import it again later if you need them: people already imported are skipped then.`}
      </Text>
      <SegmentedControl
        aria-label="Rows to show"
        value={show}
        onChange={(value) => setShow(value as 'problems' | 'all')}
        data={[
          { value: 'problems', label: `Problems (${problems.length})` },
          { value: 'all', label: `All rows (${result.rows.length})` },
        ]}
        w="fit-content"
      />
      {phone ? (
        <Box
          mah={480}
          style={{ overflowY: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label="Rows of the file"
        >
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {listed.slice(0, SHOWN_ROWS).map((r) => (
              <Paper
                key={r.row}
                component="li"
                withBorder
                p="xs"
                radius="sm"
                data-status={r.status}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} truncate="end">
                    Line {fileLine(r.row)}: {rows[r.row]?.name || '—'}
                  </Text>
                  <Badge
                    variant="dot"
                    color={STATUS[r.status].color}
                    tt="none"
                    style={{ flexShrink: 0 }}
                  >
                    {STATUS[r.status].label}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {rows[r.row]?.email || '—'}
                </Text>
                {r.status !== 'ok' && <Text size="sm">{describeRow(r, profileFields)}</Text>}
              </Paper>
            ))}
          </Stack>
        </Box>
      ) : (
        /* Scrolls inside itself; focusable so keyboards can scroll it. */
        <Box
          mah={480}
          style={{ overflow: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label="Rows of the file"
        >
          <Table striped miw={560} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Line</Table.Th>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {listed.slice(0, SHOWN_ROWS).map((r) => (
                <Table.Tr key={r.row} data-status={r.status}>
                  <Table.Td>{fileLine(r.row)}</Table.Td>
                  <Table.Td>{rows[r.row]?.name || '—'}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {rows[r.row]?.email || '—'}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Badge variant="dot" color={STATUS[r.status].color} w="fit-content">
                        {STATUS[r.status].label}
                      </Badge>
                      {r.status !== 'ok' && <Text size="sm">{describeRow(r, profileFields)}</Text>}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
              {listed.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text size="sm" c="dimmed">
                      No problems found.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {listed.length > SHOWN_ROWS && (
        <Text size="sm" c="dimmed">
          The first {SHOWN_ROWS} of {listed.length} rows are shown.
        </Text>
      )}
      {importing && (
        <Stack gap={4}>
          <Progress value={100} animated striped aria-label="Importing" />
          <Text size="sm" role="status">
            Importing {plural(counts.ok, 'person', 'people')} in one go…
          </Text>
        </Stack>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onBack} disabled={importing}>
          Back to columns
        </Button>
        <Button onClick={onImport} loading={importing} disabled={counts.ok === 0}>
          Import {plural(counts.ok, 'person', 'people')}
        </Button>
      </Group>
    </Stack>
  );
}
