import '@mantine/core/styles/Badge.css';
import { Badge, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** The admin's view of an event's unfilled shifts (spec section 2): a red count, or a green tick. */
export function EmptyShiftsBadge({ empty }: { empty: number }) {
  return empty > 0 ? (
    <Badge color="red" variant="filled">
      {empty}
      <VisuallyHidden> unfilled shifts</VisuallyHidden>
    </Badge>
  ) : (
    <ThemeIcon
      color="green"
      variant="light"
      radius="xl"
      size="sm"
      role="img"
      aria-label="All shifts filled"
    >
      <IconCheck size={14} aria-hidden />
    </ThemeIcon>
  );
}
