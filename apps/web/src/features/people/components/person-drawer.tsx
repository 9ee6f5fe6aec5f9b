import type { Person } from '@crewcall/contract';
import { Anchor, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePeople } from '@/features/people/api/get-people';
import { PersonCalendarFeed } from '@/features/people/components/person-calendar-feed';
import { PersonForm } from '@/features/people/components/person-form';
import { PersonInvitation } from '@/features/people/components/person-invitation';
import { DiscardChangesDialog } from '@/lib/form/discard-changes-dialog';
import { useEscapeKey } from '@/lib/form/use-escape-key';
import { useUnsavedChanges } from '@/lib/form/use-unsaved-changes';

/** A person of the club, opened from the list or a link (`/people/{pk}`). */
export function PersonDrawer({
  id,
  onClose,
  withPageLink = true,
}: {
  id: number | null;
  onClose: () => void;
  /** A link to the person's tabs (/people/{pk}/info); not when opened from there. */
  withPageLink?: boolean;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const found = usePeople({ id: id ?? 0, limit: 1 }, { enabled: id !== null });
  const person: Person | undefined = found.data?.rows[0];
  // Edit what the server has now: a cached person is shown only once read again.
  const fresh = person !== undefined && (found.isFetchedAfterMount || !found.isFetching);
  // Unsaved edits: closing, Escape or leaving the page asks first (issue 10 item 9).
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChanges(id !== null && dirty);
  const close = () => guard.requestClose(onClose);
  useEscapeKey(id !== null && !guard.dialog.opened, close);

  return (
    <>
      <Drawer
        opened={id !== null}
        onClose={close}
        // Escape is ours (useEscapeKey): while "Discard changes?" asks, it answers that.
        closeOnEscape={false}
        position="right"
        size={phone ? '100%' : 'md'}
        title={person ? person.name || person.email : 'Person'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {found.isPending || (person && !fresh) ? (
          <Stack gap="md" role="status" aria-label="Loading">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : !person ? (
          <Text c="dimmed">This person was not found.</Text>
        ) : (
          <Stack gap="md">
            {withPageLink && (
              <Anchor component={Link} to={`/people/${person.id}/info`} size="sm">
                Shifts, records and emails of {person.name || person.email}
              </Anchor>
            )}
            <PersonInvitation person={person} />
            <PersonCalendarFeed personId={person.id} name={person.name || person.email} />
            <PersonForm
              key={person.id}
              person={person}
              onCancel={close}
              onDirtyChange={setDirty}
              onSaved={(saved) => {
                notifications.show({
                  color: 'green',
                  title: 'Changes saved',
                  message: `${saved.name || saved.email} was saved.`,
                });
                guard.allowNextNavigation();
                setDirty(false);
                onClose();
              }}
            />
          </Stack>
        )}
      </Drawer>
      <DiscardChangesDialog {...guard.dialog} />
    </>
  );
}
