import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { eventColor } from '@/features/events/calendar/readable-text';
import { EmptyShiftsBadge } from '@/features/events/components/empty-shifts-badge';
import { eventHref } from '@/features/events/event-links';
import { type ListedEvent, listedEventText } from '@/features/events/event-list-text';
import { useSession } from '@/lib/auth/use-session';

/**
 * An event list item (spec section 2): the whole row is a link (a series to its page, an
 * admin to the event's shifts, others to the event page), with a left border in the
 * event's colour. Admins see the event's unfilled shifts: a red count, or a green tick.
 */
export function EventListItem({ item }: { item: ListedEvent }) {
  const session = useSession();
  const admin = session.role === 'admin';
  const text = listedEventText(item, session.user?.settings);

  return (
    <UnstyledButton
      component={Link}
      to={eventHref(item, session.role)}
      data-testid="event-list-item"
      p="xs"
      style={{
        display: 'block',
        borderLeft: `4px solid ${eventColor(item.color)}`,
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-default)',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        {text.day && (
          <Stack gap={0} align="center" w={36} style={{ flexShrink: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase">
              {text.weekday}
            </Text>
            <Text fw={700} size="lg" lh={1}>
              {text.day}
            </Text>
          </Stack>
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate>
            {text.title}
          </Text>
          <Text size="sm" c="dimmed">
            {text.when}
          </Text>
        </Box>
        {admin && item.type === 'event' && <EmptyShiftsBadge empty={item.empty} />}
      </Group>
    </UnstyledButton>
  );
}
