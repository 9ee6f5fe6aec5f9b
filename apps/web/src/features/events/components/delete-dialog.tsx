import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { type EventsCollection, useDeleteItem } from '@/features/events/api/write-events';
import { fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';

const SINGULAR: Record<EventsCollection, string> = { events: 'event', series: 'series' };

/** Asks before deleting an event or a series; the server's reason shows inside when it refuses. */
export function DeleteDialog({
  collection,
  item,
  warning,
  onClose,
  onDeleted,
}: {
  collection: EventsCollection;
  item: { id: number; name: string } | null;
  /** What else goes, said before "This cannot be undone." */
  warning?: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteItem(collection);
  const [error, setError] = useState<string | null>(null);
  const singular = SINGULAR[collection];
  const name = item?.name || (collection === 'series' ? 'Untitled Series' : '');
  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      notifications.show({
        color: 'green',
        title: `${singular.charAt(0).toUpperCase()}${singular.slice(1)} deleted`,
        message: `“${name}” was deleted.`,
      });
      setError(null);
      onDeleted();
    } catch (failure) {
      if (isApiErrorResponse(failure) && failure.status === 400) {
        const messages = fieldErrors(failure.body);
        setError(messages.non_field_errors ?? Object.values(messages)[0] ?? 'Not deleted.');
      }
    }
  };

  return (
    <ConfirmDialog
      opened={item !== null}
      title={`Delete ${singular}`}
      confirmLabel="Delete"
      danger
      loading={remove.isPending}
      error={error}
      onConfirm={confirm}
      onClose={close}
    >
      <Text size="sm">
        Delete <strong>{name}</strong>? {warning ? `${warning} ` : ''}This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
