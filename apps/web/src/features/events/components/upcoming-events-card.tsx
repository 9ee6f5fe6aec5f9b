import '@mantine/core/styles/Skeleton.css';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useUpcomingEvents } from '@/features/events/api/get-upcoming-events';
import { EventListItem } from '@/features/events/components/event-list-item';

/**
 * Dashboard: Upcoming events (spec section 2): up to 5 events outside a series and series
 * not yet ended, with See more to the calendar. Green accent. Unlike the cards the spec
 * shows "only if" there is something, it is always there: the way to the calendar. The
 * items come with the dashboard's one call (useUpcomingEvents).
 */
export default function UpcomingEventsCard() {
  const upcoming = useUpcomingEvents();

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="upcoming-events-title"
      data-testid="upcoming-events-card"
      style={{ borderLeft: '4px solid var(--mantine-color-green-6)', minWidth: 0 }}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="upcoming-events-title">
            Upcoming events
          </Title>
          <Anchor component={Link} to="/events/calendar" size="sm">
            See more
          </Anchor>
        </Group>
        {upcoming.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading upcoming events">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : upcoming.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing to show yet: the club's next events will appear here.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {upcoming.items.map((item) => (
              <li key={`${item.type}-${item.id}`}>
                <EventListItem item={item} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
