import '@/components/form-overlay-styles';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { Person } from '@crewcall/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useUpdatePeople } from '@/features/people/api/update-people';
import { PersonDrawer } from '@/features/people/components/person-drawer';
import { invitationLabel } from '@/features/people/invitation-status';
import { ROLE_LABELS } from '@/features/people/people-table';
import { type PersonAction, personActions } from '@/features/people/person-actions';
import { fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { useSession } from '@/lib/auth/use-session';

/** A label and its value in the details grid. */
function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * A person's Information tab (/people/{pk}/info, admin): their details and role, and
 * Activate, Make admin, Make volunteer, Deactivate, each after a question
 * (`PUT /api/people`, whose rules apply: activating a pending person makes them a
 * volunteer; an admin cannot demote or deactivate themselves). Edit opens the person's
 * drawer (name, email, phone, invitation, calendar feed).
 */
export function PersonInfo({ person }: { person: Person | undefined }) {
  const me = useSession().user;
  const update = useUpdatePeople();
  const [asking, setAsking] = useState<PersonAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  if (!person) {
    return (
      <Stack gap="md" role="status" aria-label="Loading">
        <Skeleton height={24} width="40%" />
        <Skeleton height={80} />
      </Stack>
    );
  }
  const isSelf = me?.id === person.id;
  const actions = personActions(person, isSelf);

  const confirm = async () => {
    if (!asking) return;
    try {
      await update.mutateAsync([{ id: person.id, ...asking.change }]);
      notifications.show({ color: 'green', title: 'Saved', message: asking.done });
      setAsking(null);
    } catch (failure) {
      if (isApiErrorResponse(failure) && failure.status === 400) {
        const messages = fieldErrors(failure.body);
        setError(messages.non_field_errors ?? Object.values(messages)[0] ?? 'It was not saved.');
      }
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
          <Detail label="Name">{person.name || '(no name)'}</Detail>
          <Detail label="Email">{person.email}</Detail>
          <Detail label="Phone">{person.phone || '—'}</Detail>
          <Detail label="Role">
            <Badge variant="light" tt="none" data-testid="person-role">
              {ROLE_LABELS[person.role]}
            </Badge>
          </Detail>
          <Detail label="Status">
            <Badge
              variant="dot"
              color={person.is_active ? 'green' : 'gray'}
              tt="none"
              data-testid="person-active"
            >
              {person.is_active ? 'Active' : 'Inactive'}
            </Badge>
          </Detail>
          <Detail label="Login">{invitationLabel(person)}</Detail>
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setEditing(true)}
        >
          Edit details
        </Button>
        {actions.map((action) => (
          <Button
            key={action.key}
            variant={action.danger ? 'light' : 'filled'}
            color={action.danger ? 'red' : undefined}
            onClick={() => {
              setError(null);
              update.reset();
              setAsking(action);
            }}
          >
            {action.label}
          </Button>
        ))}
      </Group>
      {isSelf && (
        <Text size="sm" c="dimmed">
          You cannot change your own role or deactivate yourself.
        </Text>
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={asking?.question ?? ''}
        confirmLabel={asking?.label ?? ''}
        danger={asking?.danger}
        loading={update.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      >
        {asking?.explanation ?? ''}
      </ConfirmDialog>
      <PersonDrawer
        id={editing ? person.id : null}
        onClose={() => setEditing(false)}
        withPageLink={false}
      />
    </Stack>
  );
}
