import { Button, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/**
 * The end of an edit form: Delete (when editing and allowed) on the left; Cancel and the
 * action on the right. On a phone the two groups wrap, the action pair staying on top.
 */
export function EditFormButtons({
  busy,
  submitLabel,
  onCancel,
  onDelete,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  onDelete?: () => void;
}) {
  return (
    <Group justify="space-between" mt="sm" wrap="wrap-reverse" gap="sm">
      {onDelete ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
          disabled={busy}
        >
          Delete
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}
