import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import type { PublicEvent } from '@crewcall/contract';
import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Markdown } from '@/components/markdown';
import { useEventWhen } from '@/features/events/components/event-when';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * What the public may read of an event (the public calendar's pop-up and the public event
 * page): its type, start and end, location and details (markdown). `details` undefined:
 * still loading.
 */
export function PublicEventFacts({
  event,
  details,
}: {
  event: Pick<PublicEvent, 'start' | 'end' | 'location_name' | 'eventtype_name'>;
  details: string | undefined;
}) {
  const when = useEventWhen();
  return (
    <Stack gap="sm">
      {event.eventtype_name && (
        <div>
          <Badge variant="light">{event.eventtype_name}</Badge>
        </div>
      )}
      <Line icon={<IconClock size={18} aria-hidden />}>{when(event.start, event.end)}</Line>
      {event.location_name && (
        <Line icon={<IconMapPin size={18} aria-hidden />}>{event.location_name}</Line>
      )}
      {details === undefined ? (
        <Stack gap={6} role="status" aria-label="Loading details">
          <Skeleton height={12} />
          <Skeleton height={12} width="70%" />
        </Stack>
      ) : details.trim() ? (
        <Markdown>{details}</Markdown>
      ) : (
        <Text size="sm" c="dimmed">
          No further details.
        </Text>
      )}
    </Stack>
  );
}
