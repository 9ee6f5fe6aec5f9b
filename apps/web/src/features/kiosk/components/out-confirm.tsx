import { Button, Stack, Table, Text, Title } from '@mantine/core';
import type { SignOutSummary } from '@/features/kiosk/kiosk-machine';
import { clubHourMinute } from '@/features/kiosk/kiosk-time';
import { formatHours } from '@/lib/hours-format';

/** After a sign-out: the shift's start, end and hours, and thanks. */
export function OutConfirm({
  name,
  summary,
  onDone,
}: {
  name: string;
  summary: SignOutSummary;
  onDone: () => void;
}) {
  return (
    <Stack gap="xl" maw={560}>
      <Title order={2} size={40}>
        Thank you, {name}!
      </Title>
      <Table fz={24} verticalSpacing="md" data-testid="kiosk-out-summary">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Start</Table.Th>
            <Table.Td>{clubHourMinute(summary.start)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">End</Table.Th>
            <Table.Td>{clubHourMinute(summary.end)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Hours</Table.Th>
            <Table.Td>{formatHours(summary.hours)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text fz="xl">You are signed out. See you next time.</Text>
      <Button size="xl" h={72} onClick={onDone}>
        Done
      </Button>
    </Stack>
  );
}
