import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSaveItem } from '@/features/setup/api/save-item';
import { ItemForm } from '@/features/setup/components/item-form';
import { rowNameOf, type SetupRow, type SetupScreen } from '@/features/setup/setup-screen';
import { useCollectionItem } from '@/lib/api/collections/get-collection-item';
import { DiscardChangesDialog } from '@/lib/form/discard-changes-dialog';
import { useEscapeKey } from '@/lib/form/use-escape-key';
import { useUnsavedChanges } from '@/lib/form/use-unsaved-changes';

/**
 * The side drawer with a setup form: a new row (`editing` = 'new') or row `editing` (its
 * id, from the URL), read fresh from the API. On phones it covers the screen. Edits are
 * not lost by accident: closing (button, Escape, a click outside) or leaving the page asks
 * first while the form has unsaved changes.
 */
export function ItemDrawer({
  screen,
  editing,
  session = 0,
  onClose,
  onDelete,
}: {
  screen: SetupScreen;
  editing: number | 'new' | null;
  /** Changes each time a new row is started, so its form starts empty. */
  session?: number;
  onClose: () => void;
  onDelete: (row: SetupRow) => void;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const id = typeof editing === 'number' ? editing : null;
  const item = useCollectionItem<SetupRow>(screen.collection, id);
  const save = useSaveItem(screen.collection, Boolean(screen.ordered));
  const row = id === null ? null : (item.data?.rows[0] ?? null);
  const name = rowNameOf(screen, row);
  // Edit what the server has now: a cached row is shown only once it was read again.
  const fresh = row !== null && (item.isFetchedAfterMount || !item.isFetching);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChanges(editing !== null && dirty);
  const close = () => guard.requestClose(onClose);
  useEscapeKey(editing !== null && !guard.dialog.opened, close);

  const title =
    editing === 'new'
      ? `Add ${screen.singular}`
      : name
        ? `Edit ${name}`
        : `Edit ${screen.singular}`;

  return (
    <>
      <Drawer
        opened={editing !== null}
        onClose={close}
        // Escape is ours (useEscapeKey): while "Discard changes?" asks, it answers that.
        closeOnEscape={false}
        position="right"
        size={phone ? '100%' : screen.wideForm ? 'xl' : 'md'}
        title={title}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {id !== null && !fresh ? (
          <Stack gap="md" role="status" aria-label="Loading">
            <Skeleton height={36} />
            <Skeleton height={72} />
            <Skeleton height={36} />
          </Stack>
        ) : (
          <ItemForm
            key={row ? `edit-${row.id}` : `new-${session}`}
            screen={screen}
            row={row}
            saving={save.isPending}
            onCancel={close}
            onDelete={row ? () => onDelete(row) : undefined}
            onDirtyChange={setDirty}
            onSave={async (values) => {
              const saved = await save.mutateAsync({ id, item: values });
              const savedName = rowNameOf(screen, saved) || screen.singular;
              notifications.show({
                color: 'green',
                title: id === null ? `${capitalise(screen.singular)} added` : 'Changes saved',
                message: `“${savedName}” ${id === null ? 'was added' : 'was saved'}.`,
              });
              guard.allowNextNavigation();
              setDirty(false);
              onClose();
            }}
          />
        )}
      </Drawer>
      <DiscardChangesDialog {...guard.dialog} />
    </>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
