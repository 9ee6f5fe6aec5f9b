import type { Person } from '@crewcall/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { InviteDialog } from '@/features/people/components/invite-dialog';
import { invitationLabel, invitationState } from '@/features/people/invitation-status';
import { formatDateTime } from '@/lib/formats';

const COLORS = { has_login: 'green', invited: 'blue', not_invited: 'gray' } as const;

/** A person's login: whether they have one, and the button to invite them or resend it. */
export function PersonInvitation({ person }: { person: Person }) {
  const [opened, setOpened] = useState(false);
  const state = invitationState(person);
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label="Login">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Login
          </Text>
          <Group gap="xs">
            <Badge variant="dot" color={COLORS[state]} data-testid="invitation-status">
              {invitationLabel(person)}
            </Badge>
          </Group>
          {state === 'invited' && person.invited_at && (
            <Text size="xs" c="dimmed">
              Last sent {formatDateTime(person.invited_at)}
            </Text>
          )}
          {state === 'has_login' && (
            <Text size="xs" c="dimmed">
              They log in with their own password.
            </Text>
          )}
        </Stack>
        {state !== 'has_login' && (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconMailForward size={16} aria-hidden />}
            onClick={() => setOpened(true)}
          >
            {state === 'invited' ? 'Resend invitation' : 'Invite'}
          </Button>
        )}
      </Group>
      <InviteDialog
        opened={opened}
        ids={[person.id]}
        title={state === 'invited' ? 'Resend invitation' : 'Send invitation'}
        onClose={() => setOpened(false)}
      />
    </Paper>
  );
}
