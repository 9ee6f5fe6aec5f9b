import '@mantine/core/styles/Skeleton.css';
import { Container, Group, Paper, Skeleton, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { useEvent } from '@/features/events/api/get-event';
import { eventColor } from '@/features/events/calendar/readable-text';
import { EventAdminLinks } from '@/features/events/components/event-admin-links';
import { EventDetails } from '@/features/events/components/event-details';
import { useSession } from '@/lib/auth/use-session';

/**
 * An event for members (spec section 2): details, location, time. `ShiftsSection` (the
 * shifts and sign-up, from the requests feature) is handed in by app/event-route.tsx.
 */
export default function EventPage({
  ShiftsSection,
}: {
  ShiftsSection?: ComponentType<{ eventId: number }>;
} = {}) {
  const id = Number(useParams().pk);
  const admin = useSession().role === 'admin';
  const item = useEvent(id);
  const event = item.data?.rows[0];

  if (!event) {
    return (
      <Container size="md" px={0}>
        <Stack gap="md" role="status" aria-label="Loading event">
          <Skeleton height={36} width="60%" />
          <Skeleton height={200} />
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageHeader title={event.name} showsTimes />
          {admin && <EventAdminLinks eventId={id} links={['shifts', 'edit']} />}
        </Group>
        <Paper withBorder p="md" style={{ borderLeft: `6px solid ${eventColor(event.color)}` }}>
          <EventDetails event={event} related={item.data?.related} />
        </Paper>
        {ShiftsSection && <ShiftsSection eventId={id} />}
      </Stack>
    </Container>
  );
}
