import type { KioskRow } from '@crewcall/contract';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { lastSeenText } from '@/features/kiosks/last-seen';
import { useSession } from '@/lib/auth/use-session';

export type KioskAction = 'rotate' | 'revoke' | 'delete';

/** One kiosk: name, location, secret hint, last call, state, and what an admin can do. */
export function KioskCard({
  kiosk,
  locationName,
  onAction,
}: {
  kiosk: KioskRow;
  locationName: string | null;
  onAction: (action: KioskAction, kiosk: KioskRow) => void;
}) {
  const settings = useSession().user?.settings;
  return (
    <Card
      withBorder
      padding="md"
      data-testid="kiosk-row"
      component="article"
      aria-label={kiosk.name}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {kiosk.name}
          </Title>
          <Badge color={kiosk.is_active ? 'green' : 'red'} variant="filled" autoContrast>
            {kiosk.is_active ? 'Active' : 'Revoked'}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span c="dimmed">
            Location:{' '}
          </Text>
          {locationName ?? 'None'}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            Secret:{' '}
          </Text>
          <Text span ff="monospace">{`…${kiosk.secret_hint}`}</Text>
        </Text>
        <Text size="sm" data-testid="kiosk-last-seen">
          <Text span c="dimmed">
            Last called in:{' '}
          </Text>
          {lastSeenText(kiosk.last_seen_at, settings)}
        </Text>
        <Group gap="xs" mt="xs">
          <Button
            component={Link}
            to={`/kiosks/${kiosk.id}`}
            variant="default"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={`Edit ${kiosk.name}`}
          >
            Edit
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={() => onAction('rotate', kiosk)}
            aria-label={`Rotate secret of ${kiosk.name}`}
          >
            Rotate secret
          </Button>
          {kiosk.is_active && (
            <Button
              variant="default"
              size="sm"
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => onAction('revoke', kiosk)}
              aria-label={`Revoke ${kiosk.name}`}
            >
              Revoke
            </Button>
          )}
          <Button
            variant="subtle"
            size="sm"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onAction('delete', kiosk)}
            aria-label={`Delete ${kiosk.name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
