import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import type { PersonRecord } from '@/features/records/api/get-records';
import { useDeleteCollectionItem } from '@/lib/api/collections/delete-collection-item';
import { formatDate } from '@/lib/formats';

/** Asks before a record is deleted (`DELETE /api/records/{id}/`, admin): it is history. */
export function DeleteRecordDialog({
  record,
  competency,
  whose,
  onClose,
  onDeleted,
}: {
  record: PersonRecord | null;
  /** The record's competency as the table shows it. */
  competency: string;
  /** Whose record: "your", "Nell's". */
  whose: string;
  onClose: () => void;
  onDeleted: (record: PersonRecord) => void;
}) {
  const remove = useDeleteCollectionItem('records');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new record starts clean
  useEffect(() => remove.reset(), [record?.id]);

  const confirm = async () => {
    if (!record) return;
    try {
      await remove.mutateAsync(record.id);
      notifications.show({
        color: 'green',
        title: 'Record deleted',
        message: `${competency} (${formatDate(record.achieved)}) was deleted.`,
      });
      onDeleted(record);
    } catch {
      // the API client shows what went wrong (404 page, banner); the dialog stays
    }
  };

  return (
    <ConfirmDialog
      opened={record !== null}
      title="Delete record?"
      confirmLabel="Delete record"
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text size="sm">
        Delete {whose} record of <strong>{competency}</strong>
        {record ? `, achieved ${formatDate(record.achieved)}` : ''}? This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
