import { Group, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { clubZoneHint } from '@/lib/club-zone';

/**
 * "Times in Europe/London" under a screen of times, only when the club's zone is not the
 * browser's: a member abroad reads the club's clock and is told so.
 */
export function ClubZoneNote() {
  const hint = clubZoneHint();
  if (!hint) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid="club-zone-note">
      <IconWorld size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Group>
  );
}
