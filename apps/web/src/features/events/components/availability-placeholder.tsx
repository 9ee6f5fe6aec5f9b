import { ActionIcon } from '@mantine/core';
import { IconCalendarUser } from '@tabler/icons-react';
import { toIsoDate } from '@/lib/formats';

/**
 * Each day's availability button (spec section 2). The availability issue wires it up;
 * until then it is shown, disabled, so the calendar's layout does not change later.
 */
export function AvailabilityPlaceholder({ date }: { date: Date }) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      disabled
      aria-label={`Availability for ${toIsoDate(date)} (coming soon)`}
      data-testid="availability-button"
    >
      <IconCalendarUser size={14} aria-hidden />
    </ActionIcon>
  );
}
