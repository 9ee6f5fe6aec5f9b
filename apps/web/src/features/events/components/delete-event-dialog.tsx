import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useDeleteEvent } from '@/features/events/api/save-event';
import { fieldErrors, isApiErrorResponse } from '@/lib/api/api-errors';

/** Asks before deleting an event; the server's reason shows inside when it refuses. */
export function DeleteEventDialog({
  event,
  onClose,
  onDeleted,
}: {
  event: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteEvent();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!event) return;
    try {
      await remove.mutateAsync(event.id);
      notifications.show({
        color: 'green',
        title: 'Event deleted',
        message: `“${event.name}” was deleted.`,
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
      opened={event !== null}
      title="Delete event"
      confirmLabel="Delete"
      danger
      loading={remove.isPending}
      error={error}
      onConfirm={confirm}
      onClose={close}
    >
      <Text size="sm">
        Delete <strong>{event?.name}</strong>? This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
