import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { rowNameOf, type SetupRow, type SetupScreen } from '@/features/setup/setup-screen';
import { fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';
import { useDeleteCollectionItem } from '@/lib/api/collections/delete-collection-item';

/**
 * Confirms and deletes a row. A row still in use stays, and the server's reason ("This
 * role is in use and cannot be deleted.") is shown in the dialog.
 */
export function DeleteItemDialog({
  screen,
  row,
  onClose,
  onDeleted,
}: {
  screen: SetupScreen;
  row: SetupRow | null;
  onClose: () => void;
  onDeleted: (row: SetupRow) => void;
}) {
  const remove = useDeleteCollectionItem(screen.collection);
  const [error, setError] = useState<string | null>(null);
  const name = rowNameOf(screen, row);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new row starts clean
  useEffect(() => {
    setError(null);
    remove.reset();
  }, [row?.id]);

  const confirm = async () => {
    if (!row) return;
    try {
      await remove.mutateAsync(row.id);
      notifications.show({
        color: 'green',
        title: `${screen.singular.charAt(0).toUpperCase()}${screen.singular.slice(1)} deleted`,
        message: `“${name}” was deleted.`,
      });
      onDeleted(row);
    } catch (failure) {
      if (isApiErrorResponse(failure) && failure.status === 400) {
        const messages = fieldErrors(failure.body);
        setError(
          messages.non_field_errors ?? Object.values(messages)[0] ?? 'It could not be deleted.',
        );
      }
    }
  };

  return (
    <ConfirmDialog
      opened={row !== null}
      title={`Delete ${screen.singular}`}
      confirmLabel="Delete"
      danger
      loading={remove.isPending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text size="sm">
        Delete <strong>{name}</strong>? {screen.deleteWarning ? `${screen.deleteWarning} ` : ''}
        This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
