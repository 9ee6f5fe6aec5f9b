import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Modal, Stack, Table } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { FormActions } from '@/components/form-actions';
import type { ExternalCalendarEvent } from '@/features/events/calendar/to-calendar-events';
import { useDateFormats } from '@/features/events/use-date-formats';

/**
 * Another club's event (spec section 2): the other club's name, the event, its start (and
 * end), and Go to Site (the event's public page on that club's site).
 */
export function ExternalEventDialog({
  event,
  onClose,
}: {
  event: ExternalCalendarEvent | null;
  onClose: () => void;
}) {
  const formats = useDateFormats();
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title="Another club's event"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {event && (
        <Stack gap="md">
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={130}>Organisation</Table.Th>
                <Table.Td>{event.organisation}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Td>{event.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Start</Table.Th>
                <Table.Td>{formats.dateTime(event.start)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>End</Table.Th>
                <Table.Td>{formats.dateTime(event.end)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <FormActions>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              component="a"
              href={event.url}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} aria-hidden />}
              data-autofocus
            >
              Go to Site
            </Button>
          </FormActions>
        </Stack>
      )}
    </Modal>
  );
}
