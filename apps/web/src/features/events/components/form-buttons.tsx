import { Button, Group, Textarea, type TextareaProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The end of an edit form: Delete (when editing) on the left; Cancel and Save on the right. */
export function FormButtons({
  saving,
  submitLabel,
  onCancel,
  onDelete,
}: {
  saving: boolean;
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
          disabled={saving}
        >
          Delete
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}

/** A details field whose text is shown as markdown: says what markup it takes. */
export function MarkdownTextarea(props: TextareaProps) {
  return (
    <Textarea
      label="Details"
      description="Markdown: **bold**, _italic_, lists, [links](https://example.org)."
      autosize
      minRows={4}
      maxRows={14}
      {...props}
    />
  );
}
