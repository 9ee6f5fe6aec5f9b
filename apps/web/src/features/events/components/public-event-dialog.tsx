import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { PublicEvent } from '@crewcall/contract';
import { Button, Modal, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { FormActions } from '@/components/form-actions';
import { usePublicEvent } from '@/features/events/api/get-public-event';
import { PublicEventFacts } from '@/features/events/components/public-event-facts';
import { publicEventHref } from '@/features/events/event-links';

/**
 * An event of the public calendar (no login): its start, end, location and details (read
 * when the pop-up opens: the calendar's list carries no details), and Go to event, its
 * public page. Framed (`?iframe`), the page opens framed too.
 */
export function PublicEventDialog({
  event,
  onClose,
}: {
  event: PublicEvent | null;
  onClose: () => void;
}) {
  const { search } = useLocation();
  const framed = new URLSearchParams(search).has('iframe');
  const detail = usePublicEvent(event?.id ?? null);
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title="Event"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {event && (
        <Stack gap="md">
          <Title order={2} size="h4">
            {event.name}
          </Title>
          <PublicEventFacts event={event} details={detail.data?.event.details} />
          <FormActions>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              component={Link}
              to={publicEventHref(event.id, { framed })}
              rightSection={<IconArrowRight size={16} aria-hidden />}
              data-autofocus
            >
              Go to event
            </Button>
          </FormActions>
        </Stack>
      )}
    </Modal>
  );
}
