import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Modal, Stack, Table } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { FormActions } from '@/components/form-actions';
import type { ExternalCalendarEvent } from '@/features/events/calendar/to-calendar-events';
import { useDateFormats } from '@/features/events/use-date-formats';

/** Another club's event (spec section 2): organisation, event, start, and Go to Site. */
export function ExternalEventDialog({
  event,
  onClose,
  title = "Another club's event",
  goLabel = 'Go to Site',
}: {
  event: ExternalCalendarEvent | null;
  onClose: () => void;
  title?: string;
  goLabel?: string;
}) {
  const formats = useDateFormats();
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={title}
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
              {goLabel}
            </Button>
          </FormActions>
        </Stack>
      )}
    </Modal>
  );
}
