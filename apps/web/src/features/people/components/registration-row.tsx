import { Anchor, Avatar, Button, Checkbox, Group, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { PendingPerson } from '@/features/people/api/get-new-registrations';
import { mediaUrl } from '@/lib/media';
import { useSite } from '@/lib/site/site-context';

/**
 * One pending person: tick box, avatar, name (a link) and email, and Activate. The text
 * shrinks and truncates so the button stays inside the card at 390 px.
 */
export function RegistrationRow({
  person,
  selected,
  onSelect,
  onActivate,
}: {
  person: PendingPerson;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onActivate: () => void;
}) {
  const site = useSite();
  const label = person.name || person.email;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <Checkbox
          aria-label={`Select ${label}`}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
        <Avatar
          src={mediaUrl(person.avatar, site.mediaRoot)}
          name={label}
          // One filled brand colour: name-derived colours (lime, yellow…) fail contrast.
          color="primary"
          variant="filled"
          size="md"
          alt=""
          visibleFrom="xs"
        />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            component={Link}
            to={`/people/${person.id}`}
            fw={600}
            size="sm"
            display="block"
            truncate="end"
          >
            {label}
          </Anchor>
          <Text size="sm" c="dimmed" truncate="end">
            {person.email}
          </Text>
        </div>
      </Group>
      <Button
        size="compact-sm"
        variant="light"
        style={{ flexShrink: 0 }}
        leftSection={<IconUserCheck size={16} aria-hidden />}
        aria-label={`Activate ${label}`}
        onClick={onActivate}
      >
        Activate
      </Button>
    </Group>
  );
}
