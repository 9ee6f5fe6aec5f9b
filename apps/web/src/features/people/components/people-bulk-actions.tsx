import '@mantine/core/styles/Checkbox.css';
import type { Person } from '@crewcall/contract';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileImport, IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AddPersonDialog } from '@/features/people/components/add-person-dialog';
import { InviteDialog } from '@/features/people/components/invite-dialog';
import { needsInvitation } from '@/features/people/invitation-status';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

/**
 * The People toolbar's own buttons: add one person (then open them, to invite them), import
 * a file, invite the people ticked in the list, or invite everyone who has no login yet
 * (each asks first, saying how many emails go out).
 */
export function PeopleBulkActions({
  selected,
  onInvited,
}: {
  selected: number[];
  onInvited: () => void;
}) {
  const queryClient = useQueryClient();
  const [inviteIds, setInviteIds] = useState<number[] | null>(null);
  const [finding, setFinding] = useState(false);
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const inviteEveryoneWithoutLogin = async () => {
    setFinding(true);
    try {
      const everyone = await queryClient.fetchQuery({
        ...collectionListQueryOptions<Person>('people', {
          has_login: 'false',
          limit: 'all',
          sort: 'name',
        }),
        staleTime: 0,
      });
      const ids = everyone.rows.filter(needsInvitation).map((p) => p.id);
      if (ids.length === 0) {
        notifications.show({
          color: 'blue',
          title: 'Nobody to invite',
          message: 'Everyone in the club already has a login.',
        });
      } else setInviteIds(ids);
    } catch {
      // The API client already shows what went wrong.
    } finally {
      setFinding(false);
    }
  };

  return (
    <Group gap="sm" wrap="wrap">
      {selected.length > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.length} selected
        </Text>
      )}
      <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
        Add person
      </Button>
      <Button
        variant="light"
        leftSection={<IconMailForward size={18} aria-hidden />}
        disabled={selected.length === 0}
        onClick={() => setInviteIds(selected)}
      >
        Invite selected
      </Button>
      <Button variant="default" loading={finding} onClick={inviteEveryoneWithoutLogin}>
        Invite all without login
      </Button>
      <Button
        variant="default"
        component={Link}
        to="/people/import"
        leftSection={<IconFileImport size={18} aria-hidden />}
      >
        Import
      </Button>
      <AddPersonDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={(person) => {
          setAdding(false);
          notifications.show({
            color: 'green',
            title: 'Person added',
            message: `${person.name} was added. Invite them to give them a login.`,
          });
          navigate(`/people/${person.id}${location.search}`);
        }}
      />
      <InviteDialog
        opened={inviteIds !== null}
        ids={inviteIds ?? []}
        onClose={(sent) => {
          setInviteIds(null);
          if (sent) onInvited();
        }}
      />
    </Group>
  );
}
