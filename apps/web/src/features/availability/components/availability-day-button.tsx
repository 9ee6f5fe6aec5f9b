import '@/features/availability/availability-styles';
import type { AvailabilityState } from '@crewcall/contract';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCalendarUser, IconCheck, IconTrash } from '@tabler/icons-react';
import { useMyMonthAvailability } from '@/features/availability/api/get-my-availability';
import { useSetAvailability } from '@/features/availability/api/set-availability';
import {
  STATE_COLORS,
  STATE_ICONS,
  STATE_ORDER,
  stateLabel,
} from '@/features/availability/availability-states';
import { useSession } from '@/lib/auth/use-session';
import { toIsoDate } from '@/lib/formats';

/**
 * A calendar day's availability button (spec sections 2 and 4): shows the person's
 * state for the day and offers the three states, and 'Unset' only when one is set.
 */
export function AvailabilityDayButton({ date }: { date: Date }) {
  const personId = useSession().user?.id;
  const day = toIsoDate(date);
  const mine = useMyMonthAvailability(date);
  const setDay = useSetAvailability();
  const row = mine.data?.get(day);
  const state = row?.available;
  const Icon = state === undefined ? IconCalendarUser : STATE_ICONS[state];
  const choose = (available: AvailabilityState) => {
    if (personId !== undefined && available !== state) {
      setDay.mutate({ kind: 'set', personId, date: day, available });
    }
  };

  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant={state === undefined ? 'subtle' : 'light'}
          color={state === undefined ? 'gray' : STATE_COLORS[state]}
          size="sm"
          loading={setDay.isPending}
          disabled={!mine.data || personId === undefined}
          aria-label={`Availability for ${day}: ${stateLabel(state)}`}
          data-testid="availability-button"
          data-state={state ?? 'unset'}
        >
          <Icon size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Your availability</Menu.Label>
        {STATE_ORDER.map((option) => {
          const OptionIcon = STATE_ICONS[option];
          return (
            <Menu.Item
              key={option}
              leftSection={
                <OptionIcon
                  size={16}
                  aria-hidden
                  color={`var(--mantine-color-${STATE_COLORS[option]}-7)`}
                />
              }
              rightSection={option === state ? <IconCheck size={14} aria-label="chosen" /> : null}
              onClick={() => choose(option)}
            >
              {stateLabel(option)}
            </Menu.Item>
          );
        })}
        {row && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDay.mutate({ kind: 'unset', id: row.id })}
            >
              Unset
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
