import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** Edit and delete in a list row, each named for the row it acts on. */
export function EventRowActions({
  name,
  editTo,
  onDelete,
}: {
  name: string;
  editTo: string;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={`Edit ${name}`}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
