import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import type { Person } from '@crewcall/contract';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { usePendingPeople } from '@/features/people/api/get-people';
import { useUpdatePeople } from '@/features/people/api/update-people';
import { useSite } from '@/features/site/site-context';
import { fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { mediaUrl } from '@/lib/media';

/**
 * Dashboard, admins: people who registered and wait for approval (role new), each with
 * their email, a link to the person and an Activate button that asks first. Hidden when
 * nobody is waiting. The list scrolls beyond 500 px.
 */
export default function NewRegistrationsCard() {
  const site = useSite();
  const pending = usePendingPeople(true);
  const update = useUpdatePeople();
  const [activating, setActivating] = useState<Person | null>(null);
  const [error, setError] = useState<string | null>(null);
  const people = pending.data?.rows ?? [];

  if (people.length === 0) return null;

  const close = () => {
    setActivating(null);
    setError(null);
  };

  const activate = async () => {
    if (!activating) return;
    try {
      await update.mutateAsync([{ id: activating.id, is_active: true }]);
      notifications.show({
        color: 'green',
        title: 'Account activated',
        message: `${activating.name || activating.email} can now log in.`,
      });
      close();
    } catch (failure) {
      if (isApiErrorResponse(failure) && failure.status === 400) {
        const messages = fieldErrors(failure.body);
        setError(messages.non_field_errors ?? Object.values(messages)[0] ?? 'Not activated.');
      }
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="new-registrations-title"
      data-testid="new-registrations-card"
      style={{ borderLeft: '4px solid var(--mantine-color-orange-6)' }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id="new-registrations-title">
          New Registrations
        </Title>
        <Badge color="gray" variant="default" aria-label={`${people.length} pending`}>
          {people.length}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        These people registered and cannot log in until you activate them.
      </Text>
      <ScrollArea.Autosize mah={500} type="auto" offsetScrollbars>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {people.map((person) => (
            <Group key={person.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar
                  src={mediaUrl(person.avatar, site.mediaRoot)}
                  name={person.name || person.email}
                  // One filled brand colour: name-derived colours (lime, yellow…) fail contrast.
                  color="primary"
                  variant="filled"
                  size="md"
                  alt=""
                />
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/people/${person.id}`} fw={600} size="sm">
                    {person.name || person.email}
                  </Anchor>
                  <Text size="sm" c="dimmed" truncate="end">
                    {person.email}
                  </Text>
                </div>
              </Group>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconUserCheck size={16} aria-hidden />}
                aria-label={`Activate ${person.name || person.email}`}
                onClick={() => setActivating(person)}
              >
                Activate
              </Button>
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <ConfirmDialog
        opened={activating !== null}
        title="Activate account"
        confirmLabel="Activate"
        loading={update.isPending}
        error={error}
        onConfirm={activate}
        onClose={close}
      >
        <Text size="sm">
          Activate <strong>{activating?.name || activating?.email}</strong> ({activating?.email})?
          They will be able to log in as a volunteer.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
