import '@/features/availability/availability-styles';
import type { AvailabilityState } from '@crewcall/contract';
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useMyMonthAvailability } from '@/features/availability/api/get-my-availability';
import { useSetAvailability } from '@/features/availability/api/set-availability';
import {
  STATE_COLORS,
  STATE_ICONS,
  STATE_ORDER,
  stateLabel,
} from '@/features/availability/availability-states';
import { useSession } from '@/lib/auth/use-session';
import { clubDayStart } from '@/lib/time-zone';

/**
 * The person's own availability for one day as three large toggle buttons (and Unset
 * once one is chosen): the day view and /unavailability/{date} offer it, so that a
 * member on a phone, where the calendar's small per-day button is hard to hit, can mark
 * days too (issue 20, item 4). Same calls as the calendar's button.
 */
export function AvailabilityDayChoice({ date }: { date: string }) {
  const labelId = useId();
  const personId = useSession().user?.id;
  // The club's midnight of that day: a browser's own midnight can fall in the club's
  // previous day (and month) when the browser is east of the club.
  const mine = useMyMonthAvailability(new Date(clubDayStart(date)));
  const setDay = useSetAvailability();
  const row = mine.data?.get(date);
  const state = row?.available;
  const ready = Boolean(mine.data) && personId !== undefined && !setDay.isPending;
  const choose = (available: AvailabilityState) => {
    if (personId !== undefined && available !== state) {
      setDay.mutate({ kind: 'set', personId, date, available });
    }
  };

  return (
    <Paper withBorder p="sm" data-testid="availability-choice" data-state={state ?? 'unset'}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text id={labelId} fw={600} size="sm">
          Your availability
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {mine.data ? stateLabel(state) : 'Loading…'}
        </Text>
      </Group>
      {/* One button a row on a phone: whole labels, and wide targets for a thumb. */}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" role="group" aria-labelledby={labelId}>
        {STATE_ORDER.map((option) => {
          const Icon = STATE_ICONS[option];
          const chosen = option === state;
          return (
            <Button
              key={option}
              // Chosen: the state's light colour behind the text's own colour (the orange's
              // text shades are too pale on either its filled or its light background).
              variant={chosen ? 'light' : 'default'}
              color={STATE_COLORS[option]}
              c={chosen ? 'var(--mantine-color-text)' : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              aria-pressed={chosen}
              disabled={!ready}
              onClick={() => choose(option)}
            >
              {stateLabel(option)}
            </Button>
          );
        })}
      </SimpleGrid>
      {row && (
        <Button
          mt="xs"
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconTrash size={14} aria-hidden />}
          disabled={!ready}
          onClick={() => setDay.mutate({ kind: 'unset', id: row.id })}
        >
          Unset
        </Button>
      )}
    </Paper>
  );
}
