import '@mantine/core/styles/Skeleton.css';
import { Button, Container, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { usePublicEvent } from '@/features/events/api/get-public-event';
import { eventColor } from '@/features/events/calendar/readable-text';
import { PublicEventFacts } from '@/features/events/components/public-event-facts';
import { publicCalendarHref } from '@/features/events/event-links';
import { useSession } from '@/lib/auth/use-session';

/**
 * An event of the public calendar for anyone (`/events/public/{pk}`, no login): name,
 * start and end, location, type and details. The public calendar's "Go to event" and the
 * club feed lead here. An event kept off the public calendar, or another club's, is the
 * 404 page (the API answers 404). Members also get a link to the event's own page.
 */
export default function PublicEventPage() {
  // The route admits digits only (params: pk).
  const id = Number(useParams().pk);
  const { search } = useLocation();
  const framed = new URLSearchParams(search).has('iframe');
  const loggedIn = useSession().status === 'authenticated';
  const answer = usePublicEvent(id);
  const page = answer.data;

  const back = (
    <Button
      component={Link}
      to={publicCalendarHref({ framed })}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Back to the calendar
    </Button>
  );

  if (!page) {
    return (
      <Container size="md" px={0}>
        <Stack gap="md" role="status" aria-label="Loading event">
          <Skeleton height={36} width="60%" />
          <Skeleton height={160} />
        </Stack>
      </Container>
    );
  }

  const { event, organisation } = page;
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageHeader title={event.name} description={`An event of ${organisation.name}`} />
          <Group gap="xs">
            {back}
            {loggedIn && !framed && (
              <Button
                component={Link}
                to={`/events/${event.id}`}
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                Open for members
              </Button>
            )}
          </Group>
        </Group>
        <Paper withBorder p="md" style={{ borderLeft: `6px solid ${eventColor(event.color)}` }}>
          <PublicEventFacts event={event} details={event.details} />
        </Paper>
        {!loggedIn && !framed && (
          <Text size="sm" c="dimmed">
            Members log in to see the shifts and sign up.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
