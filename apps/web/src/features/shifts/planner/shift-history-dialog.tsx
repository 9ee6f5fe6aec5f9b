import { Alert, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useShiftHistory } from '@/features/shifts/api/get-shift-history';
import { useWaitingList } from '@/features/shifts/api/get-waiting-list';
import { useSession } from '@/lib/auth/use-session';
import { formatDateTime, formatTime } from '@/lib/formats';
import { historyActionText, historyByText } from '@/lib/shift-history-text';

/**
 * A saved shift's history (admin): its waiting list in order when it has one (issue 25),
 * then who was put on or taken off, moves, publishing, offers and kiosk sign-ins, newest first, with who did it and when, on the club's clock. The four
 * columns wrap on a phone rather than scroll sideways.
 */
export function ShiftHistoryDialog({
  shiftId,
  label,
  onClose,
}: {
  shiftId: number | null;
  label: string;
  onClose: () => void;
}) {
  const history = useShiftHistory(shiftId);
  const waiting = useWaitingList(shiftId).data?.waiting ?? [];
  const settings = useSession().user?.settings;
  const rows = history.data?.history ?? [];
  return (
    <Modal
      opened={shiftId !== null}
      onClose={onClose}
      title="Shift history"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the history' }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {waiting.length > 0 && (
          <section aria-label="Waiting list">
            <Text fw={600} size="sm">
              {`Waiting list (${waiting.length})`}
            </Text>
            <ol style={{ margin: 0, paddingInlineStart: '1.5rem' }} data-testid="waiting-list">
              {waiting.map((entry) => (
                <li key={entry.person}>
                  <Text size="sm" span>
                    {entry.person_name}
                  </Text>
                  <Text size="xs" c="dimmed" span>
                    {` since ${formatDateTime(entry.joined, settings)}${entry.offered ? ', offered it now' : ''}`}
                  </Text>
                </li>
              ))}
            </ol>
          </section>
        )}
        {history.isPending && <Loader size="sm" aria-label="Loading the history" />}
        {history.isError && (
          <Alert color="red" role="alert">
            The history did not load. Please try again.
          </Alert>
        )}
        {history.isSuccess && rows.length === 0 && (
          <Text size="sm">Nothing has happened to this shift yet.</Text>
        )}
        {rows.length > 0 && (
          <Table striped verticalSpacing="xs" fz="sm" aria-label="Shift history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDateTime(row.at, settings)}</Table.Td>
                  <Table.Td>
                    {historyActionText(row)}
                    {row.action === 'moved' && row.details.was_start && row.details.start && (
                      <Text size="xs" c="dimmed">
                        {`${formatTime(row.details.was_start, settings)} → ${formatTime(row.details.start, settings)}`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{row.person_name ?? '—'}</Table.Td>
                  <Table.Td>{historyByText(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
