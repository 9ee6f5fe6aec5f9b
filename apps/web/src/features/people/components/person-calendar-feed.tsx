import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { usePersonFeed, useRevokePersonFeed } from '@/features/people/api/person-feed';
import { formatDate } from '@/lib/formats';

/**
 * A person's personal calendar feed: whether they have one, and the button to revoke it
 * (after asking). Its secret address shows their shifts to whoever holds it, so an admin
 * can end it, e.g. when a link was shared by mistake. The person can make a new one.
 */
export function PersonCalendarFeed({ personId, name }: { personId: number; name: string }) {
  const feed = usePersonFeed(personId);
  const revoke = useRevokePersonFeed(personId);
  const [confirming, setConfirming] = useState(false);

  const close = () => {
    setConfirming(false);
    revoke.reset();
  };
  const confirm = async () => {
    try {
      await revoke.mutateAsync();
      setConfirming(false);
    } catch {
      // the dialog says it was not done
    }
  };

  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label="Calendar feed">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Calendar feed
          </Text>
          {feed.isPending ? (
            <Loader size="xs" aria-label="Loading the calendar feed" />
          ) : feed.isError ? (
            <Text size="xs" c="red" role="alert">
              Could not be loaded. Reload the page to try again.
            </Text>
          ) : feed.data.exists ? (
            <>
              <Group gap="xs">
                <Badge variant="dot" color="blue" data-testid="calendar-feed-status">
                  Subscribed
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                Their personal feed link was made {formatDate(feed.data.created_at ?? '')}.
              </Text>
            </>
          ) : (
            <Text size="xs" c="dimmed" data-testid="calendar-feed-status">
              No personal feed link.
            </Text>
          )}
        </Stack>
        {feed.data?.exists && (
          <Button
            variant="light"
            color="red"
            size="sm"
            leftSection={<IconCalendarOff size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            Revoke feed
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Revoke calendar feed?"
        confirmLabel="Revoke feed"
        danger
        loading={revoke.isPending}
        error={revoke.isError ? 'The feed was not revoked. Try again later.' : null}
        onConfirm={confirm}
        onClose={close}
      >
        {`${name}'s calendar feed link stops working at once, in every calendar app subscribed to it. They can make a new link in their settings.`}
      </ConfirmDialog>
    </Paper>
  );
}
