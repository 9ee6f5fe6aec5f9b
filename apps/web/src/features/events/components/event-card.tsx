import '@mantine/core/styles/Badge.css';
import type { EventRow } from '@crewcall/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconClock,
  IconMapPin,
  IconPencil,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { eventColor } from '@/features/events/calendar/readable-text';
import { useEventFacts } from '@/features/events/components/use-event-facts';
import type { CollectionPage } from '@/lib/api/collections/collection-page';

/**
 * One event on the day view (spec section 2): name, series link, event type, start, end
 * and location, with Shifts and Edit event (admins) or Go to event. The left border is its
 * colour.
 */
export function EventCard({
  event,
  related,
  admin,
  headingLevel = 2,
}: {
  event: EventRow;
  related: CollectionPage<EventRow>['related'] | undefined;
  admin: boolean;
  headingLevel?: 2 | 3;
}) {
  const { type, location, series, when } = useEventFacts(event, related);

  return (
    <Paper
      withBorder
      p="md"
      style={{ borderLeft: `6px solid ${eventColor(event.color)}` }}
      data-testid="event-card"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={headingLevel} size="h4">
            {event.name}
          </Title>
          {type && <Badge variant="light">{type}</Badge>}
        </Group>
        {series && (
          <Text size="sm">
            Part of{' '}
            <Anchor component={Link} to={`/series/${event.series}`}>
              {series}
            </Anchor>
          </Text>
        )}
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} aria-hidden />
          <Text size="sm">{when}</Text>
        </Group>
        {location && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{location}</Text>
          </Group>
        )}
        <Group justify="flex-end" gap="xs">
          {admin && (
            <Button
              component={Link}
              to={`/events/${event.id}/shifts`}
              variant="default"
              leftSection={<IconUsersGroup size={16} aria-hidden />}
              aria-label={`Shifts of ${event.name}`}
            >
              Shifts
            </Button>
          )}
          {admin ? (
            <Button
              component={Link}
              to={`/events/${event.id}/edit`}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={`Edit event ${event.name}`}
            >
              Edit event
            </Button>
          ) : (
            <Button
              component={Link}
              to={`/events/${event.id}`}
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              aria-label={`Go to event ${event.name}`}
            >
              Go to event
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
