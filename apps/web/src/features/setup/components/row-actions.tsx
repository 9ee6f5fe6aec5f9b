import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** Edit, delete and (in ordered lists) move up/down, each named for the row it acts on. */
export function RowActions({
  name,
  editTo,
  onDelete,
  move,
}: {
  name: string;
  editTo: string;
  onDelete: () => void;
  move?: {
    canUp: boolean;
    canDown: boolean;
    /** A move is being saved: clicks wait (the buttons stay enabled to keep the focus). */
    busy: boolean;
    onMove: (direction: 'up' | 'down') => void;
  };
}) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {move && (
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Move ${name} up`}
            data-move="up"
            disabled={!move.canUp}
            onClick={() => !move.busy && move.onMove('up')}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Move ${name} down`}
            data-move="down"
            disabled={!move.canDown}
            onClick={() => !move.busy && move.onMove('down')}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
        </>
      )}
      <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={`Edit ${name}`}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
