import '@mantine/core/styles/EmptyState.css';
import { Container, EmptyState, Paper, Stack } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { useEvent } from '@/features/events/api/get-event';
import { EventAdminLinks } from '@/features/events/components/event-admin-links';

/**
 * Where an admin's click on an event lands (`event.shifts`). The shifts issue builds the
 * screen; until then it names the event and offers its page and its edit form.
 */
export default function EventShiftsPage() {
  const id = Number(useParams().pk);
  const event = useEvent(id).data?.rows[0];
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <PageHeader title={event ? `Shifts: ${event.name}` : 'Shifts'} />
        <Paper withBorder p="xl">
          <EmptyState
            icon={<IconUsersGroup size={32} aria-hidden />}
            variant="light"
            title="Shifts arrive soon"
            description="Planning and publishing this event's shifts comes with the shifts update."
          />
          <EventAdminLinks eventId={id} links={['view', 'edit']} justify="center" mt="md" />
        </Paper>
      </Stack>
    </Container>
  );
}
