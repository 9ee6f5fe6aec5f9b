import '@/components/form-overlay-styles';
import { Button, Container, Group, Stack } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { EventsTable } from '@/features/events/components/events-table';
import { addEventHref } from '@/features/events/event-links';

/** All the club's events in a table (admin). `/events/list/{pk}` opens that event's form. */
export default function EventListPage() {
  const { pk } = useParams();
  if (pk) return <Navigate to={`/events/${pk}/edit`} replace />;
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageHeader
            title="Events"
            description="Every event of the club, newest first. Open one to see it, or edit it here."
            showsTimes
          />
          <Button
            component={Link}
            to="/events/calendar"
            variant="default"
            leftSection={<IconCalendar size={16} aria-hidden />}
          >
            Calendar
          </Button>
        </Group>
        <EventsTable addTo={addEventHref()} />
      </Stack>
    </Container>
  );
}
