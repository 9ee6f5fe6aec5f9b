import { Button, Group, type GroupProps } from '@mantine/core';
import { IconEye, IconPencil, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

const LINKS = {
  view: { label: 'View event', icon: IconEye, path: '' },
  shifts: { label: 'Shifts', icon: IconUsersGroup, path: '/shifts' },
  edit: { label: 'Edit event', icon: IconPencil, path: '/edit' },
} as const;

/** An admin's ways on from an event: its page, its shifts, its edit form (the last one filled). */
export function EventAdminLinks({
  eventId,
  links,
  ...group
}: { eventId: number; links: (keyof typeof LINKS)[] } & GroupProps) {
  return (
    <Group gap="xs" {...group}>
      {links.map((key, index) => {
        const { label, icon: Icon, path } = LINKS[key];
        return (
          <Button
            key={key}
            component={Link}
            to={`/events/${eventId}${path}`}
            variant={index === links.length - 1 ? 'filled' : 'default'}
            leftSection={<Icon size={16} aria-hidden />}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
