import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import {
  type PendingPerson,
  useNewRegistrations,
} from '@/features/people/api/get-new-registrations';
import { useUpdatePeople } from '@/features/people/api/update-people';
import { RegistrationRow } from '@/features/people/components/registration-row';
import { fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Dashboard, admins: people who registered and wait for approval (role new), newest
 * first, each with their email, a link to the person and an Activate button that asks
 * first. Several can be ticked (or all) and activated at once, after one question.
 * Hidden when nobody is waiting. The list scrolls beyond 500 px. The people come with the
 * dashboard's one call (useNewRegistrations), and are read again after an activation.
 */
export default function NewRegistrationsCard() {
  const pending = useNewRegistrations();
  const update = useUpdatePeople();
  const [activating, setActivating] = useState<PendingPerson[] | null>(null);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const people = pending.data ?? [];

  if (people.length === 0) return null;

  const chosen = people.filter((p) => selected.has(p.id));
  const close = () => {
    setActivating(null);
    setError(null);
  };

  const activate = async () => {
    if (!activating) return;
    try {
      await update.mutateAsync(activating.map((p) => ({ id: p.id, is_active: true })));
      const [only] = activating;
      notifications.show({
        color: 'green',
        title: activating.length === 1 ? 'Account activated' : 'Accounts activated',
        message:
          activating.length === 1
            ? `${only.name || only.email} can now log in.`
            : `${activating.length} people can now log in.`,
      });
      setSelected(new Set());
      close();
    } catch (failure) {
      if (isApiErrorResponse(failure) && failure.status === 400) {
        const messages = fieldErrors(failure.body);
        setError(messages.non_field_errors ?? Object.values(messages)[0] ?? 'Not activated.');
      }
    }
  };

  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const one = activating?.length === 1 ? activating[0] : null;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="new-registrations-title"
      data-testid="new-registrations-card"
      style={{ borderLeft: '4px solid var(--mantine-color-orange-6)', minWidth: 0 }}
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
        These people registered and cannot log in until you activate them. Newest first.
      </Text>
      {/* A plain scrolling box: Mantine's ScrollArea sizes its content as a table, which let
          long names push the Activate buttons beyond the card on phones. */}
      <Box
        mah={500}
        style={{ overflowY: 'auto', overflowX: 'hidden' }}
        tabIndex={0}
        role="region"
        aria-label="People waiting for activation"
      >
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {people.map((person) => (
            <RegistrationRow
              key={person.id}
              person={person}
              selected={selected.has(person.id)}
              onSelect={(on) => select(person.id, on)}
              onActivate={() => setActivating([person])}
            />
          ))}
        </Stack>
      </Box>
      {people.length > 1 && (
        <Group gap="sm" mt="sm" wrap="wrap">
          <Button
            size="compact-sm"
            variant="light"
            disabled={chosen.length === 0}
            onClick={() => setActivating(chosen)}
          >
            Activate selected{chosen.length ? ` (${chosen.length})` : ''}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setActivating(people)}>
            Activate all ({people.length})
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={activating !== null}
        title={one ? 'Activate account' : 'Activate accounts'}
        confirmLabel={one ? 'Activate' : `Activate ${activating?.length ?? 0}`}
        loading={update.isPending}
        error={error}
        onConfirm={activate}
        onClose={close}
      >
        {one ? (
          <Text size="sm">
            Activate <strong>{one.name || one.email}</strong> ({one.email})? They will be able to
            log in as a volunteer.
          </Text>
        ) : (
          <Text size="sm">
            Activate <strong>{plural(activating?.length ?? 0, 'person', 'people')}</strong>? They
            will all be able to log in as volunteers.
          </Text>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
