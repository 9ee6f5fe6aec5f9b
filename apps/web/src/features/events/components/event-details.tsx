import '@mantine/core/styles/Badge.css';
import type { EventRow } from '@crewcall/contract';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconEyeOff, IconMapPin, IconStack2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Markdown } from '@/components/markdown';
import { useEventFacts } from '@/features/events/components/use-event-facts';
import type { CollectionPage } from '@/lib/api/collections/collection-page';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * An event's facts for members: time, location, whether it is kept off the public
 * calendar, type, series and the details (markdown).
 */
export function EventDetails({
  event,
  related,
}: {
  event: EventRow;
  related: CollectionPage<EventRow>['related'] | undefined;
}) {
  const { type, location, series, when } = useEventFacts(event, related);

  return (
    <Stack gap="sm">
      {type && (
        <div>
          <Badge variant="light">{type}</Badge>
        </div>
      )}
      <Line icon={<IconClock size={18} aria-hidden />}>{when}</Line>
      {location && <Line icon={<IconMapPin size={18} aria-hidden />}>{location}</Line>}
      {!event.public && (
        <Line icon={<IconEyeOff size={18} aria-hidden />}>
          Members only: not on the public calendar
        </Line>
      )}
      {series && (
        <Line icon={<IconStack2 size={18} aria-hidden />}>
          Part of{' '}
          <Anchor component={Link} to={`/series/${event.series}`} inherit>
            {series}
          </Anchor>
        </Line>
      )}
      {event.details.trim() ? (
        <Markdown>{event.details}</Markdown>
      ) : (
        <Text size="sm" c="dimmed">
          No further details.
        </Text>
      )}
    </Stack>
  );
}
