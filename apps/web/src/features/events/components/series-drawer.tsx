import type { SeriesRow } from '@crewcall/contract';
import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSaveItem } from '@/features/events/api/write-events';
import { SeriesForm } from '@/features/events/components/series-form';
import { useCollectionItem } from '@/lib/api/collections/get-collection-item';
import { DiscardChangesDialog } from '@/lib/form/discard-changes-dialog';
import { useEscapeKey } from '@/lib/form/use-escape-key';
import { useUnsavedChanges } from '@/lib/form/use-unsaved-changes';

/**
 * The side drawer with a series form: a new series (`editing` = 'new') or series
 * `editing`, read fresh from the API. Closing with unsaved changes asks first.
 */
export function SeriesDrawer({
  editing,
  session,
  onClose,
  onDelete,
}: {
  editing: number | 'new' | null;
  /** Changes each time a new series is started, so its form starts empty. */
  session: number;
  onClose: () => void;
  onDelete: (row: SeriesRow) => void;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const id = typeof editing === 'number' ? editing : null;
  const item = useCollectionItem<SeriesRow>('series', id);
  const save = useSaveItem('series');
  const row = id === null ? null : (item.data?.rows[0] ?? null);
  const fresh = row !== null && (item.isFetchedAfterMount || !item.isFetching);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChanges(editing !== null && dirty);
  const close = () => guard.requestClose(onClose);
  useEscapeKey(editing !== null && !guard.dialog.opened, close);

  const title =
    editing === 'new' ? 'Add series' : `Edit ${row?.name || (row ? 'Untitled Series' : 'series')}`;

  return (
    <>
      <Drawer
        opened={editing !== null}
        onClose={close}
        closeOnEscape={false}
        position="right"
        size={phone ? '100%' : 'md'}
        title={title}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {id !== null && !fresh ? (
          <Stack gap="md" role="status" aria-label="Loading">
            <Skeleton height={36} />
            <Skeleton height={72} />
          </Stack>
        ) : (
          <SeriesForm
            key={row ? `edit-${row.id}` : `new-${session}`}
            row={row}
            saving={save.isPending}
            onCancel={close}
            onDelete={row ? () => onDelete(row) : undefined}
            onDirtyChange={setDirty}
            onSave={async (input) => {
              const saved = await save.mutateAsync({ id, item: input });
              notifications.show({
                color: 'green',
                title: id === null ? 'Series added' : 'Changes saved',
                message: `“${saved.name || 'Untitled Series'}” ${id === null ? 'was added' : 'was saved'}.`,
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
